import { z } from 'zod'

/*
 * What the browser's app reports when a page fails to render (src/web/features/errors/report-client-error.ts).
 *
 * POST /api/client-errors  ClientErrorReport → 204. 400 naming the field for a bad report, 413 for a body over
 *                          CLIENT_ERROR_BODY_MAX bytes, 429 with Retry-After when one address reports too often.
 *                          Open to visitors: a page can fail before anyone has signed in.
 */

export const CLIENT_ERROR_LIMITS = { message: 1000, stack: 4000, route: 500, build: 40 } as const
/** A report at its fields' limits fits, with room for JSON's escapes; a larger body is refused unread. */
export const CLIENT_ERROR_BODY_MAX = 8 * 1024

const bounded = (field: keyof typeof CLIENT_ERROR_LIMITS) =>
	z
		.string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a text`) })
		.max(CLIENT_ERROR_LIMITS[field], `${field} can have at most ${CLIENT_ERROR_LIMITS[field]} characters`)

export const ClientErrorReport = z.strictObject(
	{
		message: bounded('message').min(1, 'message is required'),
		stack: bounded('stack').optional(),
		/**
		 * The page's route, its parameters by name ('/club/join/:token'): an invitation's path is its token, and a
		 * query string can hold what the reader searched for.
		 */
		route: bounded('route').regex(/^\/[^?#]*$/, 'route must be a page path, without a query or fragment'),
		/** The app's version (package.json), so a report names the build that made it. */
		build: bounded('build').min(1, 'build is required'),
	},
	{ error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
)
export type ClientErrorReport = z.infer<typeof ClientErrorReport>
