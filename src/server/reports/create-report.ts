import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import type { ReportInput, ReportView } from '../../shared/schemas/reports.ts'
import type { Database } from '../db/schema.ts'
import { findOpenReport, insertReport } from './report-queries.ts'
import type { TargetFacts } from './report-targets.ts'

/**
 * Files the reporter's report of the target (the caller checked they may see it), or answers the open report
 * they already filed on it: `created` tells which. The partial unique index report_open_once (migration 0012)
 * makes the insert a no-op when another request wrote the same report a moment before.
 */
export async function createReport(
	db: Database,
	reporterId: string,
	target: TargetFacts,
	input: Pick<z.output<typeof ReportInput>, 'reason' | 'details'>,
): Promise<{ report: ReportView; created: boolean }> {
	const existing = await findOpenReport(db, reporterId, target.kind, target.id)
	if (existing) return { report: existing, created: false }
	const id = randomUUID()
	await insertReport(db, {
		id,
		reporterId,
		targetKind: target.kind,
		targetId: target.id,
		reason: input.reason,
		details: input.details,
		createdAt: new Date().toISOString(),
	})
	const report = await findOpenReport(db, reporterId, target.kind, target.id)
	if (!report) throw new Error('The report just written is missing')
	return { report, created: report.id === id }
}
