import type { EntryLikeResponse } from '../../shared/schemas/likes.ts'
import type { Database } from '../db/schema.ts'
import type { StoredEntry } from '../entries/entry-queries.ts'
import { notify } from '../notifications/notify.ts'
import { deleteNotificationsOf } from '../notifications/notification-queries.ts'
import { deleteEntryLike, insertEntryLike, likeSummaries } from './like-queries.ts'

/**
 * Likes (or, with liked false, unlikes) an entry the caller has checked the reader may see. A new like tells
 * the owner in the same transaction; taking it back removes that notification, so liking and unliking in a
 * row leaves the owner one notification at most, never a stale 'liked your review'.
 */
export async function setEntryLike(
	db: Database,
	entry: StoredEntry,
	userId: string,
	liked: boolean,
): Promise<EntryLikeResponse> {
	return db.transaction().execute(async (trx) => {
		const at = new Date().toISOString()
		if (liked && (await insertEntryLike(trx, userId, entry.id, at))) {
			await notify(trx, { userId: entry.userId, actorId: userId, kind: 'entry_liked', entryId: entry.id, at })
		}
		if (!liked && (await deleteEntryLike(trx, userId, entry.id))) {
			await deleteNotificationsOf(trx, { actorId: userId, kind: 'entry_liked', entryId: entry.id })
		}
		return (await likeSummaries(trx, [entry.id], userId)).get(entry.id) ?? { likeCount: 0, likedByViewer: false }
	})
}
