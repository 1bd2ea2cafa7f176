import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { DB } from '../db/schema.ts'
import { uniqueIdentifiers, type Identifier } from './book-queries.ts'
import { indexNewBooks } from './book-search.ts'
import { EDITION_SCHEMES, newEdition } from './store-edition.ts'
import { nameKeyOf, newAuthor, upsertAuthor, type AuthorInput, type Outcome } from './upsert-author.ts'
import { MAX_SUBJECTS, pickFields, upsertBook, type BookInput } from './upsert-book.ts'

const key = (id: Identifier) => `${id.scheme}:${id.value}`

/**
 * upsertBook for a batch of records in one transaction (a catalogue import), in a few statements instead of
 * ~10 a book: on PostgreSQL each statement is a round trip, and the 10k goodbooks import took 27–45 s. Books
 * none of whose identifiers is held are new: they, their editions, identifiers, authors, credits, subjects
 * and index entries are inserted many rows a statement. The rest (known books, and a record naming a book an
 * earlier record of the batch names) merge one by one through upsertBook, as before. Each record's book and outcome,
 * in order.
 */
export async function upsertBooks(
	trx: Transaction<DB>,
	inputs: BookInput[],
	now: string,
): Promise<{ bookId: string; outcome: Outcome }[]> {
	const identifiers = inputs.map((input) => uniqueIdentifiers(input.identifiers))
	const held = new Set((await findHeld(trx, identifiers.flat())).map(key))
	const claimed = new Set<string>()
	const fresh: number[] = []
	for (const [i, ids] of identifiers.entries()) {
		if (ids.some((id) => held.has(key(id)) || claimed.has(key(id)))) continue
		for (const id of ids) claimed.add(key(id))
		fresh.push(i)
	}
	const added = await addNewBooks(
		trx,
		fresh.map((i) => ({ input: inputs[i]!, identifiers: identifiers[i]! })),
		now,
	)
	const results = new Map(fresh.map((i, n) => [i, { bookId: added[n]! as string, outcome: 'added' as Outcome }]))
	for (const [i, input] of inputs.entries()) if (!results.has(i)) results.set(i, await upsertBook(trx, input, now))
	return inputs.map((_, i) => results.get(i)!)
}

/** The held identifiers among these: one `value in (…)` per scheme, which the (scheme, value) key answers. */
async function findHeld(trx: Transaction<DB>, identifiers: Identifier[]) {
	const bySchemes = new Map<Identifier['scheme'], Identifier[]>()
	for (const id of identifiers) {
		const list = bySchemes.get(id.scheme) ?? []
		list.push(id)
		bySchemes.set(id.scheme, list)
	}
	if (bySchemes.size === 0) return []
	return trx
		.selectFrom('bookIdentifier')
		.select(['scheme', 'value'])
		.where((eb) =>
			eb.or(
				[...bySchemes].map(([scheme, ids]) =>
					eb.and([
						eb('scheme', '=', scheme),
						eb(
							'value',
							'in',
							ids.map((id) => id.value),
						),
					]),
				),
			),
		)
		.execute()
}

async function addNewBooks(
	trx: Transaction<DB>,
	books: { input: BookInput; identifiers: Identifier[] }[],
	now: string,
) {
	if (books.length === 0) return []
	const authorIds = await authorsByName(
		trx,
		books.flatMap((b) => b.input.authors),
		now,
	)
	const rows = books.map(({ input, identifiers }) => {
		const bookId = randomUUID()
		const edition = newEdition(bookId, { ...input, ...input.edition }, now)
		const named = input.authors.filter((a) => a.name.trim() !== '')
		const subjects = [...new Set(input.subjects.map((s) => s.trim()).filter((s) => s !== '' && s.length <= 200))]
		return {
			book: {
				id: bookId,
				...pickFields(input),
				title: input.title.trim(),
				popularity: input.popularity ?? 0,
				createdAt: now,
				updatedAt: now,
			},
			edition,
			identifiers: identifiers.map((id) => ({
				...id,
				bookId,
				editionId: EDITION_SCHEMES.has(id.scheme) ? edition.id : null,
			})),
			credits: [...new Set(named.map((a) => authorIds.get(a)!))].map((authorId, position) => ({
				bookId,
				authorId,
				position,
			})),
			subjects: subjects.slice(0, MAX_SUBJECTS).map((subject) => ({ bookId, subject })),
			index: { bookId, ...input, authors: named.map((a) => a.name.trim()) },
		}
	})
	await trx
		.insertInto('book')
		.values(rows.map((r) => r.book))
		.execute()
	await trx
		.insertInto('edition')
		.values(rows.map((r) => r.edition))
		.execute()
	const identifiers = rows.flatMap((r) => r.identifiers)
	if (identifiers.length > 0) await trx.insertInto('bookIdentifier').values(identifiers).execute()
	const credits = rows.flatMap((r) => r.credits)
	if (credits.length > 0) await trx.insertInto('bookAuthor').values(credits).execute()
	const subjects = rows.flatMap((r) => r.subjects)
	if (subjects.length > 0) await trx.insertInto('bookSubject').values(subjects).execute()
	await indexNewBooks(
		trx,
		rows.map((r) => r.index),
	)
	return rows.map((r) => r.book.id)
}

/**
 * Each named author's id, matched as upsertAuthor matches: an author known only by name is found by its folded
 * name (the oldest of that name) or added, all in two statements; one with an Open Library key, a bio or dates
 * goes through upsertAuthor, whose rules for those are its own.
 */
async function authorsByName(trx: Transaction<DB>, authors: AuthorInput[], now: string) {
	const ids = new Map<AuthorInput, string>()
	const named = authors.filter((a) => a.name.trim() !== '')
	const nameOnly = (a: AuthorInput) => !a.olKey && !a.bio && !a.birthDate && !a.deathDate
	for (const author of named.filter((a) => !nameOnly(a))) ids.set(author, (await upsertAuthor(trx, author, now)).id)
	const plain = named.filter(nameOnly)
	const byKey = new Map<string, string>()
	const keys = [...new Set(plain.map((a) => nameKeyOf(a.name)))]
	if (keys.length > 0) {
		const known = await trx
			.selectFrom('author')
			.select(['id', 'nameKey'])
			.where('nameKey', 'in', keys)
			.orderBy('createdAt', 'desc')
			.execute()
		// Newest first, so the oldest of a name is set last and wins.
		for (const row of known) byKey.set(row.nameKey, row.id)
	}
	const added = new Map<string, ReturnType<typeof newAuthor>>()
	for (const author of plain) {
		const nameKey = nameKeyOf(author.name)
		if (!byKey.has(nameKey) && !added.has(nameKey)) added.set(nameKey, newAuthor(author, now))
	}
	if (added.size > 0)
		await trx
			.insertInto('author')
			.values([...added.values()])
			.execute()
	for (const [nameKey, author] of added) byKey.set(nameKey, author.id)
	for (const author of plain) ids.set(author, byKey.get(nameKeyOf(author.name))!)
	return ids
}
