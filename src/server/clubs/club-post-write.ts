import { randomUUID } from 'node:crypto'
import type { Database } from '../db/schema.ts'
import { notify } from '../notifications/notify.ts'
import { insertPost } from './club-post-queries.ts'
import { touchThread } from './club-thread-queries.ts'

/**
 * Writes a post in a thread and moves the thread up the list; a reply tells the author of the post it answers
 * ('club_replied'), in the same transaction. Returns the post's id.
 */
export async function writeClubPost(
	db: Database,
	input: {
		clubId: string
		threadId: string
		authorId: string
		body: string
		parent: { id: string; userId: string } | null
	},
): Promise<string> {
	const id = randomUUID()
	await db.transaction().execute(async (trx) => {
		const at = new Date().toISOString()
		await insertPost(trx, {
			id,
			threadId: input.threadId,
			userId: input.authorId,
			parentId: input.parent?.id ?? null,
			body: input.body,
			at,
		})
		await touchThread(trx, input.threadId, at)
		if (input.parent)
			await notify(trx, {
				userId: input.parent.userId,
				actorId: input.authorId,
				kind: 'club_replied',
				clubId: input.clubId,
				clubPostId: id,
				at,
			})
	})
	return id
}
