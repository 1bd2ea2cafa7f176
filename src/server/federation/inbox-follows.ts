import type { InboxContext } from '@fedify/fedify'
import { type Accept, Follow, isActor, type Reject, type Undo } from '@fedify/fedify/vocab'
import type { Database } from '../db/schema.ts'
import { canFederate } from '../visibility/visibility-policy.ts'
import { findReaderById } from './federation-queries.ts'
import { remoteActorFields } from './find-remote-actor.ts'
import { findRemoteActorByUri, saveRemoteActor } from './remote-actor-queries.ts'
import { answerFollow } from './remote-follow.ts'
import {
	acceptRemoteFollow,
	deleteRemoteFollow,
	findRemoteFollow,
	findRemoteFollowByActivity,
	insertRemoteFollow,
	renameRemoteFollow,
} from './remote-follow-queries.ts'

type Ctx = InboxContext<void>

/**
 * Follow, Accept, Reject and Undo from other servers. Fedify has verified each one's signature and that its actor
 * owns the key; each is handled once per inbox by id (withIdempotency), and each write is idempotent besides, so
 * a delivery retried after its record expired changes nothing.
 */
export function followListeners(db: Database) {
	/** The local reader an actor address names, when they may federate; anyone else is no one. */
	const localReader = async (ctx: Ctx, uri: URL | null) => {
		const parsed = uri ? ctx.parseUri(uri) : null
		if (parsed?.type !== 'actor') return undefined
		const reader = await findReaderById(db, parsed.identifier)
		return reader && canFederate(reader) ? reader : undefined
	}

	/** A Follow of one of our readers: accepted at once, or a request when their profile is private. */
	async function onFollow(ctx: Ctx, follow: Follow) {
		if (!follow.id || !follow.actorId) return
		// A reader who is not findable is no one to other servers: nothing is stored and nothing answered.
		const reader = await localReader(ctx, follow.objectId)
		if (!reader) return
		const actor = await follow.getActor(ctx)
		const fields = isActor(actor) ? await remoteActorFields(actor) : null
		if (!fields || fields.uri !== follow.actorId.href) return
		const remote = await saveRemoteActor(db, fields)
		const key = { userId: reader.userId, remoteActorId: remote.id, direction: 'follower' } as const
		const status = reader.visibility === 'private' ? 'requested' : 'accepted'
		if (!(await insertRemoteFollow(db, key, status, follow.id.href))) {
			// Followed again (their server lost track): the newest Follow is the one its Undo will name.
			await renameRemoteFollow(db, key, follow.id.href)
		}
		if ((await findRemoteFollow(db, key))?.status === 'accepted')
			await answerFollow(ctx, reader.userId, remote, follow.id.href, 'accept')
	}

	/** The follow of ours that an Accept or Reject names, when its sender is the reader we asked to follow. */
	const ourFollow = async (activity: Accept | Reject) => {
		if (!activity.objectId || !activity.actorId) return undefined
		const follow = await findRemoteFollowByActivity(db, activity.objectId.href, 'following')
		const actor = await findRemoteActorByUri(db, activity.actorId.href)
		return follow && actor?.id === follow.remoteActorId ? follow : undefined
	}

	async function onAccept(_ctx: Ctx, accept: Accept) {
		const follow = await ourFollow(accept)
		if (follow) await acceptRemoteFollow(db, { ...follow, direction: 'following' })
	}

	/** Refused, or (as Mastodon's "remove follower" sends it) no longer followed. */
	async function onReject(_ctx: Ctx, reject: Reject) {
		const follow = await ourFollow(reject)
		if (follow) await deleteRemoteFollow(db, { ...follow, direction: 'following' })
	}

	/** An Undo of their Follow: by its id, or by who followed whom when the id is one we never saw. */
	async function onUndo(ctx: Ctx, undo: Undo) {
		if (!undo.actorId || !undo.objectId) return
		const actor = await findRemoteActorByUri(db, undo.actorId.href)
		if (!actor) return
		const byId = await findRemoteFollowByActivity(db, undo.objectId.href, 'follower')
		if (byId?.remoteActorId === actor.id) {
			await deleteRemoteFollow(db, { ...byId, direction: 'follower' })
			return
		}
		const object = await undo.getObject(ctx).catch(() => null)
		if (!(object instanceof Follow) || object.actorId?.href !== actor.uri) return
		const reader = await localReader(ctx, object.objectId)
		if (reader) await deleteRemoteFollow(db, { userId: reader.userId, remoteActorId: actor.id, direction: 'follower' })
	}

	return { onFollow, onAccept, onReject, onUndo }
}
