import { type RawBuilder, sql } from 'kysely'
import type { ReviewSort } from '../../shared/schemas/entries.ts'
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

// Keyset order of each sort of a reader's reviews, the entry's id last so no two rows tie. A rating is in half
// stars and unrated reviews come last (0); titles compare lower-cased, as the shelves' do (shelf-page.ts).
const REVIEW_ORDERS: Record<
	ReviewSort,
	{ keys: RawBuilder<unknown>[]; types: ('string' | 'number')[]; direction: 'asc' | 'desc' }
> = {
	date: { keys: [sql`"entry"."updatedAt"`, sql`"entry"."id"`], types: ['string', 'string'], direction: 'desc' },
	rating: {
		keys: [sql`coalesce("entry"."rating", 0)`, sql`"entry"."updatedAt"`, sql`"entry"."id"`],
		types: ['number', 'string', 'string'],
		direction: 'desc',
	},
	title: {
		keys: [sql`(select lower("book"."title") from "book" where "book"."id" = "entry"."bookId")`, sql`"entry"."id"`],
		types: ['string', 'string'],
		direction: 'asc',
	},
}

/**
 * The reader's entries with review text: most recently changed first ('Your reviews'), or on someone's reviews
 * page best rated first or by title.
 */
export async function reviewsPage(
	db: Database,
	userId: string,
	query: { cursor?: string; limit: number; sort?: ReviewSort } & SeenBy,
): Promise<RowPage> {
	const { keys, types, direction } = REVIEW_ORDERS[query.sort ?? 'date']
	const after = query.cursor ? decodeCursor(query.cursor, types) : undefined
	const rows = await selectEntryViews(db)
		.select(keys.map((key, i) => key.as(`k${i}`)))
		.where('entry.userId', '=', userId)
		.$if(query.seenBy !== undefined, (q) => q.where(visibleToViewer('entry', query.seenBy ?? null)))
		.where('entry.review', '!=', '')
		.$if(after !== undefined, (q) =>
			q.where(sql<boolean>`(${sql.join(keys)}) ${sql.raw(direction === 'asc' ? '>' : '<')} (${sql.join(after ?? [])})`),
		)
		.$call((q) => keys.reduce((ordered, key) => ordered.orderBy(key, direction), q))
		.limit(query.limit + 1)
		.execute()
	const page = keysetPage(rows, query.limit, (row) =>
		keys.map((_, i) => (row as Record<string, unknown>)[`k${i}`] as string | number),
	)
	return { rows: page.rows, nextCursor: page.nextCursor }
}
