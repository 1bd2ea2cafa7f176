import { randomUUID } from 'node:crypto'
import type { Insertable } from 'kysely'
import type { ImportRead } from '../../shared/schemas/imports.ts'
import { toHalfStars } from '../../shared/ratings.ts'
import type { Database, EntryTable, ShelfStatus, Visibility } from '../db/schema.ts'
import { forgetBook } from '../books/book-cache.ts'
import { claimRows, type ImportRowData, type RowOutcome, setRowOutcomes } from './import-queries.ts'
import { rowEditions } from './row-edition.ts'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
type Owner = { userId: string; visibility: Visibility }
type Shelf = { status: ShelfStatus; visibility: Visibility }
type BookRow = ImportRowData & { bookId: string }
/** What applying a row writes, worked out before anything is written. */
type Plan = {
	row: BookRow
	reads: { read: ImportRead; latest: boolean; reread: boolean }[]
	/** The row's status for the book, when it changes the book's shelf, and since when. */
	shelving: (Shelf & { at: string }) | null
	/** The row's tags that no earlier row of the batch gave the book. */
	tags: string[]
}
// SQLite allows 32,766 bound values per statement: 18 entry columns × 500 rows stay well under it.
const CHUNK = 500
const chunks = <T>(items: T[]) =>
	Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK))

/**
 * Applies reviewed rows of one import in one transaction: their reads as entries, their shelves, their tags and
 * their outcomes, a few statements for the whole batch (on PostgreSQL each statement is a round trip, and a
 * transaction a row took 102 s for a 2,638-row export). The rows are claimed first (claimRows), so a row is
 * applied exactly once however often the job runs; the batch is written whole or not at all, so no row is ever
 * half-written (the job applies a batch that failed again one row at a time: import-job.ts).
 * The reads keep the row's edition data (row-edition.ts): its pages, format and the edition its ISBN names.
 *
 * The rows are worked out in file order, as if applied one by one: a read already in the log (same book and day,
 * or an earlier row's) is not added again, which is what makes re-importing a file add nothing. A book already
 * on one of the reader's shelves keeps that status unless the row adds a read: Dogear's own state wins over an
 * old export's. Imported entries are history, not news: they record no activity (a 2,000-book import would fill
 * every follower's feed) and carry their read day as createdAt, so they do not crowd Popular this week either.
 */
export async function applyImportRows(db: Database, owner: Owner, rows: ImportRowData[]) {
	const editionsAddedTo = await db.transaction().execute((trx) => applyIn(trx, owner, rows))
	for (const bookId of editionsAddedTo) forgetBook(bookId)
}

async function applyIn(trx: Database, owner: Owner, batch: ImportRowData[]) {
	if (batch.length === 0) return []
	const importId = batch[0]!.importId
	const claimed = new Set(
		await claimRows(
			trx,
			importId,
			batch.map((row) => row.position),
		),
	)
	const outcomes = new Map<number, RowOutcome>()
	const applied: BookRow[] = []
	for (const row of batch.filter((r) => claimed.has(r.position))) {
		const skipReason = row.skip
			? 'Skipped in review'
			: row.bookId === null
				? 'No book matched'
				: row.flag
					? 'Flagged match not kept in review'
					: null
		if (skipReason || row.bookId === null)
			outcomes.set(row.position, { outcome: 'skipped', reason: skipReason ?? 'No book matched' })
		else applied.push({ ...row, bookId: row.bookId })
	}
	const bookIds = [...new Set(applied.map((row) => row.bookId))]
	const [days, shelves] = await Promise.all([
		readDays(trx, owner.userId, bookIds),
		shelvesOf(trx, owner.userId, bookIds),
	])
	const tagged = new Set<string>()
	const plans = applied.map((row) => planRow(row, owner, days, shelves, tagged))

	const reading = plans.filter((plan) => plan.reads.length > 0)
	const editions = await rowEditions(
		trx,
		reading.map((plan) => plan.row),
		new Date().toISOString(),
	)
	const entries = reading.flatMap((plan, i) => entriesOf(plan, owner, editions[i]!))
	for (const chunk of chunks(entries)) await trx.insertInto('entry').values(chunk).execute()
	await writeShelves(trx, owner.userId, plans)
	const added = await addTags(trx, owner.userId, plans)

	for (const plan of plans) {
		const tags = plan.tags.filter((tag) => added.has(`${plan.row.bookId}\n${tag}`)).length
		const done = [
			plan.reads.length > 0 && `${plural(plan.reads.length, 'read', 'reads')} logged`,
			plan.shelving && `shelved as ${plan.shelving.status}`,
			tags > 0 && plural(tags, 'tag', 'tags'),
		].filter(Boolean)
		outcomes.set(
			plan.row.position,
			done.length === 0
				? { outcome: 'skipped', reason: 'Already in your log: nothing new' }
				: { outcome: 'imported', reason: done.join(', ') },
		)
	}
	await setRowOutcomes(trx, importId, outcomes)
	return [...new Set(reading.filter((_, i) => editions[i]!.added).map((plan) => plan.row.bookId))]
}

