import { sql } from 'kysely'
import type { ReportStatus } from '../../shared/schemas/admin.ts'
import type { ReportTarget } from '../../shared/schemas/reports.ts'
import type { Database } from '../db/schema.ts'
import { decodeCursor, keysetPage } from '../http/cursor.ts'

export const ADMIN_PAGE_SIZE = 20

export function findReport(db: Database, id: string) {
	return db
		.selectFrom('report')
		.select(['id', 'targetKind', 'targetId', 'status'])
		.where('id', '=', id)
		.executeTakeFirst()
}

/** Closes every open report on the same target as `report`; returns how many. */
export async function closeOpenReports(
	db: Database,
	report: { targetKind: ReportTarget; targetId: string },
	close: { resolvedById: string; resolution: 'hidden' | 'suspended' | 'dismissed'; at: string },
) {
	const result = await db
		.updateTable('report')
		.set({
			status: close.resolution === 'dismissed' ? 'dismissed' : 'resolved',
			resolution: close.resolution,
			resolvedById: close.resolvedById,
			resolvedAt: close.at,
		})
		.where('targetKind', '=', report.targetKind)
		.where('targetId', '=', report.targetId)
		.where('status', '=', 'open')
		.executeTakeFirst()
	return Number(result.numUpdatedRows)
}

/**
 * A page of reports with this status, newest first, with their reporters and the number of open reports on
 * each one's target (report_target index, migration 0012).
 */
export async function reportRows(db: Database, status: ReportStatus, cursor: string | undefined) {
	const after = cursor ? decodeCursor(cursor, ['string', 'string']) : undefined
	const rows = await db
		.selectFrom('report')
		.leftJoin('user', 'user.id', 'report.reporterId')
		.select((eb) => [
			'report.id',
			'report.targetKind',
			'report.targetId',
			'report.reason',
			'report.details',
			'report.status',
			'report.resolution',
			'report.createdAt',
			'user.username',
			'user.name',
			'user.image',
			eb
				.selectFrom('report as same')
				.select((inner) => inner.fn.countAll().as('count'))
				.whereRef('same.targetKind', '=', 'report.targetKind')
				.whereRef('same.targetId', '=', 'report.targetId')
				.where('same.status', '=', 'open')
				.as('openOnTarget'),
		])
		.where('report.status', '=', status)
		.$if(after !== undefined, (q) =>
			q.where(sql<boolean>`(${sql.ref('report.createdAt')}, ${sql.ref('report.id')}) < (${sql.join(after ?? [])})`),
		)
		.orderBy('report.createdAt', 'desc')
		.orderBy('report.id', 'desc')
		.limit(ADMIN_PAGE_SIZE + 1)
		.execute()
	return keysetPage(rows, ADMIN_PAGE_SIZE, (row) => [row.createdAt, row.id])
}

/** The owner of a target as the administrators see them (suspended or not). */
export function findOwner(db: Database, userId: string) {
	return db
		.selectFrom('user')
		.leftJoin('profile', 'profile.userId', 'user.id')
		.select(['user.username', 'user.name', 'user.image', 'user.id', 'profile.bio', 'profile.suspendedAt'])
		.where('user.id', '=', userId)
		.executeTakeFirst()
}

export function findEntryPreview(db: Database, id: string) {
	return db
		.selectFrom('entry')
		.innerJoin('book', 'book.id', 'entry.bookId')
		.select(['book.title', 'entry.review', 'entry.rating'])
		.where('entry.id', '=', id)
		.executeTakeFirst()
}

export function findCommentPreview(db: Database, id: string) {
	return db.selectFrom('comment').select(['body', 'entryId']).where('id', '=', id).executeTakeFirst()
}

export function findListPreview(db: Database, id: string) {
	return db.selectFrom('list').select(['name', 'description']).where('id', '=', id).executeTakeFirst()
}

export function findBookPreview(db: Database, id: string) {
	return db.selectFrom('book').select(['id', 'title']).where('id', '=', id).executeTakeFirst()
}
