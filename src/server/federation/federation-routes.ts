import type { Context, MiddlewareHandler, Next } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError } from '../http/errors.ts'
import { log } from '../ops/log.ts'
import type { DogearFederation } from './dogear-federation.ts'
import { isActivityShaped } from './inbound-body.ts'
import { guardInbox, type InboxGuardSettings } from './inbox-guard.ts'

/** The paths Fedify answers; no other request reaches it, so readers' pages pay nothing for federation. */
const FEDERATION_PATH = /^\/(\.well-known\/(webfinger|nodeinfo)$|nodeinfo\/|ap\/)/

// An activity is a few kilobytes; a body past this is no activity.
const inboxBodyLimit = bodyLimit({
	maxSize: 256 * 1024,
	onError: () => {
		throw new ApiError(413, 'too_large', 'The request body is too large')
	},
})

/**
 * Fedify in front of our pages (what @fedify/hono does, which has no release for Fedify 2): what Fedify does not
 * answer, or answers only as JSON to a browser that asked for HTML, goes on to the next handler.
 */
export function federationRoutes(federation: DogearFederation, guard: InboxGuardSettings): MiddlewareHandler {
	const answer = async (c: Context, next: Next) => {
		let passOn = false
		const response = await federation.fetch(c.req.raw, {
			contextData: undefined,
			onNotFound: () => {
				passOn = true
				return new Response(null, { status: 404 })
			},
			onNotAcceptable: () => {
				passOn = true
				return new Response(null, { status: 406 })
			},
		})
		if (passOn) await next()
		else c.res = response
	}
	// What other servers post is hostile until its signature is checked (inbox-guard.ts), and hostile after that
	// too: a body that makes Fedify throw is the sender's fault, so the answer is a 400, never a 500.
	const receive = async (c: Context, next: Next) => {
		const text = await c.req.raw.clone().text()
		if (!isActivityShaped(text)) {
			c.res = new Response('Not an activity', { status: 400 })
			return
		}
		try {
			const refused = await guardInbox(c.req.raw, JSON.parse(text) as Record<string, unknown>, guard)
			if (refused) c.res = refused
			else await answer(c, next)
		} catch (error) {
			log.warn(
				{ reason: error instanceof Error ? error.message : String(error), route: c.req.path },
				'federation: an inbound activity could not be read',
			)
			c.res = new Response('This activity could not be read', { status: 400 })
		}
	}
	return (c, next) => {
		if (!FEDERATION_PATH.test(c.req.path)) return next()
		return c.req.method === 'POST' ? inboxBodyLimit(c, () => receive(c, next)) : answer(c, next)
	}
}
