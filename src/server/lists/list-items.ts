import type { Database } from '../db/schema.ts'
import { bookExists } from '../entries/entry-queries.ts'
import { ApiError, notFound } from '../http/errors.ts'
import { ListMessages } from '../../shared/schemas/lists.ts'
import {
	countItems,
	deleteItem,
	findList,
	hasItem,
	insertItem,
	itemBookIds,
	setItemPosition,
	touchList,
	updateItemNote,
} from './list-queries.ts'
import { addProblem, isSameBooks } from './list-policy.ts'

// Each write starts with touchList: it moves the list's updatedAt and, on PostgreSQL, locks the list's row for
// the transaction, so the count, the duplicate check and the dense positions hold against concurrent writes.

const bookNotFound = () =>
	new ApiError(404, 'not_found', ListMessages.bookNotFound, { bookId: ListMessages.bookNotFound })
const itemNotFound = () =>
	new ApiError(404, 'not_found', 'That book is not on this list', { bookId: 'That book is not on this list' })

/** Puts the book at the end of the list with its note: 409 when it is there already or the list is full. */
export async function addItem(db: Database, listId: string, item: { bookId: string; note: string }) {
	await db.transaction().execute(async (trx) => {
		const at = new Date().toISOString()
		if (!(await touchList(trx, listId, at))) throw notFound('List')
		if (!(await bookExists(trx, item.bookId))) throw bookNotFound()
		if (await hasItem(trx, listId, item.bookId))
			throw new ApiError(409, 'already_on_list', ListMessages.duplicate, { bookId: ListMessages.duplicate })
		const list = await findList(trx, listId)
		const count = await countItems(trx, listId)
		const full = list && addProblem(count, list.maxItems)
		if (full) throw new ApiError(409, 'list_full', full, { bookId: full })
		await insertItem(trx, { listId, bookId: item.bookId, position: count + 1, note: item.note, addedAt: at })
	})
}

export async function setItemNote(db: Database, listId: string, bookId: string, note: string) {
	await db.transaction().execute(async (trx) => {
		if (!(await touchList(trx, listId, new Date().toISOString()))) throw notFound('List')
		if (!(await updateItemNote(trx, listId, bookId, note))) throw itemNotFound()
	})
}

export async function removeItem(db: Database, listId: string, bookId: string) {
	await db.transaction().execute(async (trx) => {
		if (!(await touchList(trx, listId, new Date().toISOString()))) throw notFound('List')
		if (!(await deleteItem(trx, listId, bookId))) throw itemNotFound()
	})
}

/** Puts the books in the order given (every book on the list, once each), in one transaction. */
export async function reorderItems(db: Database, listId: string, bookIds: string[]) {
	await db.transaction().execute(async (trx) => {
		if (!(await touchList(trx, listId, new Date().toISOString()))) throw notFound('List')
		const current = await itemBookIds(trx, listId)
		if (!isSameBooks(current, bookIds))
			throw new ApiError(409, 'order_stale', ListMessages.orderStale, { bookIds: ListMessages.orderStale })
		for (const [index, bookId] of bookIds.entries()) {
			if (current[index] !== bookId) await setItemPosition(trx, listId, bookId, index + 1)
		}
	})
}
