import type { BookSearchResponse } from '../../../shared/schemas/books.ts'

/**
 * What an empty first page says: on a server that cannot reach the book services (a fresh install offline), the
 * reader learns that the search could only look at this server's own catalogue.
 */
export function nothingFound(notes: BookSearchResponse['serviceNotes']) {
	const names = (reason: 'failed' | 'not-asked') =>
		notes
			.filter((note) => note.reason === reason)
			.map((note) => note.service)
			.join(' and ')
	const failed = names('failed')
	if (failed)
		return `Nothing in this server’s catalogue matches, and ${failed} cannot be reached from this server right now.`
	const notAsked = names('not-asked')
	if (notAsked) return `Nothing in this server’s catalogue matches, and ${notAsked} were not asked this time.`
	return 'Nothing in this server’s catalogue matches, and Open Library and Google Books found nothing either.'
}
