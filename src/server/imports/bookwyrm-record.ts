import { parseIsbn } from '../../shared/isbn.ts'
import type { ImportRead, ImportRecord } from '../../shared/schemas/imports.ts'
import { splitSeriesFromTitle } from '../books/series-title.ts'
import { authorNames, htmlToText, importRating, isoDay } from './import-values.ts'
import { startBefore } from './librarything-record.ts'

type Row = Record<string, string | undefined>

const SHELVES: Record<string, ImportRecord['status']> = {
	read: 'read',
	reading: 'reading',
	'to-read': 'want',
	'stopped-reading': 'dnf',
}

/**
 * One row of a BookWyrm export (Settings › Export). A row is a book on a shelf: read, reading, to-read,
 * stopped-reading or one of the reader's own, whose name is kept as a tag (the book is then read when it has
 * a finish date, else wanted). The review's name, if any, heads its text; a content warning marks spoilers.
 */
export function bookwyrmRecord(row: Row): ImportRecord {
	const notes: string[] = []
	const { title, seriesName, seriesNumber } = splitSeriesFromTitle(row['title'] ?? '')
	const isbn = parseIsbn(row['isbn_13'] ?? '') ?? parseIsbn(row['isbn_10'] ?? '')
	const shelf = (row['shelf'] ?? '').trim()
	const finishedOn = isoDay(row['finish_date'])
	const status = SHELVES[shelf] ?? (finishedOn ? 'read' : 'want')
	const reads: ImportRead[] = []
	if (status === 'read' && finishedOn)
		reads.push({ readOn: finishedOn, startedOn: startBefore(isoDay(row['start_date']), finishedOn) })
	if (status === 'read' && !finishedOn) notes.push('No finish date: shelved as read, no read logged')
	const rating = importRating(row['rating'])
	const review = [row['review_name'], htmlToText(row['review_content'] ?? '')]
		.map((part) => (part ?? '').trim())
		.filter(Boolean)
		.join('\n\n')
	if (reads.length === 0 && (rating.stars !== null || review))
		notes.push('Rating and review not kept: Dogear keeps them with a logged read')
	const shelfName = (row['shelf_name'] ?? '').trim()
	const goodreads = (row['goodreads_key'] ?? '').trim()
	const openLibrary = (row['openlibrary_key'] ?? '').trim()
	return {
		title,
		authors: authorNames(row['author_text'] ?? ''),
		isbn13: isbn?.isbn13 ?? null,
		isbn10: isbn?.isbn10 ?? null,
		seriesName,
		seriesNumber,
		sourceIds: [
			...(/^\d+$/.test(goodreads) ? [{ scheme: 'goodreads' as const, value: goodreads }] : []),
			...(/^OL\d+M$/.test(openLibrary) ? [{ scheme: 'olEdition' as const, value: openLibrary }] : []),
			...(/^OL\d+W$/.test(openLibrary) ? [{ scheme: 'olWork' as const, value: openLibrary }] : []),
		],
		status,
		reads,
		rating: reads.length > 0 ? rating.stars : null,
		review: reads.length > 0 ? review : '',
		spoilers: reads.length > 0 && (row['review_cw'] ?? '').trim() !== '',
		tags: SHELVES[shelf] || !shelfName ? [] : [shelfName],
		addedOn: isoDay(row['shelf_date']),
		pageCount: null,
		notes,
	}
}
