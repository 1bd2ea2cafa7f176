import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { decodeCursor, keysetPage } from '../http/cursor.ts'

/** A page of the readers the blocker blocked, newest block first; the cursor is the last row's time and id. */
export async function blockPage(db: Database, blockerId: string, query: { cursor?: string; limit: number }) {
	const after = query.cursor ? decodeCursor(query.cursor, ['string', 'string']) : undefined
	const rows = await db
		.selectFrom('block')
		.innerJoin('user', 'user.id', 'block.blockedId')
		.select(['block.createdAt', 'user.id', 'user.username', 'user.name', 'user.image'])
		.where('block.blockerId', '=', blockerId)
		.$if(after !== undefined, (q) =>
			q.where(
				sql<boolean>`(${sql.ref('block.createdAt')}, ${sql.ref('block.blockedId')}) < (${sql.join(after ?? [])})`,
			),
		)
		.orderBy('block.createdAt', 'desc')
		.orderBy('block.blockedId', 'desc')
		.limit(query.limit + 1)
		.execute()
	const { rows: shown, nextCursor } = keysetPage(rows, query.limit, (row) => [row.createdAt, row.id])
	return {
		items: shown.map((row) => ({
			reader: { username: row.username, name: row.name, image: row.image },
			since: row.createdAt,
		})),
		nextCursor,
	}
}
