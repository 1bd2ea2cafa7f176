import type { CompiledQuery, SqliteDatabase } from 'kysely'
import type { Database } from './schema.ts'

type Handle = { statements: SqliteDatabase; connection: { inTransaction: boolean } }

/** SQLite connections by the Kysely executor that runs queries on them outside transactions. */
const handles = new WeakMap<object, Handle>()

/** Lets readNow run queries of this database on its SQLite connection directly (database.ts). */
export function allowReadNow(db: Database, handle: Handle) {
	handles.set(db.getExecutor(), handle)
}

/**
 * The first row of a small read, on SQLite run at once on the connection. Kysely runs a SQLite query behind a
 * promise-based lock on the one connection; under 50 concurrent requests that cost a book's reviews about 40 µs
 * of the server's CPU for its one read of counters, whose statement itself takes 3 to 12 µs
 * (docs/decisions/0013-read-now.md). The SQL and parameters are Kysely's either
 * way. On PostgreSQL, inside a transaction (whose executor is not the database's), and while any transaction
 * holds the SQLite connection (another request's, which the lock would make this wait for), it goes through
 * Kysely as every other query does.
 */
export async function readNow<Row>(db: Database, compiled: CompiledQuery<Row>): Promise<Row | undefined> {
	const handle = handles.get(db.getExecutor())
	if (handle && !handle.connection.inTransaction) {
		return handle.statements.prepare(compiled.sql).all(compiled.parameters)[0] as Row | undefined
	}
	const { rows } = await db.executeQuery(compiled)
	return rows[0]
}
