import { AdminMessages, type ResolveAction } from '../../shared/schemas/admin.ts'
import type { Database } from '../db/schema.ts'
import { ApiError, notFound } from '../http/errors.ts'
import { entriesChanged } from '../popular/popular-freshness.ts'
import { findTarget } from '../reports/report-targets.ts'
import { closeOpenReports, findReport } from './admin-queries.ts'
import { hideContent } from './hide-content.ts'
import { suspendReader } from './suspend-reader.ts'

const RESOLUTION = { hide: 'hidden', suspend: 'suspended', dismiss: 'dismissed' } as const
const invalid = (status: 400 | 409, code: string, message: string) =>
	new ApiError(status, code, message, { action: message })

/**
 * Acts on a report's target and closes every open report on that target, in one transaction: hide the
 * content, suspend its owner, or dismiss. Returns how many reports were closed.
 */
export async function resolveReport(
	db: Database,
	adminId: string,
	reportId: string,
	action: ResolveAction,
): Promise<number> {
	const at = new Date().toISOString()
	const closed = await db.transaction().execute(async (trx) => {
		const report = await findReport(trx, reportId)
		if (!report) throw notFound('Report')
		if (report.status !== 'open') throw invalid(409, 'report_closed', AdminMessages.alreadyClosed)
		const target = await findTarget(trx, report.targetKind, report.targetId)
		if (action !== 'dismiss' && report.targetKind === 'book')
			throw invalid(400, 'book_report', AdminMessages.bookReport)
		if (action === 'hide') {
			if (report.targetKind === 'profile') throw invalid(400, 'cannot_hide_profile', AdminMessages.hideProfile)
			if (!target) throw invalid(409, 'target_gone', AdminMessages.targetGone)
			await hideContent(trx, target, at)
		}
		if (action === 'suspend') {
			if (!target) throw invalid(409, 'owner_gone', AdminMessages.ownerGone)
			if (target.ownerId === null) throw invalid(400, 'book_report', AdminMessages.bookReport)
			if (target.ownerId === adminId) throw invalid(400, 'suspend_self', AdminMessages.suspendSelf)
			await suspendReader(trx, target.ownerId, at)
		}
		return closeOpenReports(trx, report, { resolvedById: adminId, resolution: RESOLUTION[action], at })
	})
	// Hiding an entry or suspending its owner can take entries out of Popular this week.
	if (action !== 'dismiss') entriesChanged()
	return closed
}
