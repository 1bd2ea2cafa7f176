import { sql, type Selectable, type Updateable } from 'kysely'
import type { Database, ListTable } from '../db/schema.ts'
import { foldText } from '../books/search-text.ts'

export type StoredList = Omit<Selectable<ListTable>, 'searchText'>
export type NewList = Omit<Selectable<ListTable>, 'searchText' | 'hiddenAt'>

const LIST_COLUMNS = [
	'id',
	'userId',
	'name',
	'description',
	'ranked',
	'visibility',
	'maxItems',
	'hiddenAt',
	'createdAt',
	'updatedAt',
] as const

/** What list search matches: the name and description, folded as the query is (foldText). */
export const searchTextOf = (list: { name: string; description: string }) =>
	foldText(`${list.name}\n${list.description}`)

export async function findList(db: Database, id: string): Promise<StoredList | undefined> {
	return db.selectFrom('list').select(LIST_COLUMNS).where('id', '=', id).executeTakeFirst()
}

export async function insertList(db: Database, list: NewList) {
	await db
		.insertInto('list')
		.values({ ...list, searchText: searchTextOf(list) })
		.execute()
}

/**
 * Sets the list's fields and moves its updatedAt. Every write to a list or its books calls this first in its
 * transaction: on PostgreSQL the update locks the list's row, so two writes to one list (two adds racing for
 * the last place, a reorder and a remove) run one after the other and positions stay dense. False when the
 * list is gone.
 */
export async function touchList(db: Database, id: string, at: string, fields: Updateable<ListTable> = {}) {
	const result = await db
		.updateTable('list')
		.set({ ...fields, updatedAt: at })
		.where('id', '=', id)
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}

export async function deleteListRow(db: Database, id: string) {
	await db.deleteFrom('list').where('id', '=', id).execute()
}

/** The 'list_created' activity shows to whoever may see the list. */
export async function setListActivityVisibility(db: Database, listId: string, visibility: ListTable['visibility']) {
	await db.updateTable('activity').set({ visibility }).where('listId', '=', listId).execute()
}

export async function countItems(db: Database, listId: string) {
	const row = await db
		.selectFrom('listItem')
		.select((eb) => eb.fn.countAll<number | string>().as('n'))
		.where('listId', '=', listId)
		.executeTakeFirstOrThrow()
	return Number(row.n)
}

export async function itemBookIds(db: Database, listId: string) {
	const rows = await db
		.selectFrom('listItem')
		.select('bookId')
		.where('listId', '=', listId)
		.orderBy('position')
		.execute()
	return rows.map((row) => row.bookId)
}

export async function hasItem(db: Database, listId: string, bookId: string) {
	return (
		(await db
			.selectFrom('listItem')
			.select('bookId')
			.where('listId', '=', listId)
			.where('bookId', '=', bookId)
			.executeTakeFirst()) !== undefined
	)
}

export async function insertItem(
	db: Database,
	item: { listId: string; bookId: string; position: number; note: string; addedAt: string },
) {
	await db.insertInto('listItem').values(item).execute()
}

export async function updateItemNote(db: Database, listId: string, bookId: string, note: string) {
	const result = await db
		.updateTable('listItem')
		.set({ note })
		.where('listId', '=', listId)
		.where('bookId', '=', bookId)
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}

/** Removes the book and moves the books after it up one, so positions stay 1…n. False when it was not there. */
export async function deleteItem(db: Database, listId: string, bookId: string) {
	const row = await db
		.deleteFrom('listItem')
		.where('listId', '=', listId)
		.where('bookId', '=', bookId)
		.returning('position')
		.executeTakeFirst()
	if (!row) return false
	await db
		.updateTable('listItem')
		.set({ position: sql`"position" - 1` })
		.where('listId', '=', listId)
		.where('position', '>', row.position)
		.execute()
	return true
}

export async function setItemPosition(db: Database, listId: string, bookId: string, position: number) {
	await db.updateTable('listItem').set({ position }).where('listId', '=', listId).where('bookId', '=', bookId).execute()
}

export async function listItemRows(db: Database, listId: string) {
	return db
		.selectFrom('listItem')
		.select(['bookId', 'position', 'note', 'addedAt'])
		.where('listId', '=', listId)
		.orderBy('position')
		.execute()
}

/** How many readers like the list, and whether the viewer is one of them. */
export async function likeSummary(db: Database, listId: string, viewerId: string | null) {
	const row = await db
		.selectFrom('listLike')
		.select((eb) => [
			eb.fn.countAll<number | string>().as('n'),
			eb.fn
				.sum<number | string | null>(
					eb
						.case()
						.when('userId', '=', viewerId ?? '')
						.then(1)
						.else(0)
						.end(),
				)
				.as('mine'),
		])
		.where('listId', '=', listId)
		.executeTakeFirstOrThrow()
	return { likeCount: Number(row.n), likedByViewer: Number(row.mine ?? 0) > 0 }
}

/** Whether a like was added (false when the reader already liked the list). */
export async function insertListLike(db: Database, listId: string, userId: string, at: string) {
	const result = await db
		.insertInto('listLike')
		.values({ userId, listId, createdAt: at })
		.onConflict((oc) => oc.columns(['listId', 'userId']).doNothing())
		.executeTakeFirst()
	return (result.numInsertedOrUpdatedRows ?? 0n) > 0n
}

/** Takes a like back with the owner's notification of it; false when there was none. */
export async function deleteListLike(db: Database, listId: string, userId: string) {
	const result = await db
		.deleteFrom('listLike')
		.where('listId', '=', listId)
		.where('userId', '=', userId)
		.executeTakeFirst()
	if (result.numDeletedRows === 0n) return false
	await db
		.deleteFrom('notification')
		.where('actorId', '=', userId)
		.where('kind', '=', 'list_liked')
		.where('listId', '=', listId)
		.execute()
	return true
}
