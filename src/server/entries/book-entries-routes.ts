import { Hono } from 'hono'
import { BookEntriesQuery } from '../../shared/schemas/entries.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import type { AppEnv } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { bookExists } from './book-entries-queries.ts'
import { listBookEntries } from './list-book-entries.ts'

/** A book's entries and ratings as the viewer may see them; visitors too. Mounted at /api. */
export const bookEntriesRoutes = ({ db }: { db: Database }) =>
	new Hono<AppEnv>().get('/books/:id/entries', async (c) => {
		const query = readQuery(c, BookEntriesQuery)
		const bookId = c.req.param('id')
		if (!(await bookExists(db, bookId))) throw notFound('Book')
		return c.json(await listBookEntries(db, { bookId, viewer: c.var.user, ...query }))
	})
