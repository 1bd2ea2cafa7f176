import type { z } from 'zod'
import { ApiErrorBody } from '../../shared/schemas/errors.ts'
import { IDEMPOTENCY_HEADER } from '../../shared/schemas/idempotency.ts'

/** Every failed call becomes one of these, so pages show `message` and forms map `fields` to inputs. */
export class ApiError extends Error {
	constructor(
		readonly status: number,
		readonly code: string,
		message: string,
		readonly fields: Readonly<Record<string, string>> = {},
		/** Seconds from a 429's or 503's Retry-After header, when the server sent one. */
		readonly retryAfter: number | null = null,
	) {
		super(message)
		this.name = 'ApiError'
	}
}

// Said when the server is unreachable or answers with something that is not our error shape (a proxy's 502 page).
const UNAVAILABLE = 'Dogear could not reach its server. Please check your connection and try again.'

type Transport = (input: string, init: RequestInit) => Promise<Response>

// The browser's fetch; the server's first render of a page answers the same calls in process (src/web/server-render.tsx).
let transport: Transport = (input, init) => fetch(input, init)

/** Where api() sends its requests: the server's render sets its own, once, before rendering any page. */
export function setApiTransport(next: Transport) {
	transport = next
}

// A busy server answers 503 at once (src/server/http/load-shedding.ts); a read is asked again after its
// Retry-After, a write never (the reader sees that nothing was saved and sends it again themselves).
const IDEMPOTENT = new Set(['GET', 'HEAD'])
/** How many times in all a read refused as busy is sent, and the longest wait before the next. */
const BUSY_TRIES = 3
const BUSY_WAIT_CAP_MS = 5_000

/**
 * How long to wait before asking a busy server again: its Retry-After in seconds (1 when it sent none it could
 * read) and up to half of that again at random, so the readers it turned away together do not all come back
 * together; never more than five seconds.
 */
export function busyWait(retryAfter: string | null, random = Math.random()): number {
	const seconds = retryAfter === null || retryAfter.trim() === '' ? Number.NaN : Number(retryAfter)
	const base = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000
	return Math.min(base * (1 + random / 2), BUSY_WAIT_CAP_MS)
}

/** fetch + the shared zod schema: the one place responses are checked; typed everywhere after. */
export async function api<T extends z.ZodType>(path: string, schema: T, init?: RequestInit): Promise<z.infer<T>> {
	const send = () =>
		transport(`/api${path}`, {
			credentials: 'same-origin',
			...init,
			headers: { accept: 'application/json', ...init?.headers },
		})
	let res: Response
	try {
		res = await send()
		for (
			let tries = 1;
			res.status === 503 && IDEMPOTENT.has(init?.method?.toUpperCase() ?? 'GET') && tries < BUSY_TRIES;
			tries++
		) {
			void res.body?.cancel()
			await new Promise((resolve) => setTimeout(resolve, busyWait(res.headers.get('retry-after'))))
			res = await send()
		}
	} catch {
		throw new ApiError(0, 'network_error', UNAVAILABLE)
	}
	if (!res.ok) throw await toApiError(res)
	if (res.status === 204) return schema.parse(undefined)
	return schema.parse(await res.json())
}

async function toApiError(res: Response): Promise<ApiError> {
	const body = ApiErrorBody.safeParse(await res.json().catch(() => null))
	const retry = Number(res.headers.get('retry-after'))
	const retryAfter = Number.isFinite(retry) && retry > 0 ? retry : null
	if (!body.success) {
		const message =
			res.status >= 500 ? 'Something went wrong on the server. Please try again in a moment.' : UNAVAILABLE
		return new ApiError(res.status, 'unexpected_response', message, {}, retryAfter)
	}
	const { code, message, fields } = body.data.error
	return new ApiError(res.status, code, message, fields, retryAfter)
}

export const postJson = (body?: unknown): RequestInit => ({
	method: 'POST',
	headers: { 'content-type': 'application/json' },
	body: JSON.stringify(body ?? {}),
})

/**
 * A key for one submission of a create form (docs/decisions/0011-idempotency-keys.md): sent again with a retry
 * of the same values, so a save whose answer was lost is not saved twice. Random bytes rather than
 * crypto.randomUUID, which browsers offer only on https and localhost.
 */
export function newIdempotencyKey() {
	return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** postJson with the submission's Idempotency-Key. */
export const postJsonOnce = (body: unknown, key: string): RequestInit => ({
	method: 'POST',
	headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key },
	body: JSON.stringify(body),
})
