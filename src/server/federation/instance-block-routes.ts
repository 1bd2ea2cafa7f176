import { Hono } from 'hono'
import {
	InstanceBlockInput,
	type InstanceBlockList,
	type InstanceBlockView,
} from '../../shared/schemas/instance-blocks.ts'
import { requireAdmin } from '../admin/require-admin.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import type { AppEnv } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { blockInstance, listInstanceBlocks, unblockInstance } from './instance-blocks.ts'

/** Servers an administrator has blocked. The routes exist with federation off too, so a block can come first. */
export const instanceBlockRoutes = ({ db }: { db: Database }) =>
	new Hono<AppEnv>()
		.get('/admin/instance-blocks', async (c) => {
			await requireAdmin(db, c)
			return c.json({ items: await listInstanceBlocks(db) } satisfies InstanceBlockList)
		})
		.post('/admin/instance-blocks', async (c) => {
			await requireAdmin(db, c)
			const { host, reason } = await readJson(c, InstanceBlockInput)
			return c.json((await blockInstance(db, host, reason)) satisfies InstanceBlockView, 201)
		})
		.delete('/admin/instance-blocks/:host', async (c) => {
			await requireAdmin(db, c)
			if (!(await unblockInstance(db, c.req.param('host')))) throw notFound('Instance block')
			return c.body(null, 204)
		})
