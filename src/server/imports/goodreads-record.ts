import { parseIsbn } from '../../shared/isbn.ts'
import type { EditionFormat } from '../../shared/schemas/editions.ts'
import type { ImportRead, ImportRecord } from '../../shared/schemas/imports.ts'
import { splitSeriesFromTitle } from '../books/series-title.ts'
import {
	authorNames,
	htmlToText,
	importRating,
	isDnfShelf,
	slashDate,
	splitList,
	unneutralise,
} from './import-values.ts'

type Row = Record<string, string | undefined>

// Goodreads' own status shelves also appear in 'Bookshelves'; they are the status, not tags.
const STATUS_SHELVES: Record<string, ImportRecord['status']> = {
	read: 'read',
	'currently-reading': 'reading',
	'to-read': 'want',
}

/**
 * One row of a Goodreads library export, read by header name: the 31-column (to 2021), 24-column (2024) and
 * later layouts differ only in which columns exist, and every column but Title is optional.
 *
 * Goodreads gives one 'Date Read' however often a book was read. That read is logged on that day; a 'read'
 * book without it is logged on its 'Date Added' (the day it was shelved, which is what Goodreads itself shows)
 * and the row's notes say so. Rereads that 'Read Count' counts beyond the dated one have no day, and Dogear
 * invents none: the notes say how many were left out.
 */
export function goodreadsRecord(row: Row): ImportRecord {
	const notes: string[] = []
	const { title, seriesName, seriesNumber } = splitSeriesFromTitle(unneutralise(row['Title'] ?? ''))
	const isbn = parseIsbn(row['ISBN13'] ?? '') ?? parseIsbn(row['ISBN'] ?? '')
	const shelf = (row['Exclusive Shelf'] ?? '').trim()
	const dateRead = slashDate(row['Date Read'])
	const addedOn = slashDate(row['Date Added'])
	const readCount = Number.parseInt(row['Read Count'] ?? '', 10) || 0
	const status = statusOf(shelf, Boolean(dateRead) || readCount > 0, notes)
	const reads: ImportRead[] = []
	if (status === 'read') {
		const readOn = dateRead ?? addedOn
		if (readOn) reads.push({ readOn, startedOn: null })
		if (!dateRead && addedOn) notes.push(`No Date Read: logged on the day it was added (${addedOn})`)
		if (!readOn) notes.push('No Date Read or Date Added: shelved as read, no read logged')
	}
	if (status === 'read' && readCount > reads.length) {
		const missing = readCount - reads.length
		notes.push(
			`Read ${readCount} times, but Goodreads exports one date: ${missing} earlier ${missing === 1 ? 'read was' : 'reads were'} not logged`,
		)
	}
	const rating = importRating(row['My Rating'])
	const review = htmlToText(unneutralise(row['My Review'] ?? ''))
	if (reads.length === 0 && (rating.stars !== null || review))
		notes.push('Rating and review not kept: Dogear keeps them with a logged read')
	if ((row['Private Notes'] ?? '').trim()) notes.push('Private notes were not imported')
	// A DNF-like exclusive shelf is the status 'did not finish', so it is not a tag as well; other custom ones are.
	const statusName = (tag: string) => tag in STATUS_SHELVES || (status === 'dnf' && isDnfShelf(tag))
	const tags = splitList(row['Bookshelves']).filter((tag) => !statusName(tag))
	if (shelf && !statusName(shelf) && !tags.includes(shelf)) tags.push(shelf)
	if (Number.parseInt(row['Owned Copies'] ?? '', 10) > 0) tags.push('owned')
	const goodreadsId = (row['Book Id'] ?? '').trim()
	return {
		title,
		authors: authorNames([row['Author'], row['Additional Authors']].filter(Boolean).join(', ')),
		isbn13: isbn?.isbn13 ?? null,
		isbn10: isbn?.isbn10 ?? null,
		seriesName,
		seriesNumber,
		sourceIds: /^\d+$/.test(goodreadsId) ? [{ scheme: 'goodreads', value: goodreadsId }] : [],
		status,
		reads,
		rating: reads.length > 0 ? rating.stars : null,
		review: reads.length > 0 ? review : '',
		spoilers: (row['Spoiler'] ?? '').trim().toLowerCase() === 'true',
		tags,
		addedOn,
		pageCount: Number.parseInt(row['Number of Pages'] ?? '', 10) || null,
		format: bindingFormat(row['Binding']),
		publisher: (row['Publisher'] ?? '').trim().slice(0, 200) || null,
		notes,
	}
}

/**
 * Goodreads' Binding as a format: audio of any kind (Audiobook, Audible Audio, Audio CD, cassette), e-books
 * (Kindle Edition, ebook, Nook), and every other named binding in any language (Paperback, Hardcover,
 * Gebundene Ausgabe, Capa dura) is print. Blank and 'Unknown Binding' say nothing.
 */
export function bindingFormat(binding: string | undefined): EditionFormat | null {
	const text = (binding ?? '').trim().toLowerCase()
	if (text === '' || text === 'unknown binding') return null
	if (/audio|audible|mp3|cassette/.test(text)) return 'audiobook'
	if (/kindle|e-?book|nook|kobo|digital|epub/.test(text)) return 'ebook'
	return 'print'
}

/** A custom exclusive shelf is 'did not finish' by its name, else 'read' when the row has a read, else 'want'. */
function statusOf(shelf: string, hasRead: boolean, notes: string[]): ImportRecord['status'] {
	const known = STATUS_SHELVES[shelf]
	if (known) return known
	if (isDnfShelf(shelf)) return 'dnf'
	const status = hasRead ? 'read' : 'want'
	if (!shelf) return status
	notes.push(
		`Exclusive shelf '${shelf}' is not a Dogear status: shelved as ${status === 'read' ? 'read' : 'want to read'} and kept as a tag`,
	)
	return status
}
