import { parseIsbn } from '../../shared/isbn.ts'
import type { ImportRecord } from '../../shared/schemas/imports.ts'
import { htmlToText, isoDay, splitList } from './import-values.ts'

type Row = Record<string, string | undefined>

/**
 * One row of a Calibre catalogue (Create catalog › CSV). Calibre is a library of files, not a reading log: it
 * has no status or reading dates, so every book is shelved as want to read and tagged 'owned', with its tags.
 * 'identifiers' ('goodreads:39077187,isbn:9780756411800') gives the ISBN and the Goodreads id; authors are
 * joined with ' & '; a rating without a read is not kept (Dogear keeps ratings with reads).
 */
export function calibreRecord(row: Row): ImportRecord {
	const identifiers = new Map(
		(row['identifiers'] ?? '').split(',').flatMap((pair) => {
			const at = pair.indexOf(':')
			return at > 0 ? [[pair.slice(0, at).trim().toLowerCase(), pair.slice(at + 1).trim()] as const] : []
		}),
	)
	const isbn = parseIsbn(row['isbn'] ?? '') ?? parseIsbn(identifiers.get('isbn') ?? '')
	const goodreads = identifiers.get('goodreads') ?? ''
	const seriesName = (row['series'] ?? '').trim() || null
	const index = Number.parseFloat(row['series_index'] ?? '')
	const notes = ['Calibre keeps no reading status: shelved as want to read']
	if (Number.parseFloat(row['rating'] ?? '') > 0) notes.push('Rating not kept: Dogear keeps ratings with a logged read')
	if (htmlToText(row['comments'] ?? '')) notes.push('Comments (the book description) were not imported')
	return {
		title: (row['title'] ?? '').trim(),
		authors: (row['authors'] ?? '')
			.split('&')
			.map((name) => name.trim())
			.filter(Boolean),
		isbn13: isbn?.isbn13 ?? null,
		isbn10: isbn?.isbn10 ?? null,
		seriesName,
		seriesNumber: seriesName && Number.isFinite(index) ? String(index) : null,
		sourceIds: /^\d+$/.test(goodreads) ? [{ scheme: 'goodreads', value: goodreads }] : [],
		status: 'want',
		reads: [],
		rating: null,
		review: '',
		spoilers: false,
		tags: [...splitList(row['tags']), 'owned'],
		addedOn: isoDay(row['timestamp']),
		pageCount: null,
		// Calibre holds files: 'epub, original_epub' is an e-book, an audio file an audiobook.
		format: !(row['formats'] ?? '').trim()
			? null
			: /mp3|m4b|aac|ogg|flac/i.test(row['formats']!)
				? 'audiobook'
				: 'ebook',
		publisher: (row['publisher'] ?? '').trim().slice(0, 200) || null,
		notes,
	}
}
