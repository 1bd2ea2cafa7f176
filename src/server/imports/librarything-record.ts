import { parseIsbn } from '../../shared/isbn.ts'
import type { ImportRead, ImportRecord } from '../../shared/schemas/imports.ts'
import { splitSeriesFromTitle } from '../books/series-title.ts'
import { bindingFormat } from './goodreads-record.ts'
import { htmlToText, importRating, invertedName, isoDay, pages, splitList } from './import-values.ts'

type Row = Record<string, string | undefined>

// LibraryThing's own collections that say where a book stands; others are the reader's, kept as tags.
const COLLECTIONS: Record<string, ImportRecord['status']> = {
	'currently reading': 'reading',
	'to read': 'want',
	wishlist: 'want',
	'read but unowned': 'read',
}

/**
 * One row of a LibraryThing export (tab-separated, 'Export all books' › TSV). Authors are 'surname, given names';
 * dates are '[2007-05-08]'; 'ISBNs' lists every ISBN of the edition. A book with a Date Read is read (its Date
 * Started the read's start); otherwise its collections say: 'Currently reading', 'To read' and 'Wishlist' are
 * those shelves, 'Read but unowned' is read, and a book only in 'Your library' is owned and wanted.
 */
export function libraryThingRecord(row: Row): ImportRecord {
	const notes: string[] = []
	const { title, seriesName, seriesNumber } = splitSeriesFromTitle(row['Title'] ?? '')
	const isbn = [row['ISBN'], ...(row['ISBNs'] ?? '').split(',')]
		.map((raw) => parseIsbn((raw ?? '').replace(/[[\]]/g, '')))
		.find(Boolean)
	const collections = splitList(row['Collections'])
	const readOn = isoDay(row['Date Read'])
	const addedOn = isoDay(row['Entry Date']) ?? isoDay(row['Acquired'])
	const listed = collections.map((name) => COLLECTIONS[name.toLowerCase()]).find(Boolean)
	const status = readOn ? 'read' : (listed ?? 'want')
	const reads: ImportRead[] = []
	if (readOn) reads.push({ readOn, startedOn: startBefore(isoDay(row['Date Started']), readOn) })
	if (status === 'read' && !readOn) notes.push('No Date Read: shelved as read, no read logged')
	const rating = importRating(row['Rating'])
	const review = htmlToText(row['Review'] ?? '')
	if (reads.length === 0 && (rating.stars !== null || review))
		notes.push('Rating and review not kept: Dogear keeps them with a logged read')
	if ((row['Private Comment'] ?? '').trim()) notes.push('Private comment was not imported')
	const tags = splitList(row['Tags'])
	for (const name of collections) {
		if (name.toLowerCase() === 'your library') tags.push('owned')
		else if (!COLLECTIONS[name.toLowerCase()] && !tags.includes(name)) tags.push(name)
	}
	return {
		title,
		authors: [row['Primary Author'], row['Secondary Author']]
			.filter((name) => name?.trim())
			.map((n) => invertedName(n!)),
		isbn13: isbn?.isbn13 ?? null,
		isbn10: isbn?.isbn10 ?? null,
		seriesName,
		seriesNumber,
		sourceIds: [],
		status,
		reads,
		rating: reads.length > 0 ? rating.stars : null,
		review: reads.length > 0 ? review : '',
		spoilers: false,
		tags,
		addedOn,
		pageCount: pages(row['Page Count']),
		// 'Gallimard (1979), Poche': the publisher before its year; 'Broché', 'Paperback', 'Kindle Edition' name the format.
		format: bindingFormat(row['Media']),
		publisher:
			(row['Publication'] ?? '')
				.split(/\s*[(,]/)[0]!
				.trim()
				.slice(0, 200) || null,
		notes,
	}
}

/** A start after the read's end is a typo in the source: the read keeps no start. */
export function startBefore(start: string | null, end: string): string | null {
	return start && start <= end ? start : null
}
