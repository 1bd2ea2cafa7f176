import type { EditionFormat } from '../../shared/schemas/editions.ts'
import { EntryMessages } from '../../shared/schemas/entries.ts'
import { findEditionOfBook } from '../books/edition-queries.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'

/**
 * The edition and format a read records: the edition must be one of the book's (400 naming editionId, as for
 * any bad field), and a read that names an edition but no format takes the edition's.
 */
export async function readEdition(
	db: Database,
	bookId: string,
	given: { editionId: string | null; format: EditionFormat | null },
): Promise<{ editionId: string | null; format: EditionFormat | null }> {
	if (given.editionId === null) return given
	const edition = await findEditionOfBook(db, bookId, given.editionId)
	if (!edition)
		throw new ApiError(400, 'validation_failed', EntryMessages.editionNotOfBook, {
			editionId: EntryMessages.editionNotOfBook,
		})
	return { editionId: edition.id, format: given.format ?? edition.format }
}
