import { Hono } from 'hono'
import { BookEntriesQuery } from '../../shared/schemas/entries.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { jsonText } from '../http/json-text.ts'
import type { AppEnv } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { createBookEntriesReadModel } from './book-entries-read-model.ts'

/** A book's entries and ratings as the viewer may see them; visitors too. Mounted at /api. */
export const bookEntriesRoutes = ({ db }: { db: Database }) => {
	const bookEntries = createBookEntriesReadModel(db)
	return new Hono<AppEnv>().get('/books/:id/entries', async (c) => {
		const viewer = c.var.user
		const query = readQuery(c, BookEntriesQuery)
		const page = await bookEntries(c.req.param('id'), viewer, query)
		if (page === null) throw notFound('Book')
		return jsonText(c, page)
	})
}