/** Works out one row against the log and shelves as the batch's earlier rows left them (both updated here). */
function planRow(
	row: BookRow,
	owner: Owner,
	days: Map<string, Set<string>>,
	shelves: Map<string, Shelf>,
	tagged: Set<string>,
): Plan {
	const { bookId, record } = row
	const known = days.get(bookId) ?? new Set<string>()
	days.set(bookId, known)
	const sorted = [...record.reads].sort((a, b) => a.readOn.localeCompare(b.readOn))
	const reads: Plan['reads'] = []
	for (const [i, read] of sorted.entries()) {
		if (known.has(read.readOn)) continue
		reads.push({ read, latest: i === sorted.length - 1, reread: [...known].some((day) => day < read.readOn) })
		known.add(read.readOn)
	}
	const shelf = shelves.get(bookId)
	const status = reads.length > 0 ? 'read' : shelf ? null : record.status
	const shelving =
		status !== null && shelf?.status !== status
			? {
					status,
					visibility: shelf?.visibility ?? owner.visibility,
					at: record.addedOn ? `${record.addedOn}T12:00:00.000Z` : new Date().toISOString(),
				}
			: null
	if (shelving) shelves.set(bookId, shelving)
	const tags = [...new Set(record.tags.map((tag) => tag.slice(0, 100)))].filter((tag) => {
		const key = `${bookId}\n${tag}`
		if (tagged.has(key)) return false
		tagged.add(key)
		return true
	})
	return { row, reads, shelving, tags }
}

function entriesOf(
	{ row, reads }: Plan,
	owner: Owner,
	edition: Awaited<ReturnType<typeof rowEditions>>[number],
): Insertable<EntryTable>[] {
	const { record } = row
	return reads.map(({ read, latest, reread }) => {
		const at = `${read.readOn}T12:00:00.000Z`
		return {
			id: randomUUID(),
			userId: owner.userId,
			bookId: row.bookId,
			readOn: read.readOn,
			startedOn: read.startedOn,
			rating: latest && record.rating !== null ? toHalfStars(record.rating) : null,
			liked: 0,
			reread: Number(reread),
			spoilers: Number(latest && record.spoilers),
			review: latest ? record.review : '',
			visibility: owner.visibility,
			hiddenAt: null,
			editionId: edition.editionId,
			format: edition.format,
			pageCount: edition.pageCount,
			createdAt: at,
			updatedAt: at,
		}
	})
}

/** Each book's read days in the reader's log. */
async function readDays(trx: Database, userId: string, bookIds: string[]) {
	const days = new Map<string, Set<string>>()
	if (bookIds.length === 0) return days
	const rows = await trx
		.selectFrom('entry')
		.select(['bookId', 'readOn'])
		.where('userId', '=', userId)
		.where('bookId', 'in', bookIds)
		.execute()
	for (const { bookId, readOn } of rows) days.set(bookId, (days.get(bookId) ?? new Set()).add(readOn))
	return days
}

async function shelvesOf(trx: Database, userId: string, bookIds: string[]) {
	if (bookIds.length === 0) return new Map<string, Shelf>()
	const rows = await trx
		.selectFrom('shelf')
		.select(['bookId', 'status', 'visibility'])
		.where('userId', '=', userId)
		.where('bookId', 'in', bookIds)
		.execute()
	return new Map<string, Shelf>(rows.map(({ bookId, ...shelf }) => [bookId, shelf]))
}

/**
 * Each book's last shelving of the batch, as shelves/set-shelf.ts writes one (addedAt is when the book went onto
 * that shelf), in one statement. No 'shelved' activity: an import is not news.
 */
async function writeShelves(trx: Database, userId: string, plans: Plan[]) {
	const last = new Map<string, Shelf & { at: string }>()
	for (const { row, shelving } of plans) if (shelving) last.set(row.bookId, shelving)
	const values = [...last].map(([bookId, { status, visibility, at }]) => ({
		userId,
		bookId,
		status,
		visibility,
		addedAt: at,
		updatedAt: at,
	}))
	for (const chunk of chunks(values))
		await trx
			.insertInto('shelf')
			.values(chunk)
			.onConflict((oc) =>
				oc.columns(['userId', 'bookId']).doUpdateSet((eb) => ({
					status: eb.ref('excluded.status'),
					visibility: eb.ref('excluded.visibility'),
					addedAt: eb.ref('excluded.addedAt'),
					updatedAt: eb.ref('excluded.updatedAt'),
				})),
			)
			.execute()
}

/** The tags the reader's books did not have yet, as 'bookId\ntag'. */
async function addTags(trx: Database, userId: string, plans: Plan[]) {
	const values = plans.flatMap(({ row, tags }) => tags.map((tag) => ({ userId, bookId: row.bookId, tag })))
	const added = new Set<string>()
	for (const chunk of chunks(values)) {
		const rows = await trx
			.insertInto('readerTag')
			.values(chunk)
			.onConflict((oc) => oc.doNothing())
			.returning(['bookId', 'tag'])
			.execute()
		for (const { bookId, tag } of rows) added.add(`${bookId}\n${tag}`)
	}
	return added
}

/** Marks a row failed outside any transaction: its own transaction rolled back, so nothing of it was written. */
export function failImportRow(db: Database, row: ImportRowData, error: unknown) {
	const message = error instanceof Error ? error.message : String(error)
	return claimRows(db, row.importId, [row.position], `Could not be imported: ${message.slice(0, 200)}`)
}
