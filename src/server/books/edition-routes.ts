import { Hono } from 'hono'
import { EditionInput, type EditionResponse } from '../../shared/schemas/editions.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { addEdition } from './add-edition.ts'
import { findBook } from './book-queries.ts'
import { findBookEditions } from './edition-queries.ts'

/** Readers add editions to the shared catalogue, as they add books by importing them. */
export function editionRoutes({ db }: { db: Database }) {
	return new Hono<AppEnv>().post('/books/:bookId/editions', async (c) => {
		requireUser(c)
		const input = await readJson(c, EditionInput)
		const book = await findBook(db, c.req.param('bookId'))
		if (!book) throw notFound('Book')
		const id = await addEdition(db, book.id, {
			...input,
			publishedDate: input.year === null ? null : String(input.year),
		})
		const edition = (await findBookEditions(db, book.id)).find((e) => e.id === id)
		if (!edition) throw notFound('Edition')
		return c.json({ edition } satisfies EditionResponse, 201)
	})
}
