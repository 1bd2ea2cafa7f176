import { randomUUID } from 'node:crypto'
import type { Database, NotificationKind } from '../db/schema.ts'
import { notBlockedBetween } from '../visibility/visibility-sql.ts'

export type NotificationFacts = {
	/** Who is told. */
	userId: string
	/** Who did it. */
	actorId: string
	kind: NotificationKind
	entryId?: string | null
	listId?: string | null
	commentId?: string | null
	clubId?: string | null
	clubPostId?: string | null
	at: string
}

/**
 * Tells a reader that someone did something to them or theirs. Call it with the transaction that made the
 * change, so an undone change leaves no notification. Nobody is told about their own doing, and nothing is
 * written between readers who blocked each other (the insert selects nothing then).
 */
export async function notify(trx: Database, facts: NotificationFacts) {
	if (facts.userId === facts.actorId) return
	await trx
		.insertInto('notification')
		.columns(['id', 'userId', 'actorId', 'kind', 'entryId', 'listId', 'commentId', 'clubId', 'clubPostId', 'createdAt'])
		.expression(
			trx
				.selectNoFrom((eb) => [
					eb.val(randomUUID()).as('id'),
					eb.val(facts.userId).as('userId'),
					eb.val(facts.actorId).as('actorId'),
					eb.val(facts.kind).as('kind'),
					eb.val(facts.entryId ?? null).as('entryId'),
					eb.val(facts.listId ?? null).as('listId'),
					eb.val(facts.commentId ?? null).as('commentId'),
					eb.val(facts.clubId ?? null).as('clubId'),
					eb.val(facts.clubPostId ?? null).as('clubPostId'),
					eb.val(facts.at).as('createdAt'),
				])
				.where(notBlockedBetween(facts.userId, facts.actorId)),
		)
		.execute()
}
