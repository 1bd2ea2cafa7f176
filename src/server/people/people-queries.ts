import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { notBlockedBetween, notSuspended } from '../visibility/visibility-sql.ts'

/** LIKE's wildcards (usernames may hold '_') and the escape character itself, escaped. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Readers whose lower-case username or folded name (userSearch) holds `folded`, ranked 0 for the username
 * itself, 1 when the username, the name or a word of the name starts with it, 2 for a match inside; then by
 * username. The cursor is the last row's (rank, username). A substring match reads every reader's two short
 * strings: one pass over a narrow table, bounded by the page size for what it returns.
 */
export async function searchReaders(
	db: Database,
	viewerId: string | null,
	folded: string,
	after: readonly [number, string] | undefined,
	limit: number,
) {
	const like = escapeLike(folded)
	const username = sql<string>`lower(${sql.ref('user.username')})`
	const name = sql<string>`coalesce(${sql.ref('userSearch.name')}, '')`
	const starts = (text: typeof username, pattern: string) => sql<boolean>`${text} like ${pattern} escape '\\'`
	const rank = sql<number>`case when ${username} = ${folded} then 0
		when ${starts(username, `${like}%`)} or ${starts(name, `${like}%`)} or ${starts(name, `% ${like}%`)} then 1 else 2 end`
	const matches = db
		.selectFrom('user')
		.leftJoin('userSearch', 'userSearch.userId', 'user.id')
		.select(['user.username', 'user.name', 'user.image', username.as('key'), rank.as('rank')])
		.where((eb) => eb.or([starts(username, `%${like}%`), starts(name, `%${like}%`)]))
		.where(notSuspended(sql.ref('user.id')))
		.$if(viewerId !== null, (q) => q.where(notBlockedBetween(viewerId ?? '', sql.ref('user.id'))))
	return db
		.selectFrom(matches.as('match'))
		.selectAll()
		.$if(after !== undefined, (q) =>
			q.where((eb) => eb(eb.refTuple('match.rank', 'match.key'), '>', eb.tuple(after![0], after![1]))),
		)
		.orderBy('match.rank')
		.orderBy('match.key')
		.limit(limit + 1)
		.execute()
}
