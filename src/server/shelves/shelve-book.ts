import type { Database, ShelfStatus, Visibility } from '../db/schema.ts'
import { findDefaultVisibility } from '../profiles/profile-queries.ts'
import { setShelf } from './set-shelf.ts'
import { findShelf, setShelfVisibility } from './shelf-queries.ts'

/**
 * PUT /api/books/:id/shelf in one transaction. Without a visibility the shelving keeps the one it had (a book
 * shelved privately does not turn public when it moves on), and a new one gets the reader's default.
 * Re-sending the same status changes nothing but an explicitly given visibility.
 */
export async function shelveBook(
	db: Database,
	shelf: { userId: string; bookId: string; status: ShelfStatus; visibility?: Visibility },
) {
	const at = new Date().toISOString()
	await db.transaction().execute(async (trx) => {
		const current = await findShelf(trx, shelf.userId, shelf.bookId)
		const visibility = shelf.visibility ?? current?.visibility ?? (await findDefaultVisibility(trx, shelf.userId))
		const changed = await setShelf(trx, {
			userId: shelf.userId,
			bookId: shelf.bookId,
			status: shelf.status,
			visibility,
			at,
			announce: true,
		})
		if (!changed && shelf.visibility)
			await setShelfVisibility(trx, { userId: shelf.userId, bookId: shelf.bookId, visibility: shelf.visibility, at })
	})
}
