import { parseIsbn } from '../../shared/isbn.ts'
import type { ImportRead, ImportRecord } from '../../shared/schemas/imports.ts'
import { splitSeriesFromTitle } from '../books/series-title.ts'
import { bindingFormat } from './goodreads-record.ts'
import { authorNames, importRating, invertedName, isoDay, pages } from './import-values.ts'
import { startBefore } from './librarything-record.ts'

type Row = Record<string, string | undefined>

const STATUSES: Record<string, ImportRecord['status']> = {
	finished: 'read',
	in_progress: 'reading',
	planned: 'want',
	abandoned: 'dnf',
	unfinished: 'dnf',
}

/**
 * One row of an Openreads export (Settings › Backup › Export CSV). 'readings' holds 'start|end|time' per read,
 * separated by ';'; each read with an end is logged. A finished book without one is logged on date_added and
 * the notes say so. Tags are separated by '|||||'; a favourite gets the tag 'favourite'. A book deleted in
 * Openreads (in its bin) is left out: the mapper answers null.
 */
export function openreadsRecord(row: Row): ImportRecord | null {
	if ((row['deleted'] ?? '').trim() === 'true') return null
	const notes: string[] = []
	const { title, seriesName, seriesNumber } = splitSeriesFromTitle(row['title'] ?? '')
	const isbn = parseIsbn(row['isbn'] ?? '')
	const rawStatus = (row['status'] ?? '').trim().toLowerCase()
	const status = STATUSES[rawStatus] ?? 'want'
	if (rawStatus && !STATUSES[rawStatus])
		notes.push(`Status '${rawStatus}' is not a Dogear status: shelved as want to read`)
	const addedOn = isoDay(row['date_added'])
	const reads: ImportRead[] = []
	if (status === 'read') {
		for (const reading of (row['readings'] ?? '').split(';')) {
			const [start, end] = reading.split('|')
			const readOn = isoDay(end)
			if (readOn) reads.push({ readOn, startedOn: startBefore(isoDay(start), readOn) })
		}
		if (reads.length === 0 && addedOn) {
			reads.push({ readOn: addedOn, startedOn: null })
			notes.push(`No finish date: logged on the day it was added (${addedOn})`)
		}
	}
	const rating = importRating(row['rating'])
	if (rating.note && reads.length > 0) notes.push(rating.note)
	const review = (row['my_review'] ?? '').trim()
	if (reads.length === 0 && (rating.stars !== null || review))
		notes.push('Rating and review not kept: Dogear keeps them with a logged read')
	if ((row['notes'] ?? '').trim()) notes.push('Notes were not imported')
	const author = (row['author'] ?? '').trim()
	const tags = (row['tags'] ?? '')
		.split('|||||')
		.map((tag) => tag.trim())
		.filter(Boolean)
	if ((row['favourite'] ?? '').trim() === 'true') tags.push('favourite')
	const olid = (row['olid'] ?? '').trim()
	return {
		title,
		// 'Smith, Mark' is one name written surname first; 'Neil Gaiman, Terry Pratchett' are two.
		authors: /^[^,\s]+,[^,]+$/.test(author) ? [invertedName(author)] : authorNames(author),
		isbn13: isbn?.isbn13 ?? null,
		isbn10: isbn?.isbn10 ?? null,
		seriesName,
		seriesNumber,
		sourceIds: /^OL\d+M$/.test(olid) ? [{ scheme: 'olEdition', value: olid }] : [],
		status,
		reads: reads.sort((a, b) => a.readOn.localeCompare(b.readOn)),
		rating: reads.length > 0 ? rating.stars : null,
		review: reads.length > 0 ? review : '',
		spoilers: false,
		tags: [...new Set(tags)],
		addedOn,
		pageCount: pages(row['pages']),
		format: bindingFormat(row['book_format']),
		publisher: null,
		notes,
	}
}
