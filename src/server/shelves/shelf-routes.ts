import { Hono } from 'hono'
import { z } from 'zod'
import { ProgressInput, ShelfInput, ShelfQuery, ShelfStatus, type ShelfPage } from '../../shared/schemas/shelves.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson, readQuery, validationError } from '../http/validate.ts'
import { addProgress } from './add-progress.ts'
import { readingState } from './reading-state.ts'
import { shelfPage } from './shelf-page.ts'
import { findBookPages, removeShelf } from './shelf-queries.ts'
import { shelveBook } from './shelve-book.ts'

const ShelfParams = z.object({ status: ShelfStatus })

/** Shelves, progress and a reader's state for a book. Mounted at /api. */
export const shelfRoutes = ({ db }: { db: Database }) => {
	const existingBook = async (id: string) => {
		const book = await findBookPages(db, id)
		if (!book) throw notFound('Book')
		return book
	}
	return new Hono<AppEnv>()
		.put('/books/:id/shelf', async (c) => {
			const user = requireUser(c)
			const { status, visibility } = await readJson(c, ShelfInput)
			const book = await existingBook(c.req.param('id'))
			await shelveBook(db, { userId: user.id, bookId: book.id, status, visibility })
			return c.json(await readingState(db, user.id, book.id))
		})
		.delete('/books/:id/shelf', async (c) => {
			const user = requireUser(c)
			const book = await existingBook(c.req.param('id'))
			await removeShelf(db, user.id, book.id)
			return c.json(await readingState(db, user.id, book.id))
		})
		.post('/books/:id/progress', async (c) => {
			const user = requireUser(c)
			const input = await readJson(c, ProgressInput)
			const book = await existingBook(c.req.param('id'))
			await addProgress(db, user.id, book, input)
			return c.json(await readingState(db, user.id, book.id), 201)
		})
		.get('/books/:id/reading', async (c) => {
			const user = requireUser(c)
			const book = await existingBook(c.req.param('id'))
			return c.json(await readingState(db, user.id, book.id))
		})
		.get('/me/shelves/:status', async (c) => {
			const user = requireUser(c)
			const params = ShelfParams.safeParse({ status: c.req.param('status') })
			if (!params.success) throw validationError(params.error)
			return c.json((await shelfPage(db, user.id, params.data.status, readQuery(c, ShelfQuery))) satisfies ShelfPage)
		})
}
