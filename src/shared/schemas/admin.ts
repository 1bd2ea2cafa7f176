import { z } from 'zod'
import { Cursor, ReaderRef } from './visibility.ts'
import { ReportReason, ReportTarget } from './reports.ts'

/*
 * The administrators' side. Every route answers 404 to anyone who is not an administrator (signed out too),
 * so the routes do not announce themselves. An administrator is made with `npm run user:role -- <username> admin`.
 *
 * GET  /api/admin/reports?status=open|resolved|dismissed&cursor  → AdminReportPage, newest first.
 * POST /api/admin/reports/:id/resolve  ResolveInput → ResolveResponse. Acts on the report's target and closes
 *      every open report on that target:
 *      hide    the entry or list turns private and hidden (its activity too), a comment hidden; its owner still
 *              sees it, marked hidden, and cannot make it visible again. 400 for a profile; 409 when it is gone.
 *      suspend the target's owner is suspended: sessions ended, sign-in refused, profile and content invisible.
 *              400 for oneself; 409 when the owner is gone.
 *      dismiss nothing changes but the reports.
 *      404 for an unknown report; 409 for one already closed.
 */

export const ReportStatus = z.enum(['open', 'resolved', 'dismissed'], {
	error: 'status must be open, resolved or dismissed',
})
export type ReportStatus = z.infer<typeof ReportStatus>

export const AdminReportQuery = z.strictObject(
	{ status: ReportStatus.default('open'), cursor: Cursor },
	{ error: (issue) => (issue.code === 'unrecognized_keys' ? 'This parameter is not known here' : undefined) },
)

/** What the reported thing is, in a few words for the administrator; null fields when the target is gone. */
export const ReportTargetPreview = z.object({
	/** 'Review of Dune', 'Comment', 'List “Best of 2025”', 'Profile'. */
	title: z.string(),
	/** The review, comment, list description or bio, shortened. */
	excerpt: z.string(),
	/** The target's page in the app, when it has one. */
	path: z.string().nullable(),
	/** Where the administrator corrects it: a book's edit page; null for the rest. */
	editPath: z.string().nullable(),
	hidden: z.boolean(),
})

export const AdminReport = z.object({
	id: z.string(),
	reporter: ReaderRef.nullable(),
	targetKind: ReportTarget,
	targetId: z.string(),
	reason: ReportReason,
	details: z.string(),
	status: ReportStatus,
	resolution: z.string().nullable(),
	createdAt: z.string(),
	/** How many open reports (this one included, if open) name the same target. */
	openReportsOnTarget: z.number().int(),
	/** null when the target was deleted. */
	target: ReportTargetPreview.nullable(),
	/** Whose the target is (the profile itself for a profile); null when gone. */
	owner: ReaderRef.extend({ suspended: z.boolean() }).nullable(),
})
export type AdminReport = z.infer<typeof AdminReport>
export const AdminReportPage = z.object({ items: z.array(AdminReport), nextCursor: z.string().nullable() })
export type AdminReportPage = z.infer<typeof AdminReportPage>

export const RESOLVE_ACTIONS = ['hide', 'suspend', 'dismiss'] as const
export const ResolveAction = z.enum(RESOLVE_ACTIONS, { error: 'action must be hide, suspend or dismiss' })
export type ResolveAction = z.infer<typeof ResolveAction>
export const ResolveInput = z.strictObject({ action: ResolveAction })
export type ResolveInput = z.input<typeof ResolveInput>

export const AdminMessages = {
	hideProfile: 'A profile cannot be hidden; suspend the reader instead',
	bookReport: 'A book is not hidden and has no owner to suspend: correct it, then dismiss the report',
	targetGone: 'The reported content no longer exists; dismiss the report',
	ownerGone: 'The reader no longer exists; dismiss the report',
	suspendSelf: 'You cannot suspend yourself',
	alreadyClosed: 'This report is already closed',
	/** For the owner of a hidden entry or list who tries to change its visibility. */
	hiddenVisibility: 'An administrator hid this, so its visibility cannot be changed',
} as const

/** closed: how many reports (this one and others on the same target) were closed by the action. */
export const ResolveResponse = z.object({ action: ResolveAction, closed: z.number().int() })
export type ResolveResponse = z.infer<typeof ResolveResponse>
