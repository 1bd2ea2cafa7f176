import { type Context, Hono } from 'hono'
import {
	BookEditMessages,
	type BookEditResponse,
	type BookHistoryResponse,
	BookPatch,
	type DuplicatesResponse,
	NewBookInput,
	type NewBookResponse,
} from '../../shared/schemas/book-edits.ts'
import { isAdmin } from '../admin/reader-standing.ts'
import { bookDetail, bookSummaries } from '../books/book-views.ts'
import { storeUploadedCover } from '../covers/uploaded-cover.ts'
import type { Database } from '../db/schema.ts'
import { ApiError, forbidden, notFound } from '../http/errors.ts'
import { enforceRateLimits } from '../http/rate-limit.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { pictureBodyLimit, uploadedPicture } from '../storage/picture-upload.ts'
import type { Storage } from '../storage/storage.ts'
import { addBook } from './add-book.ts'
import { canEditBook, canRevertEdit, type Corrector } from './book-edit-policy.ts'
import { findBookEdit, findBookFacts } from './book-edit-queries.ts'
import { bookHistory, loadEditView } from './book-history.ts'
import { editBook, type Editor, type FieldValues, valuesBefore } from './edit-book.ts'
import { findDuplicates } from './find-duplicates.ts'
import { patchValues } from './patch-values.ts'

/** Where a book's cover is uploaded: app.ts gives it the picture's body limit instead of the JSON one. */
export const BOOK_COVER_PATH = /^\/api\/books\/[^/]+\/cover$/
// Generous for a reader cataloguing their shelves by hand, tight for a script filling the catalogue.
const addLimit = (userId: string) => [{ key: `book-add:user:${userId}`, limit: 60, windowMs: 60 * 60_000 }]
const coverLimit = (userId: string) => [{ key: `book-cover:user:${userId}`, limit: 30, windowMs: 60 * 60_000 }]
const unchanged = () =>
	new ApiError(409, 'nothing_to_revert', BookEditMessages.nothingToRevert, { editId: BookEditMessages.nothingToRevert })
const alreadyReverted = () =>
	new ApiError(409, 'already_reverted', BookEditMessages.alreadyReverted, { editId: BookEditMessages.alreadyReverted })

/** Adding books to the catalogue, correcting them, their history and reverts. Mounted at /api. */
export function bookEditRoutes({ db, storage }: { db: Database; storage: Storage }) {
	const corrector = async (c: Context<AppEnv>): Promise<Corrector> =>
		c.var.user ? { id: c.var.user.id, admin: await isAdmin(db, c.var.user.id) } : null

	/** The book and the signed-in corrector: 404 for no such book, 403 for a book that is not theirs to correct. */
	async function loadForEdit(c: Context<AppEnv>) {
		const user = requireUser(c)
		const book = await findBookFacts(db, c.req.param('id') ?? '')
		if (!book) throw notFound('Book')
		const viewer = await corrector(c)
		if (!canEditBook(viewer, book)) throw forbidden(BookEditMessages.notYours)
		const editor: Editor = { id: user.id, role: book.addedBy === user.id ? 'adder' : 'admin' }
		return { book, viewer, editor }
	}

	async function edited(loaded: Awaited<ReturnType<typeof loadForEdit>>, values: FieldValues) {
		const editId = await editBook(db, { bookId: loaded.book.id, editor: loaded.editor, values })
		return respondEdit(loaded, editId)
	}

	async function respondEdit(loaded: Awaited<ReturnType<typeof loadForEdit>>, editId: string | null) {
		const book = await bookDetail(db, loaded.book.id)
		if (!book) throw notFound('Book')
		const edit = editId ? await loadEditView(db, loaded.viewer, loaded.book, editId) : null
		return { book, edit } satisfies BookEditResponse
	}

	return new Hono<AppEnv>()
		.post('/books/duplicates', async (c) => {
			requireUser(c)
			const input = await readJson(c, NewBookInput)
			return c.json({ duplicates: await findDuplicates(db, input) } satisfies DuplicatesResponse)
		})
		.post('/books', async (c) => {
			const user = requireUser(c)
			const input = await readJson(c, NewBookInput)
			await enforceRateLimits(db, addLimit(user.id))
			const { bookId, created } = await addBook(db, user.id, input)
			const [book] = await bookSummaries(db, [bookId])
			if (!book) throw notFound('Book')
			return c.json({ book, created } satisfies NewBookResponse, created ? 201 : 200)
		})
		.patch('/books/:id', async (c) => {
			requireUser(c)
			const patch = await readJson(c, BookPatch)
			const loaded = await loadForEdit(c)
			return c.json(await edited(loaded, patchValues(patch, loaded.book.publishedDate)))
		})
		.put('/books/:id/cover', pictureBodyLimit, async (c) => {
			const user = requireUser(c)
			const loaded = await loadForEdit(c)
			await enforceRateLimits(db, coverLimit(user.id))
			const cover = await storeUploadedCover(storage, loaded.book.id, await uploadedPicture(c.req.raw))
			return c.json(await edited(loaded, { cover }))
		})
		.get('/books/:id/history', async (c) => {
			const book = await findBookFacts(db, c.req.param('id'))
			const history = book && (await bookHistory(db, await corrector(c), book))
			if (!history) throw notFound('Book')
			return c.json(history satisfies BookHistoryResponse)
		})
		.post('/books/:id/edits/:editId/revert', async (c) => {
			const loaded = await loadForEdit(c)
			const edit = await findBookEdit(db, loaded.book.id, c.req.param('editId'))
			if (!edit) throw notFound('Edit')
			if (!canRevertEdit(loaded.viewer, loaded.book, { revertedBy: edit.revertedBy ?? null })) throw alreadyReverted()
			const editId = await editBook(db, {
				bookId: loaded.book.id,
				editor: loaded.editor,
				values: valuesBefore(edit.changes),
				revertOf: edit.id,
			}).catch((error: unknown) => {
				// Two reverts of one edit at once: the unique index bookEdit_revert_once (0027) kept the second out.
				if ((error as { code?: unknown }).code === '23505' || String(error).includes('UNIQUE')) throw alreadyReverted()
				throw error
			})
			if (!editId) throw unchanged()
			return c.json(await respondEdit(loaded, editId), 201)
		})
}
