import { type BookEditView, type BookHistoryResponse, FieldChange } from '../../shared/schemas/book-edits.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database } from '../db/schema.ts'
import { canEditBook, canRevertEdit, type Corrector, editorLabel } from './book-edit-policy.ts'
import { type BookEditRow, findBookEdit, findBookEdits } from './book-edit-queries.ts'

/** A long-lived book's history is shown from its newest edits; older ones stay in the table. */
const HISTORY_MAX = 200

/** One edit as the history shows it to this viewer. */
export function editView(viewer: Corrector, book: { addedBy: string | null }, row: BookEditRow): BookEditView {
	return {
		id: row.id,
		editor: editorLabel(viewer, row),
		// Written by editBook from the same schema.
		changes: FieldChange.array().parse(JSON.parse(row.changes)),
		revertOf: row.revertOf,
		revertedBy: row.revertedBy ?? null,
		createdAt: row.createdAt,
		can: { revert: canRevertEdit(viewer, book, { revertedBy: row.revertedBy ?? null }) },
	}
}

export async function loadEditView(
	db: Database,
	viewer: Corrector,
	book: { id: string; addedBy: string | null },
	editId: string,
) {
	const row = await findBookEdit(db, book.id, editId)
	return row ? editView(viewer, book, row) : null
}

/** The book's edits, newest first, and what the viewer may do with them; undefined for no such book. */
export async function bookHistory(
	db: Database,
	viewer: Corrector,
	book: { id: string; addedBy: string | null },
): Promise<BookHistoryResponse | undefined> {
	const [summary] = await bookSummaries(db, [book.id])
	if (!summary) return undefined
	const rows = await findBookEdits(db, book.id, HISTORY_MAX)
	return {
		book: summary,
		addedByReader: book.addedBy !== null,
		edits: rows.map((row) => editView(viewer, book, row)),
		can: { edit: canEditBook(viewer, book) },
	}
}
