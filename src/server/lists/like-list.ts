import type { ListLikeResponse } from '../../shared/schemas/lists.ts'
import type { Database } from '../db/schema.ts'
import { notify } from '../notifications/notify.ts'
import { deleteListLike, insertListLike, likeSummary, type StoredList } from './list-queries.ts'

/**
 * Likes (or, with liked false, unlikes) a list the caller has checked the reader may see. A new like tells the
 * owner in the same transaction; taking it back removes that notification, as for entries (likes/like-entry.ts).
 */
export async function setListLike(
	db: Database,
	list: StoredList,
	userId: string,
	liked: boolean,
): Promise<ListLikeResponse> {
	return db.transaction().execute(async (trx) => {
		const at = new Date().toISOString()
		if (liked && (await insertListLike(trx, list.id, userId, at)))
			await notify(trx, { kind: 'list_liked', userId: list.userId, actorId: userId, listId: list.id, at })
		if (!liked) await deleteListLike(trx, list.id, userId)
		return likeSummary(trx, list.id, userId)
	})
}
