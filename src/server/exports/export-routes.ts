import { Hono } from 'hono'
import type { Database } from '../db/schema.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { goodreadsExport } from './goodreads-export.ts'

/** The reader's library as a Goodreads CSV download. Mounted at /api. */
export const exportRoutes = ({ db }: { db: Database }) =>
	new Hono<AppEnv>().get('/exports/goodreads.csv', async (c) => {
		const user = requireUser(c)
		const csv = await goodreadsExport(db, user.id)
		const day = new Date().toISOString().slice(0, 10)
		return c.body(csv, 200, {
			'content-type': 'text/csv; charset=utf-8',
			'content-disposition': `attachment; filename="dogear-goodreads-${day}.csv"`,
			'cache-control': 'no-store',
		})
	})
