import { createReadStream, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { forgetBook } from './book-cache.ts'
import { csvRecords } from './csv-rows.ts'
import { genreOfTag, genresOfBook } from './goodbooks-genres.ts'

// goodbooks-10k's community data, read in passes of their own after the books: the ratings in books.csv and
// the tags in book_tags.csv(.gz) with tags.csv beside it. Books are found by their Goodreads id, which the
// book pass stored; a row whose book was skipped is skipped too.

export const GOODBOOKS_SOURCE = 'goodbooks'
const BATCH_SIZE = 500

export type GoodbooksRating = { goodreadsId: string; average: number; count: number; histogram: number[] | null }

/**
 * The Goodreads rating a books.csv row carries: average_rating over work_ratings_count, whose five
 * ratings_1..5 counts add up to it (ratings_count is one edition's). Null without a usable average or count.
 */
export function ratingFromGoodbooks(row: Record<string, string>): GoodbooksRating | null {
	const goodreadsId = row.goodreads_book_id ?? ''
	const average = Number(row.average_rating)
	const count = Number(row.work_ratings_count || row.ratings_count)
	if (!/^\d+$/.test(goodreadsId) || !(average >= 0 && average <= 5) || !Number.isInteger(count) || count <= 0)
		return null
	const histogram = [1, 2, 3, 4, 5].map((stars) => Number(row[`ratings_${stars}`]))
	return { goodreadsId, average, count, histogram: histogram.every(Number.isInteger) ? histogram : null }
}

/** The Goodreads ids of this batch that name a catalogue book, with that book. */
async function booksByGoodreadsId(db: Kysely<DB>, ids: string[]) {
	const rows = await db
		.selectFrom('bookIdentifier')
		.select(['value', 'bookId'])
		.where('scheme', '=', 'goodreads')
		.where('value', 'in', ids)
		.execute()
	return new Map(rows.map((row) => [row.value, row.bookId]))
}

async function writeRatings(db: Kysely<DB>, ratings: GoodbooksRating[], now: string) {
	const books = await booksByGoodreadsId(
		db,
		ratings.map((r) => r.goodreadsId),
	)
	const rows = ratings.flatMap((r) => {
		const bookId = books.get(r.goodreadsId)
		if (!bookId) return []
		const histogram = r.histogram && JSON.stringify(r.histogram)
		return [{ bookId, source: GOODBOOKS_SOURCE, average: r.average, count: r.count, histogram, updatedAt: now }]
	})
	if (rows.length === 0) return 0
	await db
		.insertInto('bookRatingSource')
		.values(rows)
		.onConflict((oc) =>
			oc.columns(['bookId', 'source']).doUpdateSet((eb) => ({
				average: eb.ref('excluded.average'),
				count: eb.ref('excluded.count'),
				histogram: eb.ref('excluded.histogram'),
				updatedAt: eb.ref('excluded.updatedAt'),
			})),
		)
		.execute()
	for (const row of rows) forgetBook(row.bookId)
	return rows.length
}

async function writeGenres(db: Kysely<DB>, genres: [goodreadsId: string, genres: string[]][]) {
	const books = await booksByGoodreadsId(
		db,
		genres.map(([id]) => id),
	)
	const rows = genres.flatMap(([id, names]) => {
		const bookId = books.get(id)
		return bookId ? names.map((subject) => ({ bookId, subject })) : []
	})
	if (rows.length === 0) return 0
	await db
		.insertInto('bookSubject')
		.values(rows)
		.onConflict((oc) => oc.columns(['bookId', 'subject']).doNothing())
		.execute()
	for (const bookId of new Set(rows.map((row) => row.bookId))) forgetBook(bookId)
	return new Set(rows.map((row) => row.bookId)).size
}

function lines(path: string) {
	const file = createReadStream(path)
	return createInterface({ input: path.endsWith('.gz') ? file.pipe(createGunzip()) : file, crlfDelay: Infinity })
}

/** Each book's genres from book_tags (goodreads_book_id,tag_id,count), or null without the tag files. */
async function readGenres(folder: string): Promise<Map<string, string[]> | null> {
	const tagsPath = join(folder, 'tags.csv')
	const bookTagsPath = [join(folder, 'book_tags.csv.gz'), join(folder, 'book_tags.csv')].find(existsSync)
	if (!existsSync(tagsPath) || !bookTagsPath) return null
	const genreOfTagId = new Map<string, string>()
	for await (const row of csvRecords(createReadStream(tagsPath).setEncoding('utf8'))) {
		const genre = genreOfTag(row.tag_name ?? '')
		if (genre && row.tag_id) genreOfTagId.set(row.tag_id, genre)
	}
	// A million plain numeric lines: split by hand, as the quoting CSV reader takes seconds over them.
	const tagged = new Map<string, [string, number][]>()
	for await (const line of lines(bookTagsPath)) {
		const [bookId, tagId, count] = line.split(',')
		const genre = genreOfTagId.get(tagId ?? '')
		if (!genre || !bookId) continue
		const counts = tagged.get(bookId) ?? []
		counts.push([genre, Number(count) || 0])
		tagged.set(bookId, counts)
	}
	return new Map([...tagged].map(([id, counts]) => [id, genresOfBook(counts)]))
}

/**
 * Stores goodbooks-10k's ratings (books.csv) and genres (book_tags.csv with tags.csv, when they sit beside
 * books.csv) for the books already imported. Idempotent: ratings are replaced, genres added once.
 */
export async function importGoodbooksCommunity(db: Kysely<DB>, booksPath: string) {
	const now = new Date().toISOString()
	let ratings = 0
	let batch: GoodbooksRating[] = []
	for await (const row of csvRecords(createReadStream(booksPath).setEncoding('utf8'))) {
		const rating = ratingFromGoodbooks(row)
		if (rating) batch.push(rating)
		if (batch.length >= BATCH_SIZE) {
			ratings += await writeRatings(db, batch, now)
			batch = []
		}
	}
	if (batch.length > 0) ratings += await writeRatings(db, batch, now)
	let genres = 0
	const byBook = [...((await readGenres(dirname(booksPath))) ?? [])]
	for (let i = 0; i < byBook.length; i += BATCH_SIZE) genres += await writeGenres(db, byBook.slice(i, i + BATCH_SIZE))
	return { ratings, genres }
}
