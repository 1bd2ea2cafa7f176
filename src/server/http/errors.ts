import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody } from '../../shared/schemas/errors.ts'
import { log } from '../ops/log.ts'

/** An error the client should see: status, stable code, a sentence, and per-field messages for forms. */
export class ApiError extends Error {
	constructor(
		readonly status: ContentfulStatusCode,
		readonly code: string,
		message: string,
		readonly fields?: Record<string, string>,
		readonly headers?: Record<string, string>,
	) {
		super(message)
	}
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`)
export const unauthorized = () => new ApiError(401, 'unauthorized', 'Please sign in first')
export const forbidden = (message = 'You may not do that') => new ApiError(403, 'forbidden', message)

export function errorBody(error: ApiError): ApiErrorBody {
	return { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } }
}

/** The app's onError: known errors as JSON, anything else logged and answered without internals. */
export function handleError(err: Error, c: Context) {
	if (err instanceof ApiError) {
		for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value)
		return c.json(errorBody(err), err.status)
	}
	if (isMalformedBody(err))
		return c.json(errorBody(new ApiError(400, 'malformed_body', 'The request body is not valid JSON')), 400)
	log.error({ err, requestId: c.get('requestId') }, 'Unexpected error while answering a request')
	return c.json(errorBody(new ApiError(500, 'internal', 'Something went wrong on our side. Please try again.')), 500)
}

function isMalformedBody(err: Error) {
	return err instanceof SyntaxError || err.message.includes('Malformed JSON')
}
