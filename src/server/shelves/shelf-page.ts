import { sql, type RawBuilder } from 'kysely'
import type { ShelfPage, ShelfSort } from '../../shared/schemas/shelves.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database, ShelfStatus } from '../db/schema.ts'
import { decodeCursor, keysetPage } from '../http/cursor.ts'
import { visibleToViewer } from '../visibility/visibility-sql.ts'

// Keyset order of each sort, book id last so no two rows tie. Title and author compare lower-cased on both
// databases (SQLite's lower() folds ASCII only, so both sort the same way only when lower() is used on both).
const titleKey = sql<string>`lower("book"."title")`
// The first credited author's sort name ('Le Guin, Ursula K.'). Books without authors come after all others,
// by a key of their own rather than a sentinel name, whose place would depend on the database's collation.
const firstAuthor = sql`(select lower("author"."sortName") from "bookAuthor" inner join "author" on "author"."id" = "bookAuthor"."authorId" where "bookAuthor"."bookId" = "shelf"."bookId" order by "bookAuthor"."position" limit 1)`
const authorlessKey = sql<string>`case when ${firstAuthor} is null then '1' else '0' end`
const authorKey = sql<string>`coalesce(${firstAuthor}, '')`
const bookId = sql<string>`"shelf"."bookId"`
const addedAt = sql<string>`"shelf"."addedAt"`

type Order = { keys: RawBuilder<string>[]; direction: 'asc' | 'desc' }
const ORDERS: Record<ShelfSort, Order> = {
	added: { keys: [addedAt, bookId], direction: 'desc' },
	title: { keys: [titleKey, bookId], direction: 'asc' },
	author: { keys: [authorlessKey, authorKey, titleKey, bookId], direction: 'asc' },
}

/**
 * Whose eyes a shelf is for: absent on the reader's own (every book), otherwise the viewer's id (null for a
 * visitor) on someone else's, so only the shelvings they may see are read and counted (visibility-sql.ts).
 */
type SeenBy = { seenBy?: string | null }

/**
 * A page of the reader's books with this status. The cursor holds the last row's sort keys, so the next page
 * starts right after it however many books were shelved meanwhile.
 */
export async function shelfPage(
	db: Database,
	userId: string,
	status: ShelfStatus,
	query: { sort: ShelfSort; cursor?: string; limit: number } & SeenBy,
): Promise<ShelfPage> {
	const { keys, direction } = ORDERS[query.sort]
	const after = query.cursor
		? decodeCursor(
				query.cursor,
				keys.map(() => 'string' as const),
			)
		: undefined
	const rows = await db
		.selectFrom('shelf')
		.innerJoin('book', 'book.id', 'shelf.bookId')
		.select((eb) => [
			...keys.map((key, i) => key.as(`k${i}`)),
			eb.ref('shelf.bookId').as('bookId'),
			eb.ref('shelf.addedAt').as('addedAt'),
		])
		.where('shelf.userId', '=', userId)
		.where('shelf.status', '=', status)
		.$if(query.seenBy !== undefined, (q) => q.where(visibleToViewer('shelf', query.seenBy ?? null)))
		.$if(after !== undefined, (q) =>
			q.where(sql<boolean>`(${sql.join(keys)}) ${sql.raw(direction === 'asc' ? '>' : '<')} (${sql.join(after ?? [])})`),
		)
		.$call((q) => keys.reduce((ordered, key) => ordered.orderBy(key, direction), q))
		.limit(query.limit + 1)
		.execute()
	const { rows: shown, nextCursor } = keysetPage(rows, query.limit, (row) =>
		keys.map((_, i) => String((row as Record<string, unknown>)[`k${i}`])),
	)
	const books = new Map(
		(
			await bookSummaries(
				db,
				shown.map((r) => r.bookId),
			)
		).map((b) => [b.id, b]),
	)
	return {
		items: shown.flatMap((row) => {
			const book = books.get(row.bookId)
			return book ? [{ book, addedAt: row.addedAt }] : []
		}),
		total: (await shelfCounts(db, userId, query))[status],
		nextCursor,
	}
}

/** How many books the reader has with each status, of those the viewer may see when `seenBy` is given. */
export async function shelfCounts(
	db: Database,
	userId: string,
	seen: SeenBy = {},
): Promise<Record<ShelfStatus, number>> {
	const rows = await db
		.selectFrom('shelf')
		.select((eb) => ['shelf.status', eb.fn.countAll<number | string>().as('count')])
		.where('shelf.userId', '=', userId)
		.$if(seen.seenBy !== undefined, (q) => q.where(visibleToViewer('shelf', seen.seenBy ?? null)))
		.groupBy('shelf.status')
		.execute()
	const counts = { want: 0, reading: 0, read: 0, dnf: 0 }
	// PostgreSQL answers count() as a bigint, which arrives as text.
	for (const row of rows) counts[row.status] = Number(row.count)
	return counts
}
