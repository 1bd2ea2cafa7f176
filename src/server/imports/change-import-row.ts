import { ImportMessages, type ImportRowChange } from '../../shared/schemas/imports.ts'
import { bookExists } from '../entries/entry-queries.ts'
import { upsertBook } from '../books/upsert-book.ts'
import type { IdentifierScheme } from '../db/catalogue-schema.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { setRowMatch, setRowSkip, type ImportRowData } from './import-queries.ts'

/**
 * The reader's decision on one row during review: another book (found by searching), skip it, take it back,
 * or create a catalogue book from the row's own title, authors, ISBN and series when nothing matched.
 */
export async function changeImportRow(db: Database, row: ImportRowData, change: ImportRowChange) {
	const { importId, position } = row
	if (change.action === 'skip' || change.action === 'include')
		return setRowSkip(db, importId, position, change.action === 'skip')
	if (change.action === 'choose') {
		if (!(await bookExists(db, change.bookId)))
			throw new ApiError(404, 'not_found', 'Book not found', { bookId: 'Book not found' })
		await setRowMatch(db, importId, position, { bookId: change.bookId, method: 'chosen', confidence: 1 })
		return setRowSkip(db, importId, position, false)
	}
	const { record } = row
	if (!record.title)
		throw new ApiError(400, 'validation_failed', ImportMessages.noTitle, { action: ImportMessages.noTitle })
	const identifiers: { scheme: IdentifierScheme; value: string }[] = [
		...(record.isbn13 ? [{ scheme: 'isbn13' as const, value: record.isbn13 }] : []),
		...(record.isbn10 ? [{ scheme: 'isbn10' as const, value: record.isbn10 }] : []),
		...record.sourceIds,
	]
	const { bookId } = await upsertBook(db, {
		title: record.title,
		identifiers,
		authors: record.authors.map((name) => ({ name })),
		subjects: [],
		seriesName: record.seriesName,
		seriesNumber: record.seriesNumber,
		pageCount: record.pageCount,
	})
	await setRowMatch(db, importId, position, { bookId, method: 'created', confidence: 1 })
	return setRowSkip(db, importId, position, false)
}
