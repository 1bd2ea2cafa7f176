import type SQLite from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

const MAX_STATEMENTS = 1_000

/**
 * better-sqlite3 with its prepared statements kept by SQL text. Kysely prepares every query anew, and parsing
 * and planning the SQL cost as much as running a typical page's small indexed queries. The app issues a few
 * hundred distinct statements, so the cache rarely evicts. A statement still busy with an unfinished
 * iterate() (a streamed query) cannot run twice at once; such a query gets a fresh statement.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
	const statements = new Map<string, SQLite.Statement>()
	const prepare = (sql: string) => {
		const cached = statements.get(sql)
		if (cached && !cached.busy) return cached
		const statement = sqlite.prepare(sql)
		if (cached) return statement
		// A Map keeps insertion order: the first key is the oldest.
		if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string)
		statements.set(sql, statement)
		return statement
	}
	return {
		close: () => sqlite.close(),
		prepare,
	}
}
