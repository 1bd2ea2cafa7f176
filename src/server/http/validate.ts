import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError } from './errors.ts'

/**
 * Parses the JSON body with a shared schema. A failure is a 400 naming every bad field with its first
 * message, in the schema's field order, so a form can show each message next to its field.
 */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
	const body: unknown = await c.req.json().catch(() => {
		throw new ApiError(400, 'malformed_body', 'The request body is not valid JSON')
	})
	const parsed = schema.safeParse(body)
	if (parsed.success) return parsed.data
	throw validationError(parsed.error)
}

export function validationError(error: z.ZodError) {
	const fields: Record<string, string> = {}
	for (const issue of error.issues) {
		const name = issue.path.map(String).join('.') || 'body'
		fields[name] ??= issue.message
	}
	return new ApiError(400, 'validation_failed', error.issues[0]?.message ?? 'Invalid request', fields)
}
