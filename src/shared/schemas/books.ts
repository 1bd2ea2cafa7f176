import { z } from 'zod'
import { EditionView } from './editions.ts'

// The books API contract: what /api/books/search, /api/books/:id and /api/authors/:id answer.

export const SEARCH_LIMIT_MAX = 50
/** Ranking looks at the best 200 matches (see book-search.ts); 4 pages of 50. */
export const SEARCH_PAGE_MAX = 200

export const BookSearchQuery = z.object({
	q: z
		.string({ error: 'Please enter something to search for' })
		.trim()
		.min(1, 'Please enter something to search for')
		.max(200, 'Search for at most 200 characters'),
	page: z.coerce
		.number({ error: 'page must be a whole number from 1' })
		.int('page must be a whole number from 1')
		.min(1, 'page must be a whole number from 1')
		.max(SEARCH_PAGE_MAX, `page must be at most ${SEARCH_PAGE_MAX}`)
		.default(1),
	limit: z.coerce
		.number({ error: `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}` })
		.int(`limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`)
		.min(1, `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`)
		.max(SEARCH_LIMIT_MAX, `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`)
		.default(20),
})
export type BookSearchQuery = z.infer<typeof BookSearchQuery>

export const AuthorRef = z.object({ id: z.string(), name: z.string() })

/** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD', with only the precision the source knew. */
export const PublishedDate = z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)

export const BookSummary = z.object({
	id: z.string(),
	title: z.string(),
	subtitle: z.string().nullable(),
	authors: z.array(AuthorRef),
	publishedDate: PublishedDate.nullable(),
	series: z.object({ name: z.string(), number: z.string().nullable() }).nullable(),
	language: z.string().nullable(),
	/** Changes with the book's cover; pages send it as /api/covers/:id?v=, so a browser never shows an old one. */
	coverVersion: z.string(),
})
export type BookSummary = z.infer<typeof BookSummary>

/**
 * A service we meant to ask for more books but could not: the page shows it rather than silently showing less.
 * `failed`: it was asked and did not answer (unreachable, too slow, an error, or paused after such a failure);
 * `not-asked`: the reader's address made too many such searches.
 */
export const ServiceNote = z.object({
	service: z.string(),
	message: z.string(),
	reason: z.enum(['failed', 'not-asked']),
})

export const BookSearchResponse = z.object({
	query: z.string(),
	page: z.number().int(),
	limit: z.number().int(),
	hasMore: z.boolean(),
	results: z.array(BookSummary),
	serviceNotes: z.array(ServiceNote),
})
export type BookSearchResponse = z.infer<typeof BookSearchResponse>

export const IdentifierScheme = z.enum(['isbn10', 'isbn13', 'google', 'olWork', 'olEdition', 'goodreads'])

export const BookDetail = BookSummary.extend({
	/** Plain text as the source wrote it (possibly Markdown or HTML): render it as text, never as HTML. */
	description: z.string().nullable(),
	/** Where the description came from ('openLibrary'), when that was recorded. */
	descriptionSource: z.string().nullable(),
	/** null when unknown. */
	pageCount: z.number().int().positive().nullable(),
	identifiers: z.array(z.object({ scheme: IdentifierScheme, value: z.string() })),
	subjects: z.array(z.string()),
	/** The work's editions, oldest first; every book has at least one. */
	editions: z.array(EditionView),
})
export type BookDetail = z.infer<typeof BookDetail>
export const BookResponse = z.object({ book: BookDetail })
export type BookResponse = z.infer<typeof BookResponse>

export const AuthorDetail = z.object({
	id: z.string(),
	name: z.string(),
	sortName: z.string(),
	bio: z.string().nullable(),
	birthDate: z.string().nullable(),
	deathDate: z.string().nullable(),
})
/** An author and their books, most read first (at most 100). */
export const AuthorResponse = z.object({ author: AuthorDetail, books: z.array(BookSummary) })
export type AuthorResponse = z.infer<typeof AuthorResponse>
