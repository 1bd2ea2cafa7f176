import type { DocumentLoader, KvStore } from '@fedify/fedify'
import type { KeyCache } from '@fedify/fedify/sig'
import { CryptographicKey } from '@fedify/fedify/vocab'
import { Temporal } from '@js-temporal/polyfill'

/** Fedify's types name the standard Temporal, which Node does not have yet; it runs on the same polyfill. */
const ttl = (duration: Temporal.DurationLike) =>
	Temporal.Duration.from(duration) as unknown as globalThis.Temporal.Duration

/** How long a remote public key is trusted before it is fetched again; a key that fails to verify is refetched at once. */
const KEY_TTL = ttl({ hours: 24 })
/** A key that could not be found is asked for again after this, not on every post that names it. */
const MISSING_TTL = ttl({ minutes: 5 })

/**
 * Remote actors' public keys in the KV store, shared by every app server. Rotation needs nothing of ours: when a
 * signature fails with a cached key, Fedify's verifier fetches the key again (bypassing this cache) and keeps
 * the new one, so a server that rotated its key is believed on its next post.
 */
export function kvKeyCache(kv: KvStore, contextLoader: DocumentLoader): KeyCache {
	const key = (keyId: URL) => ['dogear', 'publicKey', keyId.href] as const
	return {
		async get(keyId) {
			const stored = await kv.get<{ key: unknown } | { missing: true }>(key(keyId))
			if (stored === undefined) return undefined
			if ('missing' in stored) return null
			return CryptographicKey.fromJsonLd(stored.key, { contextLoader })
		},
		async set(keyId, found) {
			if (found === null) return kv.set(key(keyId), { missing: true }, { ttl: MISSING_TTL })
			if (!(found instanceof CryptographicKey)) return
			await kv.set(key(keyId), { key: await found.toJsonLd({ contextLoader }) }, { ttl: KEY_TTL })
		},
	}
}
