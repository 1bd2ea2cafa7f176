import {
	type AuthenticatedDocumentLoaderFactory,
	type DocumentLoader,
	FetchError,
	type KvStore,
	kvCache,
	preloadedContexts,
} from '@fedify/fedify'
import { signRequest } from '@fedify/fedify/sig'
import { DOCUMENT_LIMITS, fetchRemote, type RemoteFetchLimits, type RemoteResponse } from './remote-fetch.ts'

const ACCEPT = 'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams"'
/** A JSON-LD context is a few kilobytes; ActivityStreams' own, the largest in use, is 12. */
const CONTEXT_LIMITS = { maxBytes: 64 * 1024, timeoutMs: 5_000 }

export type LoaderSettings = {
	kv: KvStore
	allowLoopback: boolean
	/** Whether an admin has blocked this host: nothing is fetched from it. */
	isBlockedHost: (host: string) => Promise<boolean>
}

function toDocument(url: string, response: RemoteResponse) {
	if (response.status >= 400)
		throw new FetchError(url, `HTTP ${response.status}`, new Response(null, { status: response.status }))
	try {
		return { contextUrl: null, documentUrl: response.url.href, document: JSON.parse(response.body.toString('utf8')) }
	} catch {
		throw new FetchError(url, 'The document is not JSON')
	}
}

/** A bounded GET of a JSON document, refused for a blocked host, with each hop's headers made by `headersFor`. */
function boundedLoader(
	settings: LoaderSettings,
	limits: Omit<RemoteFetchLimits, 'allowLoopback'>,
	headersFor: (url: URL) => Promise<Record<string, string>>,
): DocumentLoader {
	return async (url) => {
		const target = new URL(url)
		if (await settings.isBlockedHost(target.host)) throw new FetchError(url, `${target.host} is blocked here`)
		const response = await fetchRemote(target, headersFor, { ...limits, allowLoopback: settings.allowLoopback })
		return toDocument(url, response)
	}
}

const plainHeaders = async () => ({ accept: ACCEPT })

/**
 * Fedify's loaders (decision: federation safety): documents and keys fetched only over https from public
 * addresses (loopback only under FEDERATION_ALLOW_LOOPBACK), with size and time limits, never from a blocked
 * host, and cached in the KV store as Fedify's own loader caches them. The well-known JSON-LD contexts
 * (ActivityStreams, security, data integrity, Mastodon's and the others Fedify carries) come from memory, so
 * reading an activity fetches no context unless it names one we do not know.
 */
export function documentLoaders(settings: LoaderSettings) {
	const fetchDocument = boundedLoader(settings, DOCUMENT_LIMITS, plainHeaders)
	const documents = kvCache({
		loader: fetchDocument,
		kv: settings.kv,
		prefix: ['_fedify', 'remoteDocument'],
		kind: 'object',
	})
	const fetchedContexts = kvCache({
		loader: boundedLoader(settings, CONTEXT_LIMITS, plainHeaders),
		kv: settings.kv,
		prefix: ['_fedify', 'remoteDocument'],
		kind: 'context',
	})
	const contexts: DocumentLoader = async (url, options) => {
		const known = preloadedContexts[url]
		return known ? { contextUrl: null, documentUrl: url, document: known } : fetchedContexts(url, options)
	}
	/** Our fetches are signed as the reader (or the inbox's owner) Fedify fetches for, as Mastodon's secure mode asks. */
	const signed: AuthenticatedDocumentLoaderFactory = (identity) =>
		boundedLoader(settings, DOCUMENT_LIMITS, async (url) => {
			const request = await signRequest(
				new Request(url, { headers: { accept: ACCEPT } }),
				identity.privateKey,
				identity.keyId,
			)
			return Object.fromEntries(request.headers)
		})
	return {
		/** Uncached: what the inbox guard fetches keys with, so a key that fails to verify is fetched afresh. */
		fetchDocument,
		contexts,
		documentLoaderFactory: () => documents,
		contextLoaderFactory: () => contexts,
		authenticatedDocumentLoaderFactory: signed,
	}
}
