import { z } from 'zod'

/*
 * Reports, for the instance's administrators (src/shared/schemas/admin.ts).
 *
 * POST /api/reports  ReportInput → ReportResponse. A book (by id) is reported for wrong data, saying what in details. 201 for a new report; 200 (created: false) with the
 *                    reporter's open report when they reported the same target already. 404 when the target does not exist or the
 *                    reporter may not see it; 400 for one's own content or profile. 401 when signed out.
 */

export const REPORT_TARGETS = ['entry', 'comment', 'list', 'profile', 'book'] as const
export const ReportTarget = z.enum(REPORT_TARGETS, {
	error: 'targetKind must be entry, comment, list, profile or book',
})
export type ReportTarget = z.infer<typeof ReportTarget>

export const REPORT_REASONS = [
	'spam',
	'harassment',
	'spoilers not marked',
	'hateful',
	'sexual content',
	'wrong data',
	'other',
] as const
export const ReportReason = z.enum(REPORT_REASONS, { error: 'Choose a reason for the report' })
export type ReportReason = z.infer<typeof ReportReason>

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
	spam: 'Spam',
	harassment: 'Harassment',
	'spoilers not marked': 'Spoilers not marked',
	hateful: 'Hateful',
	'sexual content': 'Sexual content',
	'wrong data': 'Wrong book data',
	other: 'Something else',
}

export const REPORT_DETAILS_MAX = 1000

export const ReportMessages = {
	ownContent: 'You cannot report your own content or profile',
	detailsTooLong: `Details can have at most ${REPORT_DETAILS_MAX} characters`,
	targetId: 'targetId is required',
	bookDetails: 'Say what is wrong with this book',
} as const

export const ReportInput = z
	.strictObject(
		{
			targetKind: ReportTarget,
			/** The entry, comment or list id; for a profile, the username. */
			targetId: z
				.string({ error: ReportMessages.targetId })
				.trim()
				.min(1, ReportMessages.targetId)
				.max(200, ReportMessages.targetId),
			reason: ReportReason,
			details: z
				.string({ error: ReportMessages.detailsTooLong })
				.trim()
				.max(REPORT_DETAILS_MAX, ReportMessages.detailsTooLong)
				.default(''),
		},
		{ error: (issue) => (issue.code === 'unrecognized_keys' ? 'This field cannot be set here' : undefined) },
	)
	.superRefine((input, ctx) => {
		// The administrator has to know what to correct.
		if (input.targetKind === 'book' && input.details === '')
			ctx.addIssue({ code: 'custom', path: ['details'], message: ReportMessages.bookDetails })
	})
export type ReportInput = z.input<typeof ReportInput>

/** What the reporter sees of their report. */
export const ReportView = z.object({
	id: z.string(),
	targetKind: ReportTarget,
	reason: ReportReason,
	details: z.string(),
	status: z.enum(['open', 'resolved', 'dismissed']),
	createdAt: z.string(),
})
export type ReportView = z.infer<typeof ReportView>
/** created: false when this is the reporter's earlier open report on the same target. */
export const ReportResponse = z.object({ report: ReportView, created: z.boolean() })
export type ReportResponse = z.infer<typeof ReportResponse>
