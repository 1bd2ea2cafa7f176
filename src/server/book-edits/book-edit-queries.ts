import type { BookEditTable } from '../db/catalogue-schema.ts'
import type { Database } from '../db/schema.ts'

const EDIT_COLUMNS = ['id', 'bookId', 'userId', 'editorRole', 'changes', 'revertOf', 'createdAt'] as const

export function insertBookEdit(db: Database, edit: BookEditTable) {
	return db.insertInto('bookEdit').values(edit).execute()
}

// An edit's columns and the edit that reverted it (if any), for the history and for one edit alike.
const selectEdits = (db: Database, bookId: string) =>
	db
		.selectFrom('bookEdit')
		.select(EDIT_COLUMNS)
		.select((eb) =>
			eb
				.selectFrom('bookEdit as undo')
				.select('undo.id')
				.whereRef('undo.revertOf', '=', 'bookEdit.id')
				.as('revertedBy'),
		)
		.where('bookId', '=', bookId)

/** A book's edits, newest first, with the edit that reverted each (if any). */
export function findBookEdits(db: Database, bookId: string, limit: number) {
	return selectEdits(db, bookId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute()
}

export function findBookEdit(db: Database, bookId: string, editId: string) {
	return selectEdits(db, bookId).where('id', '=', editId).executeTakeFirst()
}

export type BookEditRow = NonNullable<Awaited<ReturnType<typeof findBookEdit>>>

/** Who added the book (the fact its rights depend on) and its date; undefined for no such book. */
export function findBookFacts(db: Database, bookId: string) {
	return db.selectFrom('book').select(['id', 'addedBy', 'publishedDate']).where('id', '=', bookId).executeTakeFirst()
}

export async function findLatestEditTime(db: Database, bookId: string) {
	const row = await db
		.selectFrom('bookEdit')
		.select('createdAt')
		.where('bookId', '=', bookId)
		.orderBy('createdAt', 'desc')
		.limit(1)
		.executeTakeFirst()
	return row?.createdAt
}
