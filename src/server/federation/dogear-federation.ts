import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createFederation, type Federation, type RequestContext } from '@fedify/fedify'
import { Accept, Follow, Reject, Undo } from '@fedify/fedify/vocab'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { followCounts } from '../profiles/profile-counts.ts'
import { canFederate } from '../visibility/visibility-policy.ts'
import { actorDocument } from './actor-document.ts'
import { actorKeyPairs } from './actor-keys.ts'
import { mayQueue } from './delivery-policy.ts'
import { documentLoaders } from './document-loaders.ts'
import { databaseKvStore } from './federation-kv.ts'
import { findReaderById, findReaderByUsername, instanceUsage, type FederatedReader } from './federation-queries.ts'
import { jobTableQueue } from './federation-queue.ts'
import { isBlockedHost } from './instance-blocks.ts'
import { followListeners } from './inbox-follows.ts'

export type DogearFederation = Federation<void>
type FederationConfig = NonNullable<Config['federation']>

const ACTOR = '/ap/users/{identifier}'

/** Only readers who may federate (canFederate); anyone else is answered as if there were no such name. */
const federating = (reader: FederatedReader | undefined) =>
	reader && canFederate({ findable: reader.findable, suspended: reader.suspended }) ? reader : undefined

/**
 * Our ActivityPub server (decision: federation with Fedify): WebFinger, the readers' actors and their
 * collections, the inboxes and NodeInfo. Fedify signs and verifies; its store and queue are our database and
 * job table, so several app servers share them. Of inbound activities, follows are acted on so far.
 */
export function createDogearFederation(db: Database, config: { appOrigin: string; federation: FederationConfig }) {
	const kv = databaseKvStore(db)
	const { documentLoaderFactory, contextLoaderFactory, authenticatedDocumentLoaderFactory } = documentLoaders({
		kv,
		allowLoopback: config.federation.allowLoopback,
		isBlockedHost: (host) => isBlockedHost(db, host),
	})
	const federation = createFederation<void>({
		kv,
		queue: jobTableQueue(db, (message) => mayQueue(db, message, config.federation.allowLoopback)),
		// The job worker runs the queue's tasks (federation-job.ts); Fedify starts no listener of its own.
		manuallyStartQueue: true,
		origin: config.appOrigin,
		// Every fetch bounded: https to public addresses (loopback only under the test setting), size and time limits.
		documentLoaderFactory,
		contextLoaderFactory,
		authenticatedDocumentLoaderFactory,
		// Every inbox POST has been verified before Fedify sees it (inbox-guard.ts: signature, Digest, Date, the
		// actor owning the key, no replay), so Fedify does not verify it again.
		skipSignatureVerification: true,
	})
	const reader = async (id: string) => federating(await findReaderById(db, id))

	federation
		.setActorDispatcher(ACTOR, async (ctx, id) => {
			const found = await reader(id)
			return found ? actorDocument(ctx, found) : null
		})
		// Keys only for a reader who may federate: Fedify also asks for an inbox's owner's keys to sign the fetch of
		// the sender's key, and an inbox path may name anyone or no one.
		.setKeyPairsDispatcher(async (_ctx, id) => ((await reader(id)) ? actorKeyPairs(db, id) : []))
		.mapHandle(async (_ctx, username) => federating(await findReaderByUsername(db, username))?.userId ?? null)
		.mapAlias((ctx, resource) => profileUsername(ctx, resource))

	// Outbox, followers and following: counts for a public profile, no items yet (nothing is delivered today).
	const emptyFor = async (_ctx: unknown, id: string) => ((await reader(id)) ? { items: [] } : null)
	const count = (which: 'followers' | 'following') => async (_ctx: RequestContext<void>, id: string) => {
		const found = await reader(id)
		return found?.visibility === 'public' ? (await followCounts(db, id))[which] : null
	}
	federation
		.setOutboxDispatcher(`${ACTOR}/outbox`, emptyFor)
		.setCounter(async (_ctx, id) => ((await reader(id)) ? 0 : null))
	federation.setFollowersDispatcher(`${ACTOR}/followers`, emptyFor).setCounter(count('followers'))
	federation.setFollowingDispatcher(`${ACTOR}/following`, emptyFor).setCounter(count('following'))
	// Signed activities are accepted (202); follows are acted on, anything else not yet. An unsigned or badly
	// signed one is refused (401).
	const follows = followListeners(db)
	federation
		.setInboxListeners(`${ACTOR}/inbox`, '/ap/inbox')
		.withIdempotency('per-inbox')
		.on(Follow, follows.onFollow)
		.on(Accept, follows.onAccept)
		.on(Reject, follows.onReject)
		.on(Undo, follows.onUndo)

	const version = softwareVersion()
	federation.setNodeInfoDispatcher('/nodeinfo/2.1', async () => {
		const usage = await instanceUsage(db)
		return {
			software: { name: 'dogear', version },
			protocols: ['activitypub'],
			// Anyone may sign up on a Dogear server; there is no setting that closes it.
			openRegistrations: true,
			usage: { users: { total: usage.users }, localPosts: usage.localPosts, localComments: 0 },
		}
	})
	return federation
}

/** The profile page's address (/u/<username>) as a WebFinger resource names the same reader as acct:. */
function profileUsername(ctx: RequestContext<void>, resource: URL) {
	if (resource.origin !== ctx.canonicalOrigin) return null
	const match = /^\/u\/([^/]+)$/.exec(resource.pathname)
	return match?.[1] ? { username: decodeURIComponent(match[1]) } : null
}

/** NodeInfo's version: the package's, read once from the folder the server runs in (npm start, the tests). */
function softwareVersion() {
	const pkg = JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { version: string }
	return pkg.version
}
