import { z } from 'zod'
import { forgetBook } from '../books/book-cache.ts'
import { BookServiceError, getJson } from '../books/book-service.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import type { Storage } from '../storage/storage.ts'
import { BookCoverPayload, COVER_LOOKUP, COVER_LOOKUPS } from '../books/ask-for-cover.ts'
import { findCover } from './cover-queries.ts'
import { fetchAndKeep, recordFetch } from './keep-fetched-cover.ts'

// Open Library's edition and work records list their covers by id (`covers`; -1 marks a removed one). A cover by
// id is the record's own picture and is not rate-limited; by ISBN the covers service limits each address to 100
// look-ups in five minutes, so an ISBN is the last resort and at most two are tried.
const Covers = z.object({ covers: z.array(z.number()).catch([]).optional() })
const ISBNS_TRIED = 2

type Identifier = { scheme: string; value: string }
type Deps = { db: Database; storage: Storage; config: Config }

/**
 * The job: looks the book's cover up (its editions' covers, then Open Library's by its records' cover ids, then by
 * its ISBNs) and keeps the first that is a cover, through the same fetch, checks and storage as every fetched cover; the book then names it as
 * its cover's source. A book that got a cover meanwhile is left alone. When none is found, or Open Library cannot
 * be reached, the failure is remembered in bookCover and the book asked for again after its retry time, so a
 * server without internet access does not fill its log with failed jobs.
 */
export function openLibraryCoverJob({ db, storage, config }: Deps) {
	const service = {
		baseUrl: config.books.openLibraryUrl.replace(/\/$/, ''),
		timeoutMs: config.books.timeoutMs,
		retries: 0,
	}
	const coversUrl = config.covers.openLibraryUrl

	/** The cover ids of an Open Library record, or 'unreachable'. */
	async function coverIds(path: string) {
		try {
			const record = Covers.safeParse(await getJson('Open Library', new URL(`${service.baseUrl}${path}`), service))
			return (record.success ? (record.data.covers ?? []) : []).filter((id) => Number.isInteger(id) && id > 0)
		} catch (error) {
			if (error instanceof BookServiceError) return 'unreachable' as const
			throw error
		}
	}

	/**
	 * The URLs to try, best first: a cover one of the book's editions came with (a second source's edition of a
	 * book whose first source had none), then the covers service's. 'unreachable' stands for a record that could
	 * not be read.
	 */
	async function* candidates(bookId: string, ids: Identifier[]) {
		const editions = await db
			.selectFrom('edition')
			.select('coverSourceUrl')
			.where('bookId', '=', bookId)
			.where('coverSourceUrl', 'is not', null)
			.orderBy('createdAt')
			.execute()
		for (const { coverSourceUrl } of editions) if (coverSourceUrl) yield coverSourceUrl
		for (const scheme of ['olEdition', 'olWork'] as const) {
			for (const { value } of ids.filter((id) => id.scheme === scheme)) {
				if (!/^OL\d+[MW]$/.test(value)) continue
				const found = await coverIds(scheme === 'olEdition' ? `/books/${value}.json` : `/works/${value}.json`)
				if (found === 'unreachable') yield found
				else if (found[0]) yield `${coversUrl}/b/id/${found[0]}-L.jpg`
			}
		}
		// ?default=false: a 404 rather than Open Library's blank placeholder for an ISBN it has no cover for.
		for (const { value } of ids.filter((id) => id.scheme === 'isbn13').slice(0, ISBNS_TRIED))
			yield `${coversUrl}/b/isbn/${value}-L.jpg?default=false`
	}

	return async (payload: unknown) => {
		const { bookId } = BookCoverPayload.parse(payload)
		const book = await db.selectFrom('book').select('coverSourceUrl').where('id', '=', bookId).executeTakeFirst()
		const previous = await findCover(db, bookId)
		if (!book || book.coverSourceUrl !== null || previous?.sourceUrl !== COVER_LOOKUP) return
		const ids = await db
			.selectFrom('bookIdentifier')
			.select(['scheme', 'value'])
			.where('bookId', '=', bookId)
			.where('scheme', 'in', [...COVER_LOOKUPS])
			.orderBy('value')
			.execute()
		let failure = 'no_cover'
		for await (const url of candidates(bookId, ids)) {
			if (url === 'unreachable') {
				failure = url
				continue
			}
			const outcome = await fetchAndKeep({ storage, covers: config.covers }, bookId, url)
			if (!outcome.ok) {
				failure = outcome.failure
				continue
			}
			await recordFetch({ db, storage }, { bookId, sourceUrl: url, outcome, previous }, (trx) =>
				trx
					.updateTable('book')
					.set({ coverSourceUrl: url, updatedAt: new Date().toISOString() })
					.where('id', '=', bookId)
					.where('coverSourceUrl', 'is', null)
					.execute(),
			)
			forgetBook(bookId)
			return
		}
		await recordFetch({ db, storage }, { bookId, sourceUrl: COVER_LOOKUP, outcome: { ok: false, failure }, previous })
	}
}
