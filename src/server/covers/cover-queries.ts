import type { Kysely } from 'kysely'
import type { BookCoverTable } from '../db/catalogue-schema.ts'
import type { DB } from '../db/schema.ts'

type Db = Kysely<DB>

export function findCover(db: Db, bookId: string) {
	return db
		.selectFrom('bookCover')
		.select(['bookId', 'sourceUrl', 'storageKey', 'failure', 'retryAt', 'fetchedAt', 'attempts'])
		.where('bookId', '=', bookId)
		.executeTakeFirst()
}

/** Records the outcome of a fetch; a later fetch of the same book replaces it. */
export function saveCover(db: Db, row: BookCoverTable) {
	const { bookId, ...rest } = row
	return db
		.insertInto('bookCover')
		.values(row)
		.onConflict((oc) => oc.column('bookId').doUpdateSet(rest))
		.execute()
}

/** Forgets what was fetched, so the next request fetches again. */
export function forgetCover(db: Db, bookId: string) {
	return db.deleteFrom('bookCover').where('bookId', '=', bookId).execute()
}
