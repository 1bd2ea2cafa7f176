import { sql } from 'kysely'
import { z } from 'zod'
import type { BookDetail } from '../../shared/schemas/books.ts'
import type { Database } from '../db/schema.ts'
import { enqueue } from '../jobs/job-queue.ts'

// Most books of a catalogue built from Open Library's dumps or a reader's search come without a cover URL. A book
// page of such a book asks Open Library's covers service in the background (the job table), never while a reader
// waits: the page shows the generated cover meanwhile. While the book has no cover of its own, its bookCover row
// names COVER_LOOKUP as its source: queued until retryAt (an hour, in case the job is lost), or failed until its
// retry time, which grows with each failure in a row (cover-retry.ts).

/** bookCover.sourceUrl of a book whose cover is being, or was unsuccessfully, looked up on Open Library. */
export const COVER_LOOKUP = 'openlibrary:lookup'
export const BookCoverPayload = z.object({ bookId: z.string() })
/** The ids Open Library's covers can be found by. */
export const COVER_LOOKUPS = ['olEdition', 'olWork', 'isbn13'] as const

const JOB_LOST_MS = 60 * 60 * 1000
// When this process last considered each book: a page viewed again within the hour costs no query.
const considered = new Map<string, number>()
const CONSIDERED_MAX = 50_000
const ASK_AGAIN_MS = 60 * 60 * 1000

/**
 * Queues a look-up of the book's cover on Open Library when it has no cover, an id to look it up by, and no
 * look-up queued or failed recently; marking the bookCover row and queueing the job are one transaction.
 */
export async function askForCover(db: Database, book: BookDetail) {
	const now = new Date()
	if (now.getTime() - (considered.get(book.id) ?? 0) < ASK_AGAIN_MS) return
	if (considered.size >= CONSIDERED_MAX) considered.clear()
	considered.set(book.id, now.getTime())
	if (!book.identifiers.some((id) => (COVER_LOOKUPS as readonly string[]).includes(id.scheme))) return
	await db.transaction().execute(async (trx) => {
		const row = await trx.selectFrom('book').select('coverSourceUrl').where('id', '=', book.id).executeTakeFirst()
		if (!row || row.coverSourceUrl !== null) return
		const retryAt = new Date(now.getTime() + JOB_LOST_MS).toISOString()
		const marked = await trx
			.insertInto('bookCover')
			.values({
				bookId: book.id,
				sourceUrl: COVER_LOOKUP,
				storageKey: null,
				failure: null,
				retryAt,
				fetchedAt: now.toISOString(),
				attempts: 0,
			})
			.onConflict((oc) =>
				oc
					.column('bookId')
					.doUpdateSet({
						sourceUrl: COVER_LOOKUP,
						retryAt,
						// Failures of an earlier source (the book's cover was removed) do not count against the look-up.
						attempts: sql<number>`case when "bookCover"."sourceUrl" = ${COVER_LOOKUP} then "bookCover"."attempts" else 0 end`,
					})
					.where((eb) =>
						eb.or([eb('bookCover.sourceUrl', '<>', COVER_LOOKUP), eb('bookCover.retryAt', '<=', now.toISOString())]),
					),
			)
			.executeTakeFirst()
		if (Number(marked.numInsertedOrUpdatedRows) === 1) await enqueue(trx, 'book-cover', { bookId: book.id })
	})
}
