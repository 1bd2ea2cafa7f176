import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { BookTable } from '../db/catalogue-schema.ts'
import type { DB } from '../db/schema.ts'
import {
	findBook,
	findBookAuthors,
	findBookSubjects,
	findBooksByIdentifiers,
	uniqueIdentifiers,
	type Identifier,
} from './book-queries.ts'
import { forgetBook } from './book-cache.ts'
import { indexBook, indexNewBook } from './book-search.ts'
import { EDITION_SCHEMES, storeEdition, type EditionInput } from './store-edition.ts'
import { upsertAuthor, type AuthorInput, type Outcome } from './upsert-author.ts'

type Fields = Omit<BookTable, 'id' | 'createdAt' | 'updatedAt' | 'popularity' | 'addedBy'>
/** A book as a source describes it. Absent or null fields are unknown, not empty. */
export type BookInput = {
	title: string
	identifiers: Identifier[]
	authors: AuthorInput[]
	subjects: string[]
	popularity?: number
	/** What the source says of the edition it describes beyond the book's fields (format, publisher, length). */
	edition?: Pick<EditionInput, 'format' | 'publisher' | 'audioMinutes'>
	/** The reader adding it by hand; kept only when the book is new (merging into a book adds nothing of theirs). */
	addedBy?: string
} & Partial<Omit<Fields, 'title'>>

const FIELDS = [
	'subtitle',
	'description',
	'publishedDate',
	'pageCount',
	'language',
	'seriesName',
	'seriesNumber',
	'coverSourceUrl',
] as const
export const MAX_SUBJECTS = 30

/**
 * Adds a book, or merges it into the book that already holds any of its identifiers, in one transaction.
 * Merging fills in what the stored book lacks (fields, identifiers, authors, subjects) and never overwrites:
 * sources disagree (a French edition's title, a trimmed description), and the first good answer stays.
 * An identifier already held by a different book stays with that book.
 * The source's edition goes with it (store-edition.ts): a new book's first edition, the edition its ISBNs
 * name, or a new edition of a known book when it brings an ISBN nobody holds; the book's ISBNs point at it.
 */
export async function upsertBook(
	db: Kysely<DB>,
	input: BookInput,
	now = new Date().toISOString(),
): Promise<{ bookId: string; outcome: Outcome }> {
	const result = await store(db, input, now)
	if (result.outcome === 'updated') forgetBook(result.bookId)
	return result
}

async function store(db: Kysely<DB>, input: BookInput, now: string) {
	if (db.isTransaction) return merge(db as Transaction<DB>, input, now)
	try {
		return await db.transaction().execute((trx) => merge(trx, input, now))
	} catch (error) {
		// Two searches storing the same new book at once (PostgreSQL): the loser's identifiers now exist, so
		// merging again finds the winner's book.
		if ((error as { code?: unknown }).code !== '23505') throw error
		return db.transaction().execute((trx) => merge(trx, input, now))
	}
}

async function merge(trx: Transaction<DB>, input: BookInput, now: string) {
	const identifiers = uniqueIdentifiers(input.identifiers)
	const held = await findBooksByIdentifiers(trx, identifiers)
	const existing = held[0] ? await findBook(trx, held[0].bookId) : undefined
	const bookId = existing?.id ?? randomUUID()
	let changed = !existing
	if (!existing) {
		await trx
			.insertInto('book')
			.values({
				id: bookId,
				...pickFields(input),
				title: input.title.trim(),
				popularity: input.popularity ?? 0,
				addedBy: input.addedBy ?? null,
				createdAt: now,
				updatedAt: now,
			})
			.execute()
	} else {
		const patch = Object.fromEntries(
			FIELDS.filter((f) => existing[f] === null && input[f] != null).map((f) => [f, input[f]]),
		)
		if ((input.popularity ?? 0) > existing.popularity) patch.popularity = input.popularity
		if (Object.keys(patch).length > 0) {
			await trx
				.updateTable('book')
				.set({ ...patch, updatedAt: now })
				.where('id', '=', bookId)
				.execute()
			changed = true
		}
	}
	const heldKeys = new Set(held.map((h) => `${h.scheme}:${h.value}`))
	const newIdentifiers = identifiers.filter((id) => !heldKeys.has(`${id.scheme}:${id.value}`))
	const edition = await storeEdition(
		trx,
		{ bookId, isNewBook: !existing, held, added: newIdentifiers },
		{ ...input, ...input.edition },
		now,
	)
	if (edition.changed) changed = true
	if (newIdentifiers.length > 0) {
		await trx
			.insertInto('bookIdentifier')
			.values(
				newIdentifiers.map((id) => ({
					...id,
					bookId,
					editionId: EDITION_SCHEMES.has(id.scheme) ? edition.editionId : null,
				})),
			)
			.execute()
		changed = true
	}
	// A new book has no authors or subjects yet: skipping those look-ups halves the queries of a bulk import.
	if (await addAuthors(trx, bookId, input.authors, now, !existing)) changed = true
	if (await addSubjects(trx, bookId, input.subjects, !existing)) changed = true
	if (!existing)
		await indexNewBook(trx, bookId, { ...input, authors: input.authors.map((a) => a.name.trim()).filter(Boolean) })
	else if (changed) await indexBook(trx, bookId)
	return { bookId, outcome: (existing ? (changed ? 'updated' : 'unchanged') : 'added') as Outcome }
}

export function pickFields(input: BookInput) {
	return Object.fromEntries(FIELDS.map((f) => [f, input[f] ?? null])) as Omit<Fields, 'title'>
}

/** Credits come from one source as a whole: a book that has authors keeps them. */
async function addAuthors(trx: Transaction<DB>, bookId: string, authors: AuthorInput[], now: string, isNew: boolean) {
	const named = authors.filter((a) => a.name.trim() !== '')
	if (named.length === 0 || (!isNew && (await findBookAuthors(trx, [bookId])).length > 0)) return false
	const ids = new Set<string>()
	for (const author of named) ids.add((await upsertAuthor(trx, author, now)).id)
	await trx
		.insertInto('bookAuthor')
		.values([...ids].map((authorId, position) => ({ bookId, authorId, position })))
		.execute()
	return true
}

async function addSubjects(trx: Transaction<DB>, bookId: string, subjects: string[], isNew: boolean) {
	const given = [...new Set(subjects.map((s) => s.trim()).filter((s) => s !== '' && s.length <= 200))]
	if (given.length === 0) return false
	const known = new Set(isNew ? [] : await findBookSubjects(trx, bookId))
	const added = given.filter((s) => !known.has(s)).slice(0, Math.max(0, MAX_SUBJECTS - known.size))
	if (added.length === 0) return false
	await trx
		.insertInto('bookSubject')
		.values(added.map((subject) => ({ bookId, subject })))
		.execute()
	return true
}
