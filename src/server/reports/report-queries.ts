import { sql } from 'kysely'
import { ReportReason, type ReportTarget, type ReportView } from '../../shared/schemas/reports.ts'
import type { Database } from '../db/schema.ts'

// A literal, not a parameter: the database matches it against the partial index report_open_once (0012).
const OPEN = sql<boolean>`"status" = 'open'`

export const REPORT_COLUMNS = ['id', 'targetKind', 'reason', 'details', 'status', 'createdAt'] as const

export async function findOpenReport(
	db: Database,
	reporterId: string,
	kind: ReportTarget,
	targetId: string,
): Promise<ReportView | undefined> {
	const row = await db
		.selectFrom('report')
		.select(REPORT_COLUMNS)
		.where('reporterId', '=', reporterId)
		.where('targetKind', '=', kind)
		.where('targetId', '=', targetId)
		.where('status', '=', 'open')
		.executeTakeFirst()
	// The column is text; what the API wrote there is one of the reasons.
	return row && { ...row, reason: ReportReason.parse(row.reason) }
}

export async function insertReport(
	db: Database,
	report: {
		id: string
		reporterId: string
		targetKind: ReportTarget
		targetId: string
		reason: ReportReason
		details: string
		createdAt: string
	},
) {
	await db
		.insertInto('report')
		.values(report)
		.onConflict((oc) => oc.columns(['reporterId', 'targetKind', 'targetId']).where(OPEN).doNothing())
		.execute()
}
