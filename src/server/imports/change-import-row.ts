import { ImportMessages, type ImportRowChange } from '../../shared/schemas/imports.ts'
import { bookExists } from '../entries/entry-queries.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { createBooksFromRows } from './books-from-rows.ts'
import { setRowMatch, setRowSkip, type ImportRowData } from './import-queries.ts'

/**
 * The reader's decision on one row during review: another book (found by searching) or the flagged one kept,
 * skip it, take it back, or create a catalogue book from the row's own data (books-from-rows.ts).
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
	if (!row.record.title)
		throw new ApiError(400, 'validation_failed', ImportMessages.noTitle, { action: ImportMessages.noTitle })
	return createBooksFromRows(db, [row])
}
