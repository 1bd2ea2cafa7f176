import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { selectEntryViews } from '../entries/entry-queries.ts'
import type { EntryRow } from '../entries/entry-views.ts'
import { decodeCursor, keysetPage } from '../http/cursor.ts'
import { visibleToViewer } from '../visibility/visibility-sql.ts'

export type RowPage = { rows: EntryRow[]; nextCursor: string | null }

/** Four-digit years, as read days are written, so a year's days compare as text. */
const yearText = (year: number) => String(year).padStart(4, '0')

/**
 * Whose eyes a page is for: absent on the owner's own pages (every entry), otherwise the viewer's id (null for
 * a visitor) on someone else's, so only the entries they may see are read (visibility-sql.ts).
 */
type SeenBy = { seenBy?: string | null }

/**
 * The reader's entries by read day, newest first; entries of one day by when they were logged, newest first.
 * The year filter is a range on readOn, so it is a range scan of the entry_diary index.
 */
export async function diaryPage(
	db: Database,
	userId: string,
	query: { year?: number; cursor?: string; limit: number } & SeenBy,
): Promise<RowPage> {
	const after = query.cursor ? decodeCursor(query.cursor, ['string', 'string', 'string'] as const) : undefined
	const rows = await selectEntryViews(db)
		.where('entry.userId', '=', userId)
		.$if(query.seenBy !== undefined, (q) => q.where(visibleToViewer('entry', query.seenBy ?? null)))
		.$if(query.year !== undefined, (q) =>
			q
				.where('entry.readOn', '>=', `${yearText(query.year!)}-01-01`)
				.where('entry.readOn', '<=', `${yearText(query.year!)}-12-31`),
		)
		.$if(after !== undefined, (q) =>
			q.where((eb) => eb(eb.refTuple('entry.readOn', 'entry.createdAt', 'entry.id'), '<', eb.tuple(...after!))),
		)
		.orderBy('entry.readOn', 'desc')
		.orderBy('entry.createdAt', 'desc')
		.orderBy('entry.id', 'desc')
		.limit(query.limit + 1)
		.execute()
	return keysetPage(rows, query.limit, (row) => [row.readOn, row.createdAt, row.id])
}

/** Every year the reader has an entry in, newest first, for the diary's year filter. */
export async function diaryYears(db: Database, userId: string, seen: SeenBy = {}): Promise<number[]> {
	const year = sql<string>`substr(${sql.ref('readOn')}, 1, 4)`
	const rows = await db
		.selectFrom('entry')
		.select(year.as('year'))
		.distinct()
		.where('userId', '=', userId)
		.$if(seen.seenBy !== undefined, (q) => q.where(visibleToViewer('entry', seen.seenBy ?? null)))
		.orderBy('year', 'desc')
		.execute()
	return rows.map((row) => Number(row.year))
}

/** The reader's entries with review text, most recently changed first ('Your reviews'). */
export async function reviewsPage(
	db: Database,
	userId: string,
	query: { cursor?: string; limit: number } & SeenBy,
): Promise<RowPage> {
	const after = query.cursor ? decodeCursor(query.cursor, ['string', 'string'] as const) : undefined
	const rows = await selectEntryViews(db)
		.where('entry.userId', '=', userId)
		.$if(query.seenBy !== undefined, (q) => q.where(visibleToViewer('entry', query.seenBy ?? null)))
		.where('entry.review', '!=', '')
		.$if(after !== undefined, (q) =>
			q.where((eb) => eb(eb.refTuple('entry.updatedAt', 'entry.id'), '<', eb.tuple(...after!))),
		)
		.orderBy('entry.updatedAt', 'desc')
		.orderBy('entry.id', 'desc')
		.limit(query.limit + 1)
		.execute()
	return keysetPage(rows, query.limit, (row) => [row.updatedAt, row.id])
}
