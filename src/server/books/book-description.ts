import { z } from 'zod'
import type { BookDetail } from '../../shared/schemas/books.ts'
import type { Database } from '../db/schema.ts'
import { enqueue } from '../jobs/job-queue.ts'
import { forgetBook } from './book-cache.ts'
import { type BookService, BookServiceError } from './book-service.ts'

// goodbooks-10k has no descriptions. A book page without one asks Open Library in the background (the job
// table), never while a reader waits, and the answer is kept in the book row with its source, so the page says
// where it came from. A server without internet access must not fill its log with failed jobs: when Open
// Library cannot be reached, the job ends and the book is asked for again on a view an hour or more later.

export const DESCRIPTION_SOURCE = 'openLibrary'
export const BookDescriptionPayload = z.object({ bookId: z.string() })

// The Open Library ids a book's description can be looked up by, the work's first: editions rarely have one.
const LOOKUPS = ['olWork', 'olEdition', 'isbn13'] as const

// When this process last considered each book: a page viewed again within the hour costs no write.
const considered = new Map<string, number>()
const CONSIDERED_MAX = 50_000
const ASK_AGAIN_MS = 60 * 60 * 1000

/**
 * Queues a look-up of the book's description on Open Library when it has none and an id to look it up by,
 * at a time: `descriptionCheckedAt` records the ask in the row, in the job's own transaction.
 */
export async function askForDescription(db: Database, book: BookDetail) {
	const now = Date.now()
	if (book.description !== null || now - (considered.get(book.id) ?? 0) < ASK_AGAIN_MS) return
	if (considered.size >= CONSIDERED_MAX) considered.clear()
	considered.set(book.id, now)
	if (!book.identifiers.some((id) => (LOOKUPS as readonly string[]).includes(id.scheme))) return
	await db.transaction().execute(async (trx) => {
		const marked = await trx
			.updateTable('book')
			.set({ descriptionCheckedAt: new Date().toISOString() })
			.where('id', '=', book.id)
			.where('description', 'is', null)
			.where('descriptionCheckedAt', 'is', null)
			.executeTakeFirst()
		if (Number(marked.numUpdatedRows) === 1) await enqueue(trx, 'book-description', { bookId: book.id })
	})
}

async function lookUp(service: BookService, scheme: (typeof LOOKUPS)[number], value: string) {
	try {
		return scheme === 'isbn13' ? await service.lookUpIsbn(value) : await service.fetchById(value)
	} catch (error) {
		if (error instanceof BookServiceError) return 'unreachable'
		throw error
	}
}

async function askAgainLater(db: Database, bookId: string) {
	await db
		.updateTable('book')
		.set({ descriptionCheckedAt: null })
		.where('id', '=', bookId)
		.where('description', 'is', null)
		.execute()
}

/** The job: asks Open Library by each id in turn and keeps the first description found, unless one came meanwhile. */
export function bookDescriptionJob(db: Database, services: BookService[]) {
	const openLibrary = services.find((service) => service.name === 'Open Library')
	return async (payload: unknown) => {
		const { bookId } = BookDescriptionPayload.parse(payload)
		if (!openLibrary) return
		const identifiers = await db
			.selectFrom('bookIdentifier')
			.select(['scheme', 'value'])
			.where('bookId', '=', bookId)
			.where('scheme', 'in', [...LOOKUPS])
			.execute()
		for (const scheme of LOOKUPS) {
			for (const { value } of identifiers.filter((id) => id.scheme === scheme)) {
				const found = await lookUp(openLibrary, scheme, value)
				if (found === 'unreachable') return askAgainLater(db, bookId)
				const description = found?.description?.trim()
				if (!description) continue
				await db
					.updateTable('book')
					.set({ description, descriptionSource: DESCRIPTION_SOURCE, updatedAt: new Date().toISOString() })
					.where('id', '=', bookId)
					.where('description', 'is', null)
					.execute()
				forgetBook(bookId)
				return
			}
		}
	}
}
