import { createHash } from 'node:crypto'
import type { DocumentLoader } from '@fedify/fedify'
import { doesActorOwnKey, type KeyCache, verifyRequestDetailed } from '@fedify/fedify/sig'
import { Activity } from '@fedify/fedify/vocab'
import type { Database } from '../db/schema.ts'
import { countAttempt } from '../http/rate-limit.ts'
import { documentLoaders } from './document-loaders.ts'
import { databaseKvStore } from './federation-kv.ts'
import { isBlockedHost } from './instance-blocks.ts'
import { kvKeyCache } from './key-cache.ts'
import { firstTimeSeen } from './replay-memory.ts'

/** A signature older or newer than this is refused (Mastodon signs each delivery as it sends it). */
export const SIGNATURE_WINDOW = { hours: 1 }
/** A signature seen once is remembered this long: past it, its Date falls outside the window on either side. */
const REPLAY_MEMORY_MS = 2 * 60 * 60 * 1000

export type InboxGuardSettings = {
	db: Database
	/** Unsigned and uncached (every fetch bounded, remote-fetch.ts): a key that fails is fetched afresh. */
	documentLoader: DocumentLoader
	contextLoader: DocumentLoader
	keyCache: KeyCache
	/** Posts a minute from one remote host (the host of the signing key) before a 429. */
	perHostPerMinute: number
}

/** The guard's settings for this server's database and federation settings. */
export function inboxGuardSettings(
	db: Database,
	federation: { allowLoopback: boolean; inboxPerMinute: number },
): InboxGuardSettings {
	const kv = databaseKvStore(db)
	const isBlocked = (host: string) => isBlockedHost(db, host)
	const loaders = documentLoaders({ kv, allowLoopback: federation.allowLoopback, isBlockedHost: isBlocked })
	return {
		db,
		documentLoader: loaders.fetchDocument,
		contextLoader: loaders.contexts,
		keyCache: kvKeyCache(kv, loaders.contexts),
		perHostPerMinute: federation.inboxPerMinute,
	}
}

const refuse = (status: number, text: string, headers: Record<string, string> = {}) =>
	new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } })

/** The key a request says it is signed with: draft-cavage's Signature keyId, or RFC 9421's Signature-Input keyid. */
export function signatureKeyId(headers: Headers): URL | null {
	const value =
		/(?:^|,)\s*keyId="([^"]+)"/.exec(headers.get('signature') ?? '')?.[1] ??
		/;\s*keyid="([^"]+)"/.exec(headers.get('signature-input') ?? '')?.[1]
	return value && URL.canParse(value) ? new URL(value) : null
}

/** The host of the body's actor (a string or an object with an id), if it names one. */
function actorHost(json: Record<string, unknown>) {
	const actor = json.actor
	const id = typeof actor === 'string' ? actor : (actor as { id?: unknown } | null)?.id
	return typeof id === 'string' && URL.canParse(id) ? new URL(id).host : null
}

/**
 * Every inbox POST passes here before Fedify reads it (decision: federation safety), cheapest refusal first:
 * unsigned 401; from a blocked host 403; past the host's rate 429; a signature that does not verify (key,
 * Digest, Date within the hour) 401, as is an activity whose actor does not own the key, or a signature already
 * seen (a replay). Nothing is parsed as JSON-LD, and so no context or key fetched, before the signature checks.
 * Answers null when the request may go on; Fedify is then told not to verify it again.
 */
export async function guardInbox(request: Request, json: Record<string, unknown>, settings: InboxGuardSettings) {
	const keyId = signatureKeyId(request.headers)
	if (!keyId) return refuse(401, 'This inbox accepts only signed activities')
	const host = keyId.host
	const fromActor = actorHost(json)
	if ((await isBlockedHost(settings.db, host)) || (fromActor && (await isBlockedHost(settings.db, fromActor))))
		return refuse(403, 'This server does not accept activities from your server')

	const rule = { key: `federation-inbox:${host}`, limit: settings.perHostPerMinute, windowMs: 60_000 }
	const { count, resetAt } = await countAttempt(settings.db, rule)
	if (count > rule.limit) {
		const seconds = Math.max(1, Math.ceil((Date.parse(resetAt) - Date.now()) / 1000))
		return refuse(429, 'Too many activities from your server; try again later', { 'Retry-After': String(seconds) })
	}

	const verification = await verifyRequestDetailed(request.clone(), {
		documentLoader: settings.documentLoader,
		contextLoader: settings.contextLoader,
		keyCache: settings.keyCache,
		timeWindow: SIGNATURE_WINDOW,
	})
	if (!verification.verified) return refuse(401, 'The signature does not verify')
	const loaders = { documentLoader: settings.documentLoader, contextLoader: settings.contextLoader }
	const activity = await Activity.fromJsonLd(json, loaders).catch(() => null)
	if (!activity) return refuse(400, 'This activity could not be read')
	if (!(await doesActorOwnKey(activity, verification.key, loaders)))
		return refuse(401, 'The signer and the actor do not match')

	const signature = request.headers.get('signature') ?? request.headers.get('signature-input') ?? ''
	const seen = createHash('sha256').update(signature).digest('base64url')
	return (await firstTimeSeen(settings.db, seen, REPLAY_MEMORY_MS))
		? null
		: refuse(401, 'This request was already received (a replay)')
}
