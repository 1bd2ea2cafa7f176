import type { BookInput } from './upsert-book.ts'

export type ServiceOptions = { baseUrl: string; timeoutMs: number; retries?: number; backoffMs?: number }

/** An outside catalogue (Open Library, Google Books), answering in our own book model. */
export interface BookService {
	/** The name readers see in a service note ('Google Books could not be reached'). */
	readonly name: string
	searchByText(text: string, limit: number): Promise<BookInput[]>
	lookUpIsbn(isbn13: string): Promise<BookInput | null>
	/** The service's own id: a Google volume id, or an Open Library work (…W) or edition (…M) id. */
	fetchById(id: string): Promise<BookInput | null>
}

/** The service failed after its retries; the message is fit to show a reader. */
export class BookServiceError extends Error {
	constructor(
		readonly service: string,
		message: string,
	) {
		super(message)
	}
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * GETs JSON. 404 is null (nothing there). 5xx and network errors are retried with exponential backoff
 * (backoffMs, 2x, 4x…); a timeout is not, as a slow service stays slow and the reader is waiting.
 */
export async function getJson(
	service: string,
	url: URL,
	{ timeoutMs, retries = 2, backoffMs = 250 }: ServiceOptions,
): Promise<unknown> {
	for (let attempt = 0; ; attempt++) {
		let res: Response
		try {
			res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } })
		} catch (error) {
			if ((error as Error).name === 'TimeoutError')
				throw new BookServiceError(service, `${service} did not answer within ${timeoutMs} ms`)
			if (attempt < retries) {
				await pause(backoffMs * 2 ** attempt)
				continue
			}
			throw new BookServiceError(service, `${service} could not be reached`)
		}
		if (res.status === 404) return null
		if (res.status >= 500 && attempt < retries) {
			await res.body?.cancel()
			await pause(backoffMs * 2 ** attempt)
			continue
		}
		if (!res.ok) throw new BookServiceError(service, `${service} answered ${res.status}`)
		try {
			return await res.json()
		} catch {
			throw new BookServiceError(service, `${service} sent an answer that is not valid JSON`)
		}
	}
}
