import { randomUUID } from 'node:crypto'
import { toHalfStars } from '../../shared/ratings.ts'
import type { Database, Visibility } from '../db/schema.ts'
import { insertEntry } from '../entries/entry-queries.ts'
import { setShelf } from '../shelves/set-shelf.ts'
import { findShelf } from '../shelves/shelf-queries.ts'
import { forgetBook } from '../books/book-cache.ts'
import { claimRow, setRowOutcome, type ImportRowData } from './import-queries.ts'
import { rowEdition } from './row-edition.ts'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * Applies one reviewed row in one transaction: its reads as entries, its shelf, its tags, and its outcome.
 * The reads keep the row's edition data (row-edition.ts): its pages, format and the edition its ISBN names.
 * The outcome is claimed first (claimRow), so a row is applied exactly once however often the job runs.
 *
 * A read already in the log (same book and day) is not added again, which is what makes re-importing a file
 * add nothing. A book already on one of the reader's shelves keeps that status unless the row adds a read:
 * Dogear's own state wins over an old export's. Imported entries are history, not news: they record no
 * activity (a 2,000-book import would fill every follower's feed) and carry their read day as createdAt, so
 * they do not crowd Popular this week either.
 */
export async function applyImportRow(
	db: Database,
	owner: { userId: string; visibility: Visibility },
	row: ImportRowData,
) {
	const addedEditionTo = await db.transaction().execute(async (trx) => {
		const skipReason = row.skip
			? 'Skipped in review'
			: row.bookId === null
				? 'No book matched'
				: row.flag
					? 'Flagged match not kept in review'
					: null
		if (skipReason || row.bookId === null) {
			await claimRow(trx, row.importId, row.position, 'skipped', skipReason ?? 'No book matched')
			return
		}
		if (!(await claimRow(trx, row.importId, row.position, 'failed', 'Not applied'))) return
		const bookId = row.bookId
		const { record } = row
		const existing = await trx
			.selectFrom('entry')
			.select('readOn')
			.where('userId', '=', owner.userId)
			.where('bookId', '=', bookId)
			.execute()
		const days = new Set(existing.map((e) => e.readOn))
		const reads = [...record.reads].sort((a, b) => a.readOn.localeCompare(b.readOn))
		const newReads = reads.some((read) => !days.has(read.readOn))
		const edition = newReads ? await rowEdition(trx, bookId, record, new Date().toISOString()) : null
		let added = 0
		for (const [i, read] of reads.entries()) {
			if (days.has(read.readOn)) continue
			const latest = i === reads.length - 1
			const at = `${read.readOn}T12:00:00.000Z`
			await insertEntry(trx, {
				id: randomUUID(),
				userId: owner.userId,
				bookId,
				readOn: read.readOn,
				startedOn: read.startedOn,
				rating: latest && record.rating !== null ? toHalfStars(record.rating) : null,
				liked: 0,
				reread: Number([...days].some((day) => day < read.readOn)),
				spoilers: Number(latest && record.spoilers),
				review: latest ? record.review : '',
				visibility: owner.visibility,
				hiddenAt: null,
				editionId: edition?.editionId ?? null,
				format: edition?.format ?? null,
				pageCount: edition?.pageCount ?? null,
				createdAt: at,
				updatedAt: at,
			})
			days.add(read.readOn)
			added++
		}
		const shelf = await findShelf(trx, owner.userId, bookId)
		const status = added > 0 ? 'read' : shelf ? null : record.status
		const shelvedAt = record.addedOn ? `${record.addedOn}T12:00:00.000Z` : new Date().toISOString()
		const shelved =
			status !== null &&
			(await setShelf(trx, {
				userId: owner.userId,
				bookId,
				status,
				visibility: shelf?.visibility ?? owner.visibility,
				at: shelvedAt,
				announce: false,
			}))
		const tagged = record.tags.length === 0 ? 0 : await addTags(trx, owner.userId, bookId, record.tags)
		const done = [
			added > 0 && `${plural(added, 'read', 'reads')} logged`,
			shelved && `shelved as ${status}`,
			tagged > 0 && plural(tagged, 'tag', 'tags'),
		].filter(Boolean)
		if (done.length === 0)
			await setRowOutcome(trx, row.importId, row.position, 'skipped', 'Already in your log: nothing new')
		else await setRowOutcome(trx, row.importId, row.position, 'imported', done.join(', '))
		return edition?.added ? bookId : null
	})
	if (addedEditionTo) forgetBook(addedEditionTo)
}

async function addTags(trx: Database, userId: string, bookId: string, tags: string[]) {
	const rows = await trx
		.insertInto('readerTag')
		.values([...new Set(tags.map((tag) => tag.slice(0, 100)))].map((tag) => ({ userId, bookId, tag })))
		.onConflict((oc) => oc.doNothing())
		.returning('tag')
		.execute()
	return rows.length
}

/** Marks a row failed outside any transaction: its own transaction rolled back, so nothing of it was written. */
export function failImportRow(db: Database, row: ImportRowData, error: unknown) {
	const message = error instanceof Error ? error.message : String(error)
	return claimRow(db, row.importId, row.position, 'failed', `Could not be imported: ${message.slice(0, 200)}`)
}
