import type { Insertable } from 'kysely'
import type { Database, EntryTable, ShelfTable } from '../src/server/db/schema.ts'
import { inGroups, numberRows } from './number-rows.ts'
import { entryId, momentWithin, readerId, reviewText, unit, visibilityOf } from './reading-rows.ts'

// 13 columns an entry: 1,000 rows a statement stay inside SQLite's 32,766 bound parameters; five statements
// share a transaction, so a commit (and PostgreSQL's round trip for it) is paid per 5,000 rows.
const ROWS_PER_STATEMENT = 1_000
const ROWS_PER_TRANSACTION = 5_000

type Counts = { rows: number; inserted: number; shelved: number; skipped: number }

/**
 * One entry per ratings.csv row (book_id, user_id, rating 1–5 → 2–10 half-stars), logged and read on a day of
 * the last year, and the book on the reader's 'read' shelf. Rated twice (2,278 pairs) means two entries, one
 * shelf row. Rows whose book the catalogue lacks are skipped.
 */
export async function insertEntries(
	db: Database,
	ratingsCsv: string,
	books: Map<number, string>,
	now: number,
	report: (c: Counts) => void,
) {
	const counts: Counts = { rows: 0, inserted: 0, shelved: 0, skipped: 0 }
	for await (const group of inGroups(numberRows(ratingsCsv), ROWS_PER_TRANSACTION)) {
		const entries: Insertable<EntryTable>[] = []
		const shelves: ShelfTable[] = []
		for (const [book, user, stars] of group) {
			const row = ++counts.rows
			const bookId = books.get(book!)
			if (!bookId) {
				counts.skipped++
				continue
			}
			const createdAt = momentWithin(now, unit(user!, book!, row, 1))
			const visibility = visibilityOf(unit(user!, book!, 2))
			const review = unit(user!, book!, row, 3) < 0.2 ? reviewText(user!, book!, row) : ''
			entries.push({
				id: entryId(row),
				userId: readerId(user!),
				bookId,
				readOn: createdAt.slice(0, 10),
				startedOn: null,
				rating: stars! * 2,
				liked: stars === 5 && unit(user!, book!, 4) < 0.5 ? 1 : 0,
				reread: 0,
				spoilers: review && unit(user!, book!, 5) < 0.1 ? 1 : 0,
				review,
				visibility,
				createdAt,
				updatedAt: createdAt,
			})
			shelves.push({
				userId: readerId(user!),
				bookId,
				status: 'read',
				visibility,
				addedAt: createdAt,
				updatedAt: createdAt,
			})
		}
		await db.transaction().execute(async (trx) => {
			for (let i = 0; i < entries.length; i += ROWS_PER_STATEMENT) {
				await trx
					.insertInto('entry')
					.values(entries.slice(i, i + ROWS_PER_STATEMENT))
					.execute()
				counts.shelved += await insertShelves(trx, shelves.slice(i, i + ROWS_PER_STATEMENT))
			}
		})
		counts.inserted += entries.length
		report(counts)
	}
	return counts
}

/**
 * A 'want' shelf row per to_read.csv pair (user_id, book_id) whose book the reader has not rated (and so has
 * on 'read' already), added on a day of the last year.
 */
export async function insertWants(
	db: Database,
	toReadCsv: string,
	books: Map<number, string>,
	now: number,
	report: (c: Counts) => void,
) {
	const counts: Counts = { rows: 0, inserted: 0, shelved: 0, skipped: 0 }
	for await (const group of inGroups(numberRows(toReadCsv), ROWS_PER_TRANSACTION)) {
		const shelves: ShelfTable[] = []
		for (const [user, book] of group) {
			counts.rows++
			const bookId = books.get(book!)
			if (!bookId) continue
			const addedAt = momentWithin(now, unit(user!, book!, 6))
			shelves.push({
				userId: readerId(user!),
				bookId,
				status: 'want',
				visibility: visibilityOf(unit(user!, book!, 7)),
				addedAt,
				updatedAt: addedAt,
			})
		}
		await db.transaction().execute(async (trx) => {
			for (let i = 0; i < shelves.length; i += ROWS_PER_STATEMENT)
				counts.shelved += await insertShelves(trx, shelves.slice(i, i + ROWS_PER_STATEMENT))
		})
		counts.skipped = counts.rows - counts.shelved
		report(counts)
	}
	return counts
}

/** Inserts shelf rows, leaving a reader's book that already has a status as it is; returns how many went in. */
async function insertShelves(trx: Database, rows: ShelfTable[]): Promise<number> {
	if (rows.length === 0) return 0
	const result = await trx
		.insertInto('shelf')
		.values(rows)
		.onConflict((oc) => oc.columns(['userId', 'bookId']).doNothing())
		.executeTakeFirst()
	return Number(result.numInsertedOrUpdatedRows ?? 0)
}
