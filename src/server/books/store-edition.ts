import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { EditionFormat, EditionTable, IdentifierScheme } from '../db/catalogue-schema.ts'
import type { DB } from '../db/schema.ts'
import type { Identifier } from './book-queries.ts'

/** The identifiers that name one edition rather than the work. */
export const EDITION_SCHEMES: ReadonlySet<IdentifierScheme> = new Set(['isbn10', 'isbn13', 'olEdition'])

/** What a source says about the edition it describes; the book's own fields give its pages, language and date. */
export type EditionInput = {
	format?: EditionFormat
	pageCount?: number | null
	audioMinutes?: number | null
	publisher?: string | null
	language?: string | null
	publishedDate?: string | null
	coverSourceUrl?: string | null
}
type HeldIdentifier = Identifier & { bookId: string; editionId: string | null }

const FILLABLE = ['pageCount', 'audioMinutes', 'publisher', 'language', 'publishedDate', 'coverSourceUrl'] as const

/**
 * Places the edition a source describes under its book: a new book gets it as its first edition; a known book
 * fills in the edition its ISBNs already name (never overwriting), or gains a new edition when it brings an
 * edition identifier nobody holds. Returns the edition new edition identifiers belong to, and whether anything
 * was written.
 */
export async function storeEdition(
	trx: Transaction<DB>,
	place: { bookId: string; isNewBook: boolean; held: HeldIdentifier[]; added: Identifier[] },
	input: EditionInput,
	now: string,
): Promise<{ editionId: string | null; changed: boolean }> {
	const heldEditionId = place.held.find((h) => h.bookId === place.bookId && h.editionId !== null)?.editionId
	if (heldEditionId) return { editionId: heldEditionId, changed: await fillEdition(trx, heldEditionId, input, now) }
	if (!place.isNewBook && !place.added.some((id) => EDITION_SCHEMES.has(id.scheme)))
		return { editionId: null, changed: false }
	const edition = newEdition(place.bookId, input, now)
	await trx.insertInto('edition').values(edition).execute()
	return { editionId: edition.id, changed: true }
}

/** The row of a book's new edition (a bulk import inserts many at once). */
export function newEdition(bookId: string, input: EditionInput, now: string) {
	return {
		id: randomUUID(),
		bookId,
		format: input.format ?? 'print',
		...editionFields(input),
		createdAt: now,
		updatedAt: now,
	}
}

/** An edition's optional fields from a source; lengths of 0 or less are unknown, as the table's checks say. */
export function editionFields(input: EditionInput): Pick<EditionTable, (typeof FILLABLE)[number]> {
	const positive = (n: number | null | undefined) => (n != null && n > 0 ? Math.round(n) : null)
	return {
		pageCount: positive(input.pageCount),
		audioMinutes: positive(input.audioMinutes),
		publisher: input.publisher?.trim() || null,
		language: input.language ?? null,
		publishedDate: input.publishedDate ?? null,
		coverSourceUrl: input.coverSourceUrl ?? null,
	}
}

async function fillEdition(trx: Transaction<DB>, editionId: string, input: EditionInput, now: string) {
	const stored = await trx.selectFrom('edition').select(FILLABLE).where('id', '=', editionId).executeTakeFirstOrThrow()
	const given = editionFields(input)
	const patch = Object.fromEntries(
		FILLABLE.filter((f) => stored[f] === null && given[f] !== null).map((f) => [f, given[f]]),
	)
	if (Object.keys(patch).length === 0) return false
	await trx
		.updateTable('edition')
		.set({ ...patch, updatedAt: now })
		.where('id', '=', editionId)
		.execute()
	return true
}
