import { parseIsbn } from '../../shared/isbn.ts'
import type { ImportRead, ImportRecord } from '../../shared/schemas/imports.ts'
import { splitSeriesFromTitle } from '../books/series-title.ts'
import { authorNames, htmlToText, importRating, slashDate, splitList } from './import-values.ts'

type Row = Record<string, string | undefined>

const STATUSES: Record<string, ImportRecord['status']> = {
	read: 'read',
	'currently-reading': 'reading',
	paused: 'reading',
	'to-read': 'want',
	'did-not-finish': 'dnf',
}

/**
 * One row of a StoryGraph export. 'Dates Read' holds one day or a 'start-end' range per read, comma-separated
 * for rereads; each becomes a read with its start. Quarter-star ratings are rounded to half stars; moods
 * become 'mood:…' tags next to the reader's own tags, and 'Owned?' Yes the tag 'owned'. Did-not-finish books
 * are shelved as such: Dogear logs finished reads only.
 */
export function storygraphRecord(row: Row): ImportRecord {
	const notes: string[] = []
	const { title, seriesName, seriesNumber } = splitSeriesFromTitle(row['Title'] ?? '')
	const isbn = parseIsbn(row['ISBN/UID'] ?? '')
	const rawStatus = (row['Read Status'] ?? '').trim().toLowerCase()
	const status = STATUSES[rawStatus] ?? 'want'
	if (rawStatus && !STATUSES[rawStatus])
		notes.push(`Read Status '${rawStatus}' is not a Dogear status: shelved as want to read`)
	const addedOn = slashDate(row['Date Added'])
	const reads: ImportRead[] = []
	if (status === 'read') {
		reads.push(...datesRead(row['Dates Read']))
		const last = slashDate(row['Last Date Read'])
		if (reads.length === 0 && last) reads.push({ readOn: last, startedOn: null })
		if (reads.length === 0 && addedOn) {
			reads.push({ readOn: addedOn, startedOn: null })
			notes.push(`No Dates Read: logged on the day it was added (${addedOn})`)
		}
		if (reads.length === 0) notes.push('No Dates Read or Date Added: shelved as read, no read logged')
		const readCount = Number.parseInt(row['Read Count'] ?? '', 10) || 0
		if (readCount > reads.length) {
			const missing = readCount - reads.length
			notes.push(
				`Read ${readCount} times, but the file dates ${reads.length}: ${missing} ${missing === 1 ? 'read' : 'reads'} without a date not logged`,
			)
		}
	}
	if (status === 'dnf') notes.push('Did not finish: shelved as did not finish, no read logged')
	const rating = importRating(row['Star Rating'])
	if (rating.note && reads.length > 0) notes.push(rating.note)
	const review = htmlToText(row['Review'] ?? '')
	if (reads.length === 0 && (rating.stars !== null || review))
		notes.push('Rating and review not kept: Dogear keeps them with a logged read')
	const tags = [...splitList(row['Tags']), ...splitList(row['Moods']).map((mood) => `mood:${mood}`)]
	if ((row['Owned?'] ?? '').trim().toLowerCase() === 'yes') tags.push('owned')
	return {
		title,
		authors: authorNames(row['Authors'] ?? ''),
		isbn13: isbn?.isbn13 ?? null,
		isbn10: isbn?.isbn10 ?? null,
		seriesName,
		seriesNumber,
		sourceIds: [],
		status,
		reads: reads.sort((a, b) => a.readOn.localeCompare(b.readOn)),
		rating: reads.length > 0 ? rating.stars : null,
		review: reads.length > 0 ? review : '',
		spoilers: false,
		tags,
		addedOn,
		pageCount: null,
		notes,
	}
}

/** '2024/08/29-2024/09/02, 2025/01/03' → two reads, the first with its start. */
function datesRead(raw: string | undefined): ImportRead[] {
	const reads: ImportRead[] = []
	for (const part of splitList(raw)) {
		const [first, second] = part.split(/\s*-\s*(?=\d{4})/)
		const end = slashDate(second ?? first)
		const start = second ? slashDate(first) : null
		if (end) reads.push({ readOn: end, startedOn: start && start <= end ? start : null })
	}
	return reads
}
