import { Hono } from 'hono'
import { NotificationQuery, type NotificationPage, type UnreadCount } from '../../shared/schemas/notifications.ts'
import type { Database } from '../db/schema.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { notificationPage } from './notification-page.ts'
import { countUnread, markRead } from './notification-queries.ts'

/** The signed-in reader's notifications (shared/schemas/notifications.ts). Mounted at /api. */
export function notificationRoutes({ db }: { db: Database }) {
	return new Hono<AppEnv>()
		.get('/me/notifications', async (c) => {
			const user = requireUser(c)
			return c.json((await notificationPage(db, user.id, readQuery(c, NotificationQuery))) satisfies NotificationPage)
		})
		.get('/me/notifications/unread-count', async (c) => {
			const user = requireUser(c)
			return c.json({ unread: await countUnread(db, user.id) } satisfies UnreadCount)
		})
		.post('/me/notifications/read', async (c) => {
			const user = requireUser(c)
			await markRead(db, user.id, new Date().toISOString())
			return c.json({ unread: await countUnread(db, user.id) } satisfies UnreadCount)
		})
}
