import { Hono } from 'hono'
import { parseRemoteQuery } from '../../shared/remote-handle.ts'
import type { FollowStatusResponse } from '../../shared/schemas/follows.ts'
import { RemoteLookupQuery, type RemoteFollowPage, type RemoteLookup } from '../../shared/schemas/remote-follows.ts'
import type { Database } from '../db/schema.ts'
import { ApiError, forbidden, notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { canFederate } from '../visibility/visibility-policy.ts'
import type { DogearFederation } from './dogear-federation.ts'
import { findReaderById } from './federation-queries.ts'
import { findRemoteActor as lookUpRemoteActor } from './find-remote-actor.ts'
import { findRemoteActor, remoteReader } from './remote-actor-queries.ts'
import { approveRemoteFollower, followRemote, rejectRemoteFollower, unfollowRemote } from './remote-follow.ts'
import { findRemoteFollow, listRemoteFollows, type Direction } from './remote-follow-queries.ts'

type Deps = { db: Database; federation?: DogearFederation; appOrigin: string; allowLoopback: boolean }

const NOT_A_HANDLE = 'Type @name@server or the address of their profile'
const MUST_BE_FINDABLE = 'Turn on Findable from other servers (Settings › Privacy) to follow readers there'
const badQuery = (message: string) => new ApiError(400, 'validation_failed', message, { q: message })

/** Following readers on other servers (shared/schemas/remote-follows.ts). Mounted at /api/remote. */
export function remoteFollowRoutes({ db, federation, appOrigin, allowLoopback }: Deps) {
	const context = () => {
		if (!federation) throw notFound('Federation')
		return { ctx: federation.createContext(new URL(appOrigin)), db }
	}
	const remoteActor = async (id: string) => {
		const actor = await findRemoteActor(db, id)
		if (!actor) throw notFound('Reader')
		return actor
	}
	const page = async (userId: string, direction: Direction, status?: 'requested' | 'accepted') => {
		const rows = await listRemoteFollows(db, userId, direction, status)
		return {
			items: rows.map((row) => ({
				reader: remoteReader({ ...row, manuallyApprovesFollowers: row.manuallyApprovesFollowers === 1 }),
				status: row.status,
				since: row.createdAt,
			})),
		} satisfies RemoteFollowPage
	}
	// Their server checks what we send with the reader's keys, which only a reader who may federate has.
	const mayFederate = async (userId: string) => {
		const reader = await findReaderById(db, userId)
		if (!reader || !canFederate(reader)) throw forbidden(MUST_BE_FINDABLE)
	}
	return new Hono<AppEnv>()
		.get('/lookup', async (c) => {
			const user = requireUser(c)
			const federated = context()
			const query = parseRemoteQuery(readQuery(c, RemoteLookupQuery).q)
			if (!query) throw badQuery(NOT_A_HANDLE)
			const host = query.kind === 'handle' ? query.host : query.url.host
			if (host === new URL(appOrigin).host) throw badQuery('That reader is on this server: search for their name')
			const actor = await lookUpRemoteActor(federated.ctx, db, query, { allowLoopback })
			if (!actor) throw notFound('Reader')
			const follow = await findRemoteFollow(db, { userId: user.id, remoteActorId: actor.id, direction: 'following' })
			return c.json({ reader: remoteReader(actor), status: follow?.status ?? 'none' } satisfies RemoteLookup)
		})
		.post('/readers/:id/follow', async (c) => {
			const user = requireUser(c)
			const federated = context()
			const actor = await remoteActor(c.req.param('id'))
			await mayFederate(user.id)
			return c.json({ status: await followRemote(federated, user.id, actor) } satisfies FollowStatusResponse)
		})
		.delete('/readers/:id/follow', async (c) => {
			const user = requireUser(c)
			const federated = context()
			await unfollowRemote(federated, user.id, await remoteActor(c.req.param('id')))
			return c.json({ status: 'none' } satisfies FollowStatusResponse)
		})
		.get('/following', async (c) => {
			const user = requireUser(c)
			context()
			return c.json(await page(user.id, 'following'))
		})
		.get('/followers', async (c) => {
			const user = requireUser(c)
			context()
			return c.json(await page(user.id, 'follower', 'accepted'))
		})
		.get('/follow-requests', async (c) => {
			const user = requireUser(c)
			context()
			return c.json(await page(user.id, 'follower', 'requested'))
		})
		.post('/follow-requests/:id/approve', async (c) => {
			const user = requireUser(c)
			const federated = context()
			const actor = await remoteActor(c.req.param('id'))
			if (!(await approveRemoteFollower(federated, user.id, actor))) throw notFound('Follow request')
			return c.json({ status: 'accepted' } satisfies FollowStatusResponse)
		})
		.delete('/follow-requests/:id', async (c) => {
			const user = requireUser(c)
			const federated = context()
			const actor = await remoteActor(c.req.param('id'))
			if (!(await rejectRemoteFollower(federated, user.id, actor, 'requested'))) throw notFound('Follow request')
			return c.json({ status: 'none' } satisfies FollowStatusResponse)
		})
		.delete('/followers/:id', async (c) => {
			const user = requireUser(c)
			const federated = context()
			await rejectRemoteFollower(federated, user.id, await remoteActor(c.req.param('id')), 'accepted')
			return c.json({ status: 'none' } satisfies FollowStatusResponse)
		})
}
