import type { Database } from '../db/schema.ts'

/** How many books and authors the catalogue holds. */
export async function countCatalogue(db: Database) {
	const [books, authors] = await Promise.all([
		db
			.selectFrom('book')
			.select((eb) => eb.fn.countAll<number | string>().as('n'))
			.executeTakeFirstOrThrow(),
		db
			.selectFrom('author')
			.select((eb) => eb.fn.countAll<number | string>().as('n'))
			.executeTakeFirstOrThrow(),
	])
	return { books: Number(books.n), authors: Number(authors.n) }
}

/** True when the catalogue has no book at all: one indexed probe, not a count. */
export async function catalogueIsEmpty(db: Database) {
	return !(await db.selectFrom('book').select('id').limit(1).executeTakeFirst())
}
