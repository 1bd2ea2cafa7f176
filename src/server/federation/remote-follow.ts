import { randomUUID } from 'node:crypto'
import type { Context } from '@fedify/fedify'
import { Accept, Follow, Reject, Undo, type Activity, type Recipient } from '@fedify/fedify/vocab'
import type { Database } from '../db/schema.ts'
import type { RemoteActorRow } from './remote-actor-queries.ts'
import {
	acceptRemoteFollow,
	deleteRemoteFollow,
	findRemoteFollow,
	insertRemoteFollow,
	type RemoteFollowKey,
} from './remote-follow-queries.ts'

type Federated = { ctx: Context<void>; db: Database }

const recipient = (actor: RemoteActorRow): Recipient => ({
	id: new URL(actor.uri),
	inboxId: new URL(actor.inbox),
	endpoints: actor.sharedInbox ? { sharedInbox: new URL(actor.sharedInbox) } : null,
})

/** Queued in the job table (Fedify's queue): retried with backoff, held while the host keeps failing. */
const send = (ctx: Context<void>, userId: string, to: RemoteActorRow, activity: Activity) =>
	ctx.sendActivity({ identifier: userId }, recipient(to), activity, { preferSharedInbox: true })

/** The Follow a stored follow stands for, as Accept, Reject and Undo name it. */
function followActivity(activityId: string, follower: URL, followee: URL) {
	return new Follow({ id: new URL(activityId), actor: follower, object: followee })
}

/**
 * The reader follows a reader on another server: a Follow is sent and the follow waits ('requested') until their
 * server accepts it. Following again answers the follow as it is and sends nothing.
 */
export async function followRemote({ ctx, db }: Federated, userId: string, actor: RemoteActorRow) {
	const key: RemoteFollowKey = { userId, remoteActorId: actor.id, direction: 'following' }
	const me = ctx.getActorUri(userId)
	const activityId = `${me.href}/follows/${randomUUID()}`
	if (await insertRemoteFollow(db, key, 'requested', activityId))
		await send(ctx, userId, actor, followActivity(activityId, me, new URL(actor.uri)))
	return (await findRemoteFollow(db, key))?.status ?? 'requested'
}

/** Unfollows (or withdraws the request): the Follow is undone on their server. Idempotent. */
export async function unfollowRemote({ ctx, db }: Federated, userId: string, actor: RemoteActorRow) {
	const gone = await deleteRemoteFollow(db, { userId, remoteActorId: actor.id, direction: 'following' })
	if (!gone) return
	const me = ctx.getActorUri(userId)
	const follow = followActivity(gone.activityId, me, new URL(actor.uri))
	await send(ctx, userId, actor, new Undo({ id: new URL(`${gone.activityId}/undo`), actor: me, object: follow }))
}

/** Approves their request to follow the reader: Accept. False when there was no such request. */
export async function approveRemoteFollower({ ctx, db }: Federated, userId: string, actor: RemoteActorRow) {
	const key: RemoteFollowKey = { userId, remoteActorId: actor.id, direction: 'follower' }
	const follow = await findRemoteFollow(db, key)
	if (!follow || (await acceptRemoteFollow(db, key)) === 0) return false
	await answerFollow(ctx, userId, actor, follow.activityId, 'accept')
	return true
}

/**
 * Refuses their request, or stops them following (Mastodon's "remove follower"): Reject of their Follow, and the
 * row goes. With a status, only a follow in that state is removed; whether one was.
 */
export async function rejectRemoteFollower(
	{ ctx, db }: Federated,
	userId: string,
	actor: RemoteActorRow,
	status?: 'requested' | 'accepted',
) {
	const gone = await deleteRemoteFollow(db, { userId, remoteActorId: actor.id, direction: 'follower' }, status)
	if (gone) await answerFollow(ctx, userId, actor, gone.activityId, 'reject')
	return Boolean(gone)
}

/** Accept or Reject of their Follow, sent as the reader. */
export async function answerFollow(
	ctx: Context<void>,
	userId: string,
	actor: RemoteActorRow,
	activityId: string,
	answer: 'accept' | 'reject',
) {
	const me = ctx.getActorUri(userId)
	const follow = followActivity(activityId, new URL(actor.uri), me)
	const id = new URL(`${me.href}/${answer}s/${randomUUID()}`)
	const activity =
		answer === 'accept' ? new Accept({ id, actor: me, object: follow }) : new Reject({ id, actor: me, object: follow })
	await send(ctx, userId, actor, activity)
}
