import { parseIsbn } from '../../shared/isbn.ts'
import type { BookSearchResponse } from '../../shared/schemas/books.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { searchBooks } from './book-search.ts'
import { BookServiceError, type BookService } from './book-service.ts'
import { bookSummaries } from './book-views.ts'
import { googleBooksClient } from './google-books-client.ts'
import { openLibraryClient } from './open-library-client.ts'
import { withBreaker } from './service-breaker.ts'
import { upsertBook } from './upsert-book.ts'

// Below this many local matches on the first page, the outside services are asked too.
const FEW_LOCAL_RESULTS = 5

export function bookServices({ books }: Config): BookService[] {
	return [
		withBreaker(openLibraryClient({ baseUrl: books.openLibraryUrl, timeoutMs: books.timeoutMs })),
		withBreaker(
			googleBooksClient({ baseUrl: books.googleBooksUrl, timeoutMs: books.timeoutMs, apiKey: books.googleBooksApiKey }),
		),
	]
}

/**
 * Our catalogue first. When it has few matches, Open Library and Google Books are asked in parallel and what
 * they return is stored (upsert-book), so a book once seen is local from then on. A failing service never
 * fails the search: it becomes a service note next to the local results.
 */
export async function searchCatalogue(
	db: Database,
	services: BookService[],
	query: string,
	{ page, limit, mayAskServices }: { page: number; limit: number; mayAskServices: () => Promise<boolean> },
): Promise<BookSearchResponse> {
	const local = await searchBooks(db, query, { page, limit })
	const serviceNotes: BookSearchResponse['serviceNotes'] = []
	let ids = local.bookIds
	const isbn = parseIsbn(query)
	// An ISBN found locally is the book: there is nothing more to fill in.
	const few = page === 1 && ids.length < (isbn ? 1 : Math.min(limit, FEW_LOCAL_RESULTS))
	if (few && !(await mayAskServices())) {
		for (const service of services)
			serviceNotes.push({
				service: service.name,
				message: 'Not asked: too many searches from your address reached other catalogues; try again in a minute',
				reason: 'not-asked',
			})
	} else if (few) {
		const answers = await Promise.allSettled(
			services.map(async (service) =>
				isbn ? [await service.lookUpIsbn(isbn.isbn13)].filter((b) => b !== null) : service.searchByText(query, limit),
			),
		)
		const fetched: string[] = []
		for (const [i, answer] of answers.entries()) {
			if (answer.status === 'rejected') {
				const error: unknown = answer.reason
				serviceNotes.push({
					service: services[i]!.name,
					message: error instanceof BookServiceError ? error.message : `${services[i]!.name} failed`,
					reason: 'failed',
				})
				continue
			}
			for (const book of answer.value) fetched.push((await upsertBook(db, book)).bookId)
		}
		ids = [...new Set([...ids, ...fetched])].slice(0, limit)
	}
	return { query, page, limit, hasMore: local.hasMore, results: await bookSummaries(db, ids), serviceNotes }
}
