import type { Database } from '../db/schema.ts'

/** The reader's favourite books' ids, in their order. */
export async function findFavouriteIds(db: Database, userId: string): Promise<string[]> {
	const rows = await db
		.selectFrom('favouriteBook')
		.select('bookId')
		.where('userId', '=', userId)
		.orderBy('position')
		.execute()
	return rows.map((row) => row.bookId)
}

/** How many of these ids name a book of the catalogue. */
export async function countBooks(db: Database, bookIds: readonly string[]): Promise<number> {
	if (bookIds.length === 0) return 0
	const row = await db
		.selectFrom('book')
		.select((eb) => eb.fn.countAll<number | string>().as('n'))
		.where('id', 'in', bookIds)
		.executeTakeFirstOrThrow()
	return Number(row.n)
}

/** Replaces the reader's favourites with these books, in this order, in one transaction. */
export async function replaceFavourites(db: Database, userId: string, bookIds: readonly string[], at: string) {
	await db.transaction().execute(async (trx) => {
		await trx.deleteFrom('favouriteBook').where('userId', '=', userId).execute()
		if (bookIds.length === 0) return
		await trx
			.insertInto('favouriteBook')
			.values(bookIds.map((bookId, position) => ({ userId, position, bookId, createdAt: at })))
			.execute()
	})
}
