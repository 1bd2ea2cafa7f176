import type { Context, MiddlewareHandler, Next } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError } from '../http/errors.ts'
import type { DogearFederation } from './dogear-federation.ts'

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
export function federationRoutes(federation: DogearFederation): MiddlewareHandler {
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
	return (c, next) => {
		if (!FEDERATION_PATH.test(c.req.path)) return next()
		return c.req.method === 'POST' ? inboxBodyLimit(c, () => answer(c, next)) : answer(c, next)
	}
}
