import { Hono } from 'hono'
import { AuthorResponse, BookResponse, BookSearchQuery, type BookSearchResponse } from '../../shared/schemas/books.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { clientIp } from '../http/client-ip.ts'
import { ApiError, notFound } from '../http/errors.ts'
import { enforceRateLimits, type RateRule } from '../http/rate-limit.ts'
import type { AppEnv } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { findAuthor, findAuthorBookIds } from './book-queries.ts'
import { askForCover } from './ask-for-cover.ts'
import { askForDescription } from './book-description.ts'
import { bookDetail, bookSummaries } from './book-views.ts'
import { bookServices, searchCatalogue } from './search-catalogue.ts'

const AUTHOR_BOOKS_MAX = 100

/**
 * Searches that reach Open Library and Google Books, per address: each one spends our API quota and their
 * goodwill. Searches of our own catalogue are not limited; over the limit a search simply stays local.
 */
const serviceSearchLimit = (ip: string): RateRule[] => [
	{ key: `book-service-search:ip:${ip}`, limit: 30, windowMs: 60_000 },
]

async function withinLimits(db: Database, rules: RateRule[]) {
	try {
		await enforceRateLimits(db, rules)
		return true
	} catch (error) {
		if (error instanceof ApiError && error.status === 429) return false
		throw error
	}
}

/** The catalogue is public: reading it needs no account, like a library's shelves. */
export function bookRoutes({ db, config }: { db: Database; config: Config }) {
	const services = bookServices(config)
	return new Hono<AppEnv>()
		.get('/books/search', async (c) => {
			const { q, page, limit } = readQuery(c, BookSearchQuery)
			const mayAskServices = () => withinLimits(db, serviceSearchLimit(clientIp(c, config.trustProxy)))
			return c.json(
				(await searchCatalogue(db, services, q, { page, limit, mayAskServices })) satisfies BookSearchResponse,
			)
		})
		.get('/books/:id', async (c) => {
			const book = await bookDetail(db, c.req.param('id'))
			if (!book) throw notFound('Book')
			await askForDescription(db, book)
			await askForCover(db, book)
			return c.json({ book } satisfies BookResponse)
		})
		.get('/authors/:id', async (c) => {
			const author = await findAuthor(db, c.req.param('id'))
			if (!author) throw notFound('Author')
			const bookIds = (await findAuthorBookIds(db, author.id, AUTHOR_BOOKS_MAX)).map((b) => b.id)
			return c.json({ author, books: await bookSummaries(db, bookIds) } satisfies AuthorResponse)
		})
}
