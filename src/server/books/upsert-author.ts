import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { findAuthorByNameKey, findAuthorByOlKey } from './book-queries.ts'
import { foldText } from './search-text.ts'

type Db = Kysely<DB>
export type AuthorInput = { name: string; olKey?: string; bio?: string; birthDate?: string; deathDate?: string }
export type Outcome = 'added' | 'updated' | 'unchanged'

/** 'J.R.R. Tolkien' → 'Tolkien, J.R.R.'; a single name stays as it is. */
export function sortNameOf(name: string): string {
	const words = name.trim().split(/\s+/)
	if (words.length < 2) return name.trim()
	return `${words.at(-1)}, ${words.slice(0, -1).join(' ')}`
}

export const nameKeyOf = (name: string) =>
	foldText(name)
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim()

/**
 * Finds an author by Open Library key, else by folded name, else adds one. Known authors only gain what they
 * lacked (key, bio, dates): a later, poorer source never blanks out a richer one.
 */
export async function upsertAuthor(db: Db, input: AuthorInput, now: string): Promise<{ id: string; outcome: Outcome }> {
	const byKey = input.olKey ? await findAuthorByOlKey(db, input.olKey) : undefined
	const byName = byKey ? undefined : await findAuthorByNameKey(db, nameKeyOf(input.name))
	// Two people may share a name: one with another Open Library key is someone else.
	const found = byKey ?? (byName && !(input.olKey && byName.olKey) ? byName : undefined)
	if (!found) {
		const author = newAuthor(input, now)
		await db.insertInto('author').values(author).execute()
		return { id: author.id, outcome: 'added' }
	}
	const patch = {
		...(input.olKey && !found.olKey ? { olKey: input.olKey } : {}),
		...(input.bio && !found.bio ? { bio: input.bio } : {}),
		...(input.birthDate && !found.birthDate ? { birthDate: input.birthDate } : {}),
		...(input.deathDate && !found.deathDate ? { deathDate: input.deathDate } : {}),
	}
	if (Object.keys(patch).length === 0) return { id: found.id, outcome: 'unchanged' }
	await db
		.updateTable('author')
		.set({ ...patch, updatedAt: now })
		.where('id', '=', found.id)
		.execute()
	return { id: found.id, outcome: 'updated' }
}

/** The row of a new author (a bulk import inserts many at once). */
export function newAuthor(input: AuthorInput, now: string) {
	return {
		id: randomUUID(),
		name: input.name.trim(),
		sortName: sortNameOf(input.name),
		nameKey: nameKeyOf(input.name),
		olKey: input.olKey ?? null,
		bio: input.bio ?? null,
		birthDate: input.birthDate ?? null,
		deathDate: input.deathDate ?? null,
		createdAt: now,
		updatedAt: now,
	}
}
