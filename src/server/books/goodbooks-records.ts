import { parseGoodbooksIsbns } from '../../shared/isbn.ts'
import type { Identifier } from './book-queries.ts'
import { normalizeLanguage, normalizePublishedDate, splitAuthorList } from './catalog-values.ts'
import { splitSeriesFromTitle } from './series-title.ts'
import type { BookInput } from './upsert-book.ts'

export type Skip = { skip: string }

/**
 * One row of goodbooks-10k's books.csv as a book, with its quirks repaired (see /work/shared/data/README.md):
 * ISBN-10s padded back to ten digits, float ISBN-13s rebuilt, float years, mixed language codes, and the
 * Goodreads "nophoto" placeholder instead of a cover.
 */
export function bookFromGoodbooks(row: Record<string, string>): { book: BookInput } | Skip {
	const { title, seriesName, seriesNumber } = splitSeriesFromTitle(row.title || row.original_title || '')
	if (!title) return { skip: 'no title' }
	const identifiers: Identifier[] = []
	if (/^\d+$/.test(row.goodreads_book_id ?? ''))
		identifiers.push({ scheme: 'goodreads', value: row.goodreads_book_id! })
	const isbn = parseGoodbooksIsbns(row.isbn ?? '', row.isbn13 ?? '')
	if (isbn?.isbn10) identifiers.push({ scheme: 'isbn10', value: isbn.isbn10 })
	if (isbn) identifiers.push({ scheme: 'isbn13', value: isbn.isbn13 })
	// Without any identifier a second run could not recognise the book, and would add it again.
	if (identifiers.length === 0) return { skip: 'no Goodreads id or valid ISBN' }
	const cover = row.image_url ?? ''
	const book: BookInput = {
		title,
		seriesName,
		seriesNumber,
		publishedDate: normalizePublishedDate(row.original_publication_year),
		language: normalizeLanguage(row.language_code),
		coverSourceUrl: cover.startsWith('https://') && !cover.includes('nophoto') ? cover : null,
		popularity: Number.parseInt(row.ratings_count ?? '', 10) || 0,
		identifiers,
		authors: splitAuthorList(row.authors ?? '').map((name) => ({ name })),
		subjects: [],
	}
	return { book }
}
