import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError } from './errors.ts'
import { pathToNul } from './nul-characters.ts'

/**
 * Parses the JSON body with a shared schema. A failure is a 400 naming every bad field with its first
 * message, in the schema's field order, so a form can show each message next to its field.
 */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
	const body: unknown = await c.req.json().catch(() => {
		throw new ApiError(400, 'malformed_body', 'The request body is not valid JSON')
	})
	const parsed = schema.safeParse(body)
	if (!parsed.success) throw validationError(parsed.error)
	// After the schema, whose own messages (control characters in a text) come first; this catches the rest (ids).
	const nul = pathToNul(parsed.data)
	if (nul !== null)
		throw new ApiError(400, 'validation_failed', `${nul} must not contain a NUL character`, {
			[nul]: `${nul} must not contain a NUL character`,
		})
	return parsed.data
}

export function validationError(error: z.ZodError) {
	const fields: Record<string, string> = {}
	for (const issue of error.issues) {
		// A strict schema reports unknown fields in one issue on the object; each gets the message under its name.
		const names = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path]
		for (const path of names) fields[path.map(String).join('.') || 'body'] ??= issue.message
	}
	return new ApiError(400, 'validation_failed', error.issues[0]?.message ?? 'Invalid request', fields)
}

/** Parses the query string with a shared schema; a failure is a 400 naming each bad parameter, as readJson does. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
	const parsed = schema.safeParse(c.req.query())
	if (parsed.success) return parsed.data
	throw validationError(parsed.error)
}
