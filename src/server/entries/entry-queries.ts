import type { Insertable, Selectable, Updateable } from 'kysely'
import type { Database, EntryTable } from '../db/schema.ts'
import { ENTRY_VIEW_COLUMNS, type EntryRow } from './entry-views.ts'

/** The entry table's own columns, as edit compares them. */
export const ENTRY_COLUMNS = [
	'id',
	'userId',
	'bookId',
	'readOn',
	'startedOn',
	'rating',
	'liked',
	'reread',
	'spoilers',
	'review',
	'visibility',
	'hiddenAt',
	'editionId',
	'format',
	'pageCount',
	'audioMinutes',
	'createdAt',
	'updatedAt',
] as const satisfies (keyof EntryTable)[]

export type StoredEntry = Selectable<EntryTable>

/** Entries joined with their readers, ready for entryViews. */
export function selectEntryViews(db: Database) {
	return db.selectFrom('entry').innerJoin('user', 'user.id', 'entry.userId').select(ENTRY_VIEW_COLUMNS)
}

export async function findEntryView(db: Database, id: string): Promise<EntryRow | undefined> {
	return selectEntryViews(db).where('entry.id', '=', id).executeTakeFirst()
}

export async function findEntry(db: Database, id: string): Promise<StoredEntry | undefined> {
	return db.selectFrom('entry').select(ENTRY_COLUMNS).where('id', '=', id).executeTakeFirst()
}

export async function bookExists(db: Database, bookId: string) {
	return (await db.selectFrom('book').select('id').where('id', '=', bookId).executeTakeFirst()) !== undefined
}

export async function insertEntry(db: Database, entry: Insertable<EntryTable>) {
	await db.insertInto('entry').values(entry).execute()
}

/** Whether the entry was still there to change (a concurrent delete may have won). */
export async function updateEntry(db: Database, id: string, fields: Updateable<EntryTable>) {
	const result = await db.updateTable('entry').set(fields).where('id', '=', id).executeTakeFirst()
	return result.numUpdatedRows > 0n
}

/** Whether the entry was still there to delete. */
export async function deleteEntryRow(db: Database, id: string) {
	const result = await db.deleteFrom('entry').where('id', '=', id).executeTakeFirst()
	return result.numDeletedRows > 0n
}

/** The activities about an entry follow its visibility, so changing who sees the entry changes who sees them. */
export async function setEntryActivitiesVisibility(
	db: Database,
	entryId: string,
	visibility: EntryTable['visibility'],
) {
	await db.updateTable('activity').set({ visibility }).where('entryId', '=', entryId).execute()
}
