import { Hono } from 'hono'
import { z } from 'zod'
import {
	ProgressInput,
	ShelfInput,
	ShelfQuery,
	ShelfStatus,
	type MemberShelfPage,
	type ShelfPage,
} from '../../shared/schemas/shelves.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson, readQuery, validationError } from '../http/validate.ts'
import { addProgress } from './add-progress.ts'
import { readingState } from './reading-state.ts'
import { openMember } from '../profiles/member-access.ts'
import { shelfCounts, shelfPage } from './shelf-page.ts'
import { findBookPages, removeShelf } from './shelf-queries.ts'
import { shelveBook } from './shelve-book.ts'

const ShelfParams = z.object({ status: ShelfStatus })

/** Shelves (the reader's own and, as the viewer may see them, anyone's), progress and a reader's state for a book. Mounted at /api. */
export const shelfRoutes = ({ db }: { db: Database }) => {
	const statusParam = (status: string | undefined) => {
		const params = ShelfParams.safeParse({ status })
		if (!params.success) throw validationError(params.error)
		return params.data.status
	}
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
			const status = statusParam(c.req.param('status'))
			return c.json((await shelfPage(db, user.id, status, readQuery(c, ShelfQuery))) satisfies ShelfPage)
		})
		.get('/users/:username/shelves/:status', async (c) => {
			const viewer = c.var.user
			const status = statusParam(c.req.param('status'))
			const query = readQuery(c, ShelfQuery)
			const member = await openMember(db, viewer, c.req.param('username'))
			const seenBy = viewer?.id ?? null
			const [page, counts] = await Promise.all([
				shelfPage(db, member.userId, status, { ...query, seenBy }),
				shelfCounts(db, member.userId, { seenBy }),
			])
			return c.json({ ...page, counts } satisfies MemberShelfPage)
		})
}
