import type { ServiceStatus } from '../../shared/schemas/catalogue.ts'
import type { Config } from '../config.ts'
import { BookServiceError, type BookService } from './book-service.ts'
import { googleBooksClient } from './google-books-client.ts'
import { openLibraryClient } from './open-library-client.ts'

// An operator looking at the answer is waiting for it; a service slower than this is as good as unreachable.
const CHECK_TIMEOUT_MS = 3_000
/** What the check searches for: any word does; a test tells the check's request from readers' by it. */
export const SERVICE_CHECK_QUERY = 'dogear'

/**
 * Asks Open Library and Google Books one small search each, now: clients of their own without the search's
 * breaker or retries, so the answer is about this moment and a failed check never pauses readers' searches.
 */
export async function checkBookServices({ books }: Config, timeoutMs = CHECK_TIMEOUT_MS): Promise<ServiceStatus[]> {
	const options = { timeoutMs, retries: 0 }
	const services: [BookService, string][] = [
		[openLibraryClient({ ...options, baseUrl: books.openLibraryUrl }), books.openLibraryUrl],
		[
			googleBooksClient({ ...options, baseUrl: books.googleBooksUrl, apiKey: books.googleBooksApiKey }),
			books.googleBooksUrl,
		],
	]
	return Promise.all(
		services.map(async ([service, url]): Promise<ServiceStatus> => {
			try {
				await service.searchByText(SERVICE_CHECK_QUERY, 1)
				return { service: service.name, url, reachable: true, message: null }
			} catch (error) {
				const message = error instanceof BookServiceError ? error.message : `${service.name} failed`
				return { service: service.name, url, reachable: false, message }
			}
		}),
	)
}
