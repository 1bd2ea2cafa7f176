import { Hono } from 'hono'
import { UserSearchQuery, type UserSearchPage } from '../../shared/schemas/people.ts'
import { foldText } from '../books/search-text.ts'
import type { Database } from '../db/schema.ts'
import { decodeCursor, keysetPage } from '../http/cursor.ts'
import type { AppEnv } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import { searchReaders } from './people-queries.ts'

/** Searching readers by username or name, for the User tab of search. Mounted at '/' under /api. */
export function peopleRoutes({ db }: { db: Database }) {
	return new Hono<AppEnv>().get('/search/users', async (c) => {
		const viewer = c.var.user
		const query = readQuery(c, UserSearchQuery)
		const after = query.cursor ? decodeCursor(query.cursor, ['number', 'string']) : undefined
		const rows = await searchReaders(db, viewer?.id ?? null, foldText(query.q), after, query.limit)
		const { rows: shown, nextCursor } = keysetPage(rows, query.limit, (row) => [Number(row.rank), row.key])
		return c.json({
			items: shown.map(({ username, name, image }) => ({ username, name, image })),
			nextCursor,
		} satisfies UserSearchPage)
	})
}
