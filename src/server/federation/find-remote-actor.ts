import type { Context } from '@fedify/fedify'
import { type Actor, isActor, Link } from '@fedify/fedify/vocab'
import type { RemoteQuery } from '../../shared/remote-handle.ts'
import type { Database } from '../db/schema.ts'
import { type RemoteActorFields, saveRemoteActor } from './remote-actor-queries.ts'

const NAME_LENGTH = 100
// As long as Mastodon waits for a fetch; a server that takes longer is as good as down.
const LOOKUP_TIMEOUT_MS = 10_000

/** What of a remote actor we keep; null for one we could not deliver to (no inbox) or that names no one. */
export async function remoteActorFields(actor: Actor): Promise<RemoteActorFields | null> {
	const uri = actor.id
	const inbox = actor.inboxId
	if (!uri || !inbox || !/^https?:$/.test(uri.protocol)) return null
	const username = actor.preferredUsername?.toString() ?? uri.pathname.split('/').filter(Boolean).pop() ?? ''
	if (!username) return null
	const icon = await actor.getIcon().catch(() => null)
	const picture = icon?.url instanceof Link ? icon.url.href : icon?.url
	return {
		uri: uri.href,
		inbox: inbox.href,
		sharedInbox: actor.endpoints?.sharedInbox?.href ?? null,
		username,
		host: uri.host,
		// Shown as text, never as HTML; a name past this length is no one's name.
		name: (actor.name?.toString() || username).slice(0, NAME_LENGTH),
		url: webAddress(actor.url instanceof URL ? actor.url : actor.url?.href),
		pictureUrl: webAddress(picture),
		manuallyApprovesFollowers: actor.manuallyApprovesFollowers === true,
	}
}

/** Only http(s) addresses are kept: a page links to them. */
const webAddress = (url: URL | null | undefined) => (url && /^https?:$/.test(url.protocol) ? url.href : null)

/**
 * Finds a reader on another server by handle or address and stores them (remoteActor); undefined when no actor
 * answers. A handle is looked up with WebFinger, which Fedify asks over https only; with FEDERATION_ALLOW_LOOPBACK a
 * server on a loopback address is asked over plain http, so servers on one machine find each other by handle.
 */
export async function findRemoteActor(
	ctx: Context<void>,
	db: Database,
	query: RemoteQuery,
	{ allowLoopback }: { allowLoopback: boolean },
) {
	const actorUri =
		query.kind === 'handle'
			? await selfLink(ctx, `acct:${query.username}@${query.host}`, query.host, allowLoopback)
			: query.url
	const found = actorUri ? await lookUp(ctx, actorUri) : null
	// A profile page's address is not the actor's: its server's WebFinger names the actor (Mastodon, Dogear).
	const actor = found ?? (query.kind === 'url' ? await viaWebFinger(ctx, query.url, allowLoopback) : null)
	const fields = actor ? await remoteActorFields(actor) : null
	return fields ? saveRemoteActor(db, fields) : undefined
}

async function viaWebFinger(ctx: Context<void>, url: URL, allowLoopback: boolean) {
	const uri = await selfLink(ctx, url.href, url.host, allowLoopback)
	return uri ? lookUp(ctx, uri) : null
}

async function lookUp(ctx: Context<void>, uri: URL) {
	const object = await ctx.lookupObject(uri, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) }).catch(() => null)
	return isActor(object) ? object : null
}

type Jrd = { links?: readonly { rel?: string; type?: string; href?: string }[] }

async function selfLink(ctx: Context<void>, resource: string, host: string, allowLoopback: boolean) {
	const jrd: Jrd | null =
		allowLoopback && isLoopback(host)
			? await loopbackWebFinger(host, resource)
			: await ctx.lookupWebFinger(resource, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) }).catch(() => null)
	const self = jrd?.links?.find((link) => link.rel === 'self' && /activity\+json|ld\+json/.test(link.type ?? ''))
	try {
		return self?.href ? new URL(self.href) : null
	} catch {
		return null
	}
}

/** WebFinger over http, for loopback hosts only (FEDERATION_ALLOW_LOOPBACK: tests and trials on one machine). */
async function loopbackWebFinger(host: string, resource: string): Promise<Jrd | null> {
	const url = new URL(`http://${host}/.well-known/webfinger`)
	url.searchParams.set('resource', resource)
	try {
		const res = await fetch(url, {
			headers: { accept: 'application/jrd+json' },
			redirect: 'error',
			signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
		})
		return res.ok ? ((await res.json()) as Jrd) : null
	} catch {
		return null
	}
}

function isLoopback(host: string) {
	const name = host.replace(/:\d+$/, '')
	return name === 'localhost' || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name)
}
