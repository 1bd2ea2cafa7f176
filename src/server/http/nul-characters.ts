import { createMiddleware } from 'hono/factory'
import { ApiError } from './errors.ts'

// PostgreSQL text cannot hold the NUL character: a query given one fails ('invalid byte sequence'), which would
// be a 500 on PostgreSQL where SQLite answers. No text of ours has a use for it, so it is refused at the door:
// in the address (path or query) here, in JSON bodies by readJson (validate.ts), in uploads' forms by
// readUploadForm (multipart-form.ts).

/** Refuses an address with a NUL character in it (%00 decodes to one), as a 400. */
export const refuseNulInAddress = createMiddleware(async (c, next) => {
	const url = c.req.url
	if (url.includes('\u0000') || /%00/i.test(url))
		throw new ApiError(400, 'nul_character', 'The address must not contain a NUL character (%00)')
	await next()
})

/** The dotted path ('review', 'sections.1.title') of the first string in `value` holding a NUL character, or null. */
export function pathToNul(value: unknown, path: string[] = []): string | null {
	if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null
	if (value === null || typeof value !== 'object') return null
	for (const [key, inner] of Object.entries(value)) {
		if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.')
		const found = pathToNul(inner, [...path, key])
		if (found !== null) return found
	}
	return null
}
