import { Hono } from 'hono'
import { EntryInput, EntryPatch, type EntryResponse } from '../../shared/schemas/entries.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { loadOwnerRelation } from '../visibility/viewer-relation.ts'
import { canEdit, canView, type Viewer } from '../visibility/visibility-policy.ts'
import { deleteEntry } from './delete-entry.ts'
import { editEntry } from './edit-entry.ts'
import { findEntry, findEntryView } from './entry-queries.ts'
import { entryViews } from './entry-views.ts'
import { logEntry } from './log-entry.ts'

/** Log, read, edit and delete entries. Mounted at /api/entries. */
export const entryRoutes = ({ db }: { db: Database }) => {
	/** The entry as the viewer may see it: a 404 when it is gone or not theirs to see. */
	const respond = async (id: string, viewer: Viewer): Promise<EntryResponse> => {
		const row = await findEntryView(db, id)
		const visible = row && canView(viewer, row, await loadOwnerRelation(db, viewer, row.userId))
		const [entry] = visible ? await entryViews(db, [row], viewer) : []
		if (!entry) throw notFound('Entry')
		return { entry }
	}
	// Someone else's entry is a 404 whether or not they may see it: never confirm what they cannot change.
	const ownEntry = async (id: string, viewer: Viewer) => {
		const entry = await findEntry(db, id)
		if (!entry || !canEdit(viewer, entry)) throw notFound('Entry')
		return entry
	}
	return new Hono<AppEnv>()
		.post('/', async (c) => {
			const user = requireUser(c)
			const input = await readJson(c, EntryInput)
			const id = await logEntry(db, user.id, input)
			return c.json(await respond(id, user), 201)
		})
		.get('/:id', async (c) => c.json(await respond(c.req.param('id'), c.var.user)))
		.patch('/:id', async (c) => {
			const user = requireUser(c)
			const patch = await readJson(c, EntryPatch)
			await editEntry(db, await ownEntry(c.req.param('id'), user), patch)
			return c.json(await respond(c.req.param('id'), user))
		})
		.delete('/:id', async (c) => {
			const user = requireUser(c)
			await deleteEntry(db, await ownEntry(c.req.param('id'), user))
			return c.body(null, 204)
		})
}
