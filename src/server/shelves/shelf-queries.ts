import type { ShelfView } from '../../shared/schemas/shelves.ts'
import type { Database, Visibility } from '../db/schema.ts'

/** The reader's shelf row for one book, as ShelfView shows it. */
export function findShelf(db: Database, userId: string, bookId: string): Promise<ShelfView | undefined> {
	return db
		.selectFrom('shelf')
		.select(['status', 'visibility', 'addedAt', 'updatedAt'])
		.where('userId', '=', userId)
		.where('bookId', '=', bookId)
		.executeTakeFirst()
}

/** Changes who may see a shelving without moving its date added. */
export async function setShelfVisibility(
	db: Database,
	shelf: { userId: string; bookId: string; visibility: Visibility; at: string },
) {
	await db
		.updateTable('shelf')
		.set({ visibility: shelf.visibility, updatedAt: shelf.at })
		.where('userId', '=', shelf.userId)
		.where('bookId', '=', shelf.bookId)
		.where('visibility', '!=', shelf.visibility)
		.execute()
}

/** The books on the reader's 'read' shelf, through shelf_status. */
export async function findReadBookIds(db: Database, userId: string): Promise<string[]> {
	const rows = await db
		.selectFrom('shelf')
		.select('bookId')
		.where('userId', '=', userId)
		.where('status', '=', 'read')
		.execute()
	return rows.map((row) => row.bookId)
}

export async function removeShelf(db: Database, userId: string, bookId: string) {
	await db.deleteFrom('shelf').where('userId', '=', userId).where('bookId', '=', bookId).execute()
}

/** The book's page count when the catalogue knows it; undefined when there is no such book. */
export function findBookPages(db: Database, bookId: string) {
	return db.selectFrom('book').select(['id', 'pageCount']).where('id', '=', bookId).executeTakeFirst()
}
