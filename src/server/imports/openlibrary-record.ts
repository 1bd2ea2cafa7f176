import type { ImportRecord } from '../../shared/schemas/imports.ts'

type Row = Record<string, string | undefined>

const SHELVES: Record<string, ImportRecord['status']> = {
	'want to read': 'want',
	'currently reading': 'reading',
	'already read': 'read',
}

/**
 * One row of an Open Library reading-log export: a work, maybe an edition, and a shelf, nothing else. The
 * book is found by those ids; the log has no dates, so an 'Already Read' book is shelved as read without a read.
 */
export function openLibraryRecord(row: Row): ImportRecord {
	const notes: string[] = []
	const work = (row['Work Id'] ?? '').trim()
	const edition = (row['Edition Id'] ?? '').trim()
	const shelf = (row['Bookshelf'] ?? '').trim().toLowerCase()
	const status = SHELVES[shelf] ?? 'want'
	if (!SHELVES[shelf])
		notes.push(`Bookshelf '${row['Bookshelf'] ?? ''}' is not an Open Library shelf: shelved as want to read`)
	if (status === 'read') notes.push("Open Library's reading log has no dates: shelved as read, no read logged")
	return {
		title: '',
		authors: [],
		isbn13: null,
		isbn10: null,
		seriesName: null,
		seriesNumber: null,
		sourceIds: [
			...(/^OL\d+W$/.test(work) ? [{ scheme: 'olWork' as const, value: work }] : []),
			...(/^OL\d+M$/.test(edition) ? [{ scheme: 'olEdition' as const, value: edition }] : []),
		],
		status,
		reads: [],
		rating: null,
		review: '',
		spoilers: false,
		tags: [],
		addedOn: null,
		pageCount: null,
		notes,
	}
}
