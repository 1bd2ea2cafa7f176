import type { z } from 'zod'
import { toHalfStars } from '../../shared/ratings.ts'
import { AdminMessages } from '../../shared/schemas/admin.ts'
import { EntryMessages, type EntryPatch } from '../../shared/schemas/entries.ts'
import { recordActivity } from '../activity/record-activity.ts'
import type { Database } from '../db/schema.ts'
import { ApiError, notFound } from '../http/errors.ts'
import { entriesChanged } from '../popular/popular-freshness.ts'
import { setEntryActivitiesVisibility, updateEntry, type StoredEntry } from './entry-queries.ts'
import { readEdition } from './read-edition.ts'

type Patch = z.output<typeof EntryPatch>
type Editable = Omit<StoredEntry, 'id' | 'userId' | 'bookId' | 'createdAt' | 'updatedAt'>

/** The patch in the form the entry table stores it: half-stars, 0/1 flags. */
function storedForm(patch: Patch): Partial<Editable> {
	const stored: Partial<Editable> = {}
	if (patch.readOn !== undefined) stored.readOn = patch.readOn
	if (patch.startedOn !== undefined) stored.startedOn = patch.startedOn
	if (patch.rating !== undefined) stored.rating = patch.rating === null ? null : toHalfStars(patch.rating)
	if (patch.liked !== undefined) stored.liked = Number(patch.liked)
	if (patch.reread !== undefined) stored.reread = Number(patch.reread)
	if (patch.spoilers !== undefined) stored.spoilers = Number(patch.spoilers)
	if (patch.review !== undefined) stored.review = patch.review
	if (patch.visibility !== undefined) stored.visibility = patch.visibility
	if (patch.editionId !== undefined) stored.editionId = patch.editionId
	if (patch.format !== undefined) stored.format = patch.format
	if (patch.pageCount !== undefined) stored.pageCount = patch.pageCount
	if (patch.audioMinutes !== undefined) stored.audioMinutes = patch.audioMinutes
	return stored
}

/** Only the fields whose value differs from the stored row: an edit form sends them all back. */
function changedFields(entry: StoredEntry, patch: Patch): Partial<Editable> {
	return Object.fromEntries(
		Object.entries(storedForm(patch)).filter(([name, value]) => entry[name as keyof Editable] !== value),
	)
}

/**
 * A change's time, strictly after the previous one even within the same millisecond, so that a changed entry
 * always shows a new updatedAt and 'Your reviews' orders edits as they happened.
 */
function changeTime(previous: string): string {
	return new Date(Math.max(Date.now(), Date.parse(previous) + 1)).toISOString()
}

/**
 * Edits the viewer's own entry (the caller has checked it is theirs). Writes only the fields that differ and,
 * when any did, updatedAt and an 'updated' activity naming them, in one transaction; the entry's activities
 * follow a change of visibility. Nothing changes, not even updatedAt, when the patch matches the entry.
 * The start day is checked against the read day the entry will have, since a patch may send only one of them.
 * A hidden entry's visibility cannot change (409).
 */
export async function editEntry(db: Database, entry: StoredEntry, patch: Patch): Promise<void> {
	const changes = changedFields(entry, patch)
	const names = Object.keys(changes)
	if (names.length === 0) return
	// An entry an administrator hid stays private: its owner may edit everything else.
	if (entry.hiddenAt !== null && changes.visibility !== undefined) {
		throw new ApiError(409, 'entry_hidden', AdminMessages.hiddenVisibility, {
			visibility: AdminMessages.hiddenVisibility,
		})
	}
	const merged = { ...entry, ...changes }
	if (merged.startedOn !== null && merged.startedOn > merged.readOn) {
		throw new ApiError(400, 'validation_failed', EntryMessages.startedAfterRead, {
			startedOn: EntryMessages.startedAfterRead,
		})
	}
	if (changes.editionId)
		Object.assign(changes, await readEdition(db, entry.bookId, { editionId: changes.editionId, format: merged.format }))
	const at = changeTime(entry.updatedAt)
	await db.transaction().execute(async (trx) => {
		if (!(await updateEntry(trx, entry.id, { ...changes, updatedAt: at }))) throw notFound('Entry')
		if (changes.visibility) await setEntryActivitiesVisibility(trx, entry.id, changes.visibility)
		await recordActivity(trx, {
			userId: entry.userId,
			kind: 'updated',
			bookId: entry.bookId,
			entryId: entry.id,
			details: { fields: names },
			visibility: merged.visibility,
			at,
		})
	})
	entriesChanged(entry.userId)
}
