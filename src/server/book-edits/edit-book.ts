import { randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import { type EditedField, FieldChange, type FieldValue } from '../../shared/schemas/book-edits.ts'
import { forgetBook } from '../books/book-cache.ts'
import { findBook, findBookAuthors } from '../books/book-queries.ts'
import { indexBook } from '../books/book-search.ts'
import { upsertAuthor } from '../books/upsert-author.ts'
import type { Database } from '../db/schema.ts'
import { findLatestEditTime, insertBookEdit } from './book-edit-queries.ts'

/** The values an edit sets, by the history's field names. */
export type FieldValues = Partial<Record<EditedField, FieldValue>>
export type Editor = { id: string; role: 'adder' | 'admin' }

/** The book's own column behind each field (authors live in bookAuthor). */
const COLUMNS = {
	title: 'title',
	subtitle: 'subtitle',
	description: 'description',
	pageCount: 'pageCount',
	publishedDate: 'publishedDate',
	language: 'language',
	seriesName: 'seriesName',
	seriesNumber: 'seriesNumber',
	cover: 'coverSourceUrl',
} as const

/**
 * Sets the book's fields to `values` in one transaction, recording the fields that differ as one edit (who,
 * when, each field before and after) and writing the book's search document anew, so a renamed book is found
 * by its new title at once. Answers the edit's id, or null when nothing differed (and nothing was written).
 * The book must exist.
 */
export async function editBook(
	db: Database,
	{
		bookId,
		editor,
		values,
		revertOf = null,
	}: { bookId: string; editor: Editor; values: FieldValues; revertOf?: string | null },
): Promise<string | null> {
	const editId = await db.transaction().execute(async (trx) => {
		const book = await findBook(trx, bookId)
		if (!book) throw new Error(`editBook: no book ${bookId}`)
		const now = await editTime(trx, bookId)
		const authors = (await findBookAuthors(trx, [bookId])).map((a) => a.name)
		const current: Record<EditedField, FieldValue> = {
			...Object.fromEntries(Object.entries(COLUMNS).map(([field, column]) => [field, book[column]])),
			authors,
		} as Record<EditedField, FieldValue>
		const changes: FieldChange[] = Object.entries(values).flatMap(([field, after]) =>
			after === undefined || isDeepStrictEqual(current[field as EditedField], after)
				? []
				: [{ field: field as EditedField, before: current[field as EditedField], after }],
		)
		if (changes.length === 0) return null
		const columns = Object.fromEntries(
			changes.flatMap((c) => (c.field === 'authors' ? [] : [[COLUMNS[c.field], c.after]])),
		)
		// Edited by a reader, a description is no longer the source's words ('Description from Open Library').
		const source = 'description' in columns ? { descriptionSource: null } : {}
		await trx
			.updateTable('book')
			.set({ ...columns, ...source, updatedAt: now })
			.where('id', '=', bookId)
			.execute()
		const newAuthors = changes.find((c) => c.field === 'authors')?.after
		if (Array.isArray(newAuthors)) await replaceAuthors(trx, bookId, newAuthors, now)
		const id = randomUUID()
		await insertBookEdit(trx, {
			id,
			bookId,
			userId: editor.id,
			editorRole: editor.role,
			changes: JSON.stringify(changes),
			revertOf,
			createdAt: now,
		})
		await indexBook(trx, bookId)
		return id
	})
	forgetBook(bookId)
	return editId
}

/** Now, or just after the book's latest edit: the history's order is its edits' times, never a tie. */
async function editTime(trx: Database, bookId: string) {
	const now = new Date()
	const latest = await findLatestEditTime(trx, bookId)
	return latest && latest >= now.toISOString() ? new Date(Date.parse(latest) + 1).toISOString() : now.toISOString()
}

/** What an edit's fields were before it (its changes as stored), for its revert. */
export function valuesBefore(changes: string): FieldValues {
	return Object.fromEntries(
		FieldChange.array()
			.parse(JSON.parse(changes))
			.map((c) => [c.field, c.before]),
	)
}

async function replaceAuthors(trx: Database, bookId: string, names: string[], now: string) {
	const ids: string[] = []
	for (const name of names) {
		const { id } = await upsertAuthor(trx, { name }, now)
		if (!ids.includes(id)) ids.push(id)
	}
	await trx.deleteFrom('bookAuthor').where('bookId', '=', bookId).execute()
	await trx
		.insertInto('bookAuthor')
		.values(ids.map((authorId, position) => ({ bookId, authorId, position })))
		.execute()
}
