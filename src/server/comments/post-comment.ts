import { randomUUID } from 'node:crypto'
import type { Database } from '../db/schema.ts'
import type { StoredEntry } from '../entries/entry-queries.ts'
import { notify } from '../notifications/notify.ts'
import { commentRecipients } from './comment-policy.ts'
import { type CommentRow, findComment, insertComment } from './comment-queries.ts'

/**
 * Writes a comment (a reply when `parent` is given; the caller checked the reader may see the entry and answer
 * the parent) and tells the entry's owner and the parent's author, in one transaction. Returns the comment.
 */
export async function postComment(
	db: Database,
	entry: StoredEntry,
	authorId: string,
	input: { body: string; parent: CommentRow | null },
): Promise<CommentRow> {
	return db.transaction().execute(async (trx) => {
		const at = new Date().toISOString()
		const id = randomUUID()
		await insertComment(trx, {
			id,
			entryId: entry.id,
			userId: authorId,
			parentId: input.parent?.id ?? null,
			body: input.body,
			hiddenAt: null,
			createdAt: at,
			updatedAt: at,
		})
		for (const told of commentRecipients({
			authorId,
			entryOwnerId: entry.userId,
			parentAuthorId: input.parent?.userId ?? null,
		})) {
			await notify(trx, { ...told, actorId: authorId, entryId: entry.id, commentId: id, at })
		}
		const written = await findComment(trx, id)
		if (!written) throw new Error('The comment just written is missing')
		return written
	})
}
