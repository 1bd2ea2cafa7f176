import { type Context, Hono } from 'hono'
import { PageQuery } from '../../shared/schemas/entries.ts'
import {
	ListInput,
	ListItemInput,
	ListItemPatch,
	type ListLikeResponse,
	ListOrderInput,
	type ListPage,
	ListPatch,
	type ListResponse,
	ListSearchQuery,
	MyListsQuery,
} from '../../shared/schemas/lists.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson, readQuery } from '../http/validate.ts'
import { findProfileByUsername } from '../profiles/profile-queries.ts'
import { loadOwnerRelation } from '../visibility/viewer-relation.ts'
import { canEdit, canView, type Viewer } from '../visibility/visibility-policy.ts'
import { createList } from './create-list.ts'
import { editList } from './edit-list.ts'
import { setListLike } from './like-list.ts'
import { addItem, removeItem, reorderItems, setItemNote } from './list-items.ts'
import { ownLists, searchLists, userLists } from './list-pages.ts'
import { deleteListRow, findList } from './list-queries.ts'
import { findListSummaryRow, listDetail } from './list-views.ts'

/** Lists, their books, likes, and the lists of lists (shared/schemas/lists.ts). Mounted at /api. */
export function listRoutes({ db }: { db: Database }) {
	/** The list if the viewer may see it; a 404 otherwise, exactly as when it does not exist. */
	const visibleList = async (id: string, viewer: Viewer) => {
		const list = await findList(db, id)
		if (!list || !canView(viewer, list, await loadOwnerRelation(db, viewer, list.userId))) throw notFound('List')
		return list
	}
	// Someone else's list is a 404 whether or not they may see it: never confirm what they cannot change.
	const ownList = async (id: string, viewer: Viewer) => {
		const list = await findList(db, id)
		if (!list || !canEdit(viewer, list)) throw notFound('List')
		return list
	}
	const respond = async (c: Context<AppEnv>, id: string, status: 200 | 201 = 200) => {
		const row = await findListSummaryRow(db, id)
		if (!row) throw notFound('List')
		return c.json({ list: await listDetail(db, row, c.var.user) } satisfies ListResponse, status)
	}
	const like = async (c: Context<AppEnv>, liked: boolean) => {
		const user = requireUser(c)
		const list = await visibleList(c.req.param('id') ?? '', user)
		return c.json((await setListLike(db, list, user.id, liked)) satisfies ListLikeResponse)
	}
	return new Hono<AppEnv>()
		.post('/lists', async (c) => {
			const user = requireUser(c)
			const input = await readJson(c, ListInput)
			return respond(c, await createList(db, user.id, input), 201)
		})
		.get('/lists/:id', async (c) => {
			const list = await visibleList(c.req.param('id'), c.var.user)
			return respond(c, list.id)
		})
		.patch('/lists/:id', async (c) => {
			const user = requireUser(c)
			const patch = await readJson(c, ListPatch)
			await editList(db, await ownList(c.req.param('id'), user), patch)
			return respond(c, c.req.param('id'))
		})
		.delete('/lists/:id', async (c) => {
			const user = requireUser(c)
			await deleteListRow(db, (await ownList(c.req.param('id'), user)).id)
			return c.body(null, 204)
		})
		.post('/lists/:id/items', async (c) => {
			const user = requireUser(c)
			const input = await readJson(c, ListItemInput)
			const list = await ownList(c.req.param('id'), user)
			await addItem(db, list.id, input)
			return respond(c, list.id, 201)
		})
		.patch('/lists/:id/items/:bookId', async (c) => {
			const user = requireUser(c)
			const { note } = await readJson(c, ListItemPatch)
			const list = await ownList(c.req.param('id'), user)
			await setItemNote(db, list.id, c.req.param('bookId'), note)
			return respond(c, list.id)
		})
		.delete('/lists/:id/items/:bookId', async (c) => {
			const user = requireUser(c)
			const list = await ownList(c.req.param('id'), user)
			await removeItem(db, list.id, c.req.param('bookId'))
			return respond(c, list.id)
		})
		.put('/lists/:id/order', async (c) => {
			const user = requireUser(c)
			const { bookIds } = await readJson(c, ListOrderInput)
			const list = await ownList(c.req.param('id'), user)
			await reorderItems(db, list.id, bookIds)
			return respond(c, list.id)
		})
		.post('/lists/:id/like', (c) => like(c, true))
		.delete('/lists/:id/like', (c) => like(c, false))
		.get('/me/lists', async (c) => {
			const user = requireUser(c)
			const query = readQuery(c, MyListsQuery)
			return c.json((await ownLists(db, user.id, query)) satisfies ListPage)
		})
		.get('/users/:username/lists', async (c) => {
			const viewer = c.var.user
			const query = readQuery(c, PageQuery)
			const profile = await findProfileByUsername(db, c.req.param('username'))
			if (!profile || (await loadOwnerRelation(db, viewer, profile.userId)).blocked) throw notFound('Profile')
			return c.json((await userLists(db, profile.userId, viewer?.id ?? null, query)) satisfies ListPage)
		})
		.get('/search/lists', async (c) => {
			const query = readQuery(c, ListSearchQuery)
			return c.json((await searchLists(db, c.var.user?.id ?? null, query)) satisfies ListPage)
		})
}
