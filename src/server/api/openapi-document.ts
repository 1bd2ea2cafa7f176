import { z } from 'zod'
import { ApiErrorBody } from '../../shared/schemas/errors.ts'
import { OPERATIONS, type Operation, TAGS } from './openapi-registry.ts'
import { API_RATE_LIMIT, API_V1 } from './token-access.ts'

type JsonSchema = Record<string, unknown>

/**
 * JSON Schema 2020-12, which OpenAPI 3.1 uses as is. Requests are documented as the client sends them (io
 * 'input': defaults make fields optional), answers as the server sends them. Refinements and transforms have no
 * JSON Schema form; their rules live in the 400 answer's messages.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
	const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' })
	return rest
}

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` })
const RATE_HEADERS = Object.fromEntries(
	['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'].map((name) => [name, ref('headers', name)]),
)
const errorResponse = (description: string, headers: Record<string, unknown> = RATE_HEADERS) => ({
	description,
	headers,
	content: { 'application/json': { schema: ref('schemas', 'ApiErrorBody') } },
})

function parameters(operation: Operation) {
	const inPath = [...operation.path.matchAll(/\{([^}]+)\}/g)].map(([, name = '']) => ({
		name,
		in: 'path',
		required: true,
		schema: operation.params?.[name] ? jsonSchema(operation.params[name], 'input') : { type: 'string' },
	}))
	const query = operation.query ? jsonSchema(operation.query, 'input') : undefined
	const required = new Set((query?.required as string[] | undefined) ?? [])
	const inQuery = Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
		name,
		in: 'query',
		required: required.has(name),
		schema,
	}))
	return [...inPath, ...inQuery]
}

function responses(operation: Operation) {
	const status = operation.response === null ? '204' : String(operation.status ?? 200)
	const mediaType = operation.mediaType ?? 'application/json'
	const success = {
		description: operation.response === null ? 'Done; no body' : 'Success',
		headers: RATE_HEADERS,
		...(operation.response === null
			? {}
			: { content: { [mediaType]: { schema: jsonSchema(operation.response, 'output') } } }),
	}
	const takesInput = Boolean(operation.body || operation.query || operation.params)
	return {
		[status]: success,
		...(takesInput ? { 400: ref('responses', 'BadRequest') } : {}),
		401: ref('responses', 'Unauthorized'),
		...(operation.method === 'get' ? {} : { 403: ref('responses', 'Forbidden') }),
		...(operation.path.includes('{') ? { 404: ref('responses', 'NotFound') } : {}),
		429: ref('responses', 'TooManyRequests'),
	}
}

function operationObject(operation: Operation) {
	const params = parameters(operation)
	return {
		tags: [operation.tag],
		summary: operation.summary,
		operationId: `${operation.method}${operation.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
		...(params.length ? { parameters: params } : {}),
		...(operation.body
			? {
					requestBody: {
						required: true,
						content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } },
					},
				}
			: {}),
		responses: responses(operation),
	}
}

const DESCRIPTION = `Everything a Dogear client needs, as the reader a personal access token belongs to. Make a token in
Settings → Authentication → Personal access tokens and send it as \`Authorization: Bearer <token>\`. A **read** token may
only use GET; a **read-write** token may also change things. The API shows exactly what the web app shows that reader:
what they may not see answers 404. Each token may send ${API_RATE_LIMIT.limit} requests every ${API_RATE_LIMIT.windowMs / 60_000} minutes; every answer carries
RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds), and a 429 carries Retry-After. Errors are
\`{ "error": { "code", "message", "fields"? } }\`, where fields names each bad field or parameter.`

/** The OpenAPI 3.1 document of /api/v1, built once from the registry. */
export function openApiDocument(appOrigin: string) {
	const paths: Record<string, Record<string, unknown>> = {}
	for (const operation of OPERATIONS) (paths[operation.path] ??= {})[operation.method] = operationObject(operation)
	const header = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } })
	return {
		openapi: '3.1.0',
		info: { title: 'Dogear API', version: '1', description: DESCRIPTION },
		servers: [{ url: `${appOrigin}${API_V1}` }],
		security: [{ bearer: [] }],
		tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
		paths,
		components: {
			securitySchemes: {
				bearer: { type: 'http', scheme: 'bearer', description: 'A personal access token (dgr_…) from Settings' },
			},
			schemas: { ApiErrorBody: jsonSchema(ApiErrorBody, 'output') },
			headers: {
				'RateLimit-Limit': header('Requests this token may send in the current window'),
				'RateLimit-Remaining': header('Requests left in the current window'),
				'RateLimit-Reset': header('Seconds until the window starts again'),
			},
			responses: {
				BadRequest: errorResponse('A parameter or body field is not valid; error.fields names each'),
				Unauthorized: errorResponse('No token, or one that is unknown or revoked (see WWW-Authenticate)', {}),
				Forbidden: errorResponse('A read token asked to change something (insufficient_scope), or you may not do this'),
				NotFound: errorResponse('It does not exist, or you may not see it'),
				TooManyRequests: errorResponse('Over the rate limit: wait Retry-After seconds', {
					...RATE_HEADERS,
					'Retry-After': header('Seconds to wait'),
				}),
			},
		},
	}
}
export type OpenApiDocument = ReturnType<typeof openApiDocument>
