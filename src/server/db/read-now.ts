import type SQLite from 'better-sqlite3'
import { CompiledQuery, type SqliteDatabase } from 'kysely'
import { batchedRead } from './batched-reads.ts'
import type { Database } from './schema.ts'

type RememberedRead = (sql: string, parameters: readonly unknown[]) => unknown

type Waiting = {
	db: Database
	sql: string
	parameters: readonly unknown[]
	resolve: (row: unknown) => void
	reject: (error: unknown) => void
}

/**
 * Reads on SQLite connections, by the Kysely executor that runs queries on them outside transactions: those asked
 * for in one turn of the event loop wait for its end, and are answered together (`waiting`).
 */
type Handle = { connection: SQLite.Database; read: RememberedRead; waiting: Waiting[] }
const handles = new WeakMap<object, Handle>()

/** A read through Kysely, as every other query runs: on PostgreSQL, and on SQLite while a transaction holds the connection. */
const throughKysely = (db: Database, sql: string, parameters: readonly unknown[]) =>
	db.executeQuery(CompiledQuery.raw(sql, [...parameters])).then(({ rows }) => rows[0])

/** Rows remembered at most, of all queries: a few MB. */
const MAX_REMEMBERED = 50_000

/**
 * Reads run on the connection and remembered until something may have changed them: a row changed by this
 * connection (`total_changes()` counts every row an INSERT, UPDATE or DELETE changed, triggers' included, and
 * rolled back or not), or a commit by another connection (`PRAGMA data_version` moves then: a catalogue import
 * beside the server, a restore). Schema changes are not counted: they happen only in migrations, before the
 * server answers. A statement that changes nothing (the job queue asking for work every second) forgets nothing.
 */
function rememberingReads(statements: SqliteDatabase, connection: SQLite.Database): RememberedRead {
	const dataVersion = connection.prepare('pragma data_version').pluck()
	const rowChanges = connection.prepare('select total_changes()').pluck()
	let seen = { data: -1, changes: -1 }
	let size = 0
	const rows = new Map<string, Map<unknown, unknown>>()
	// data_version opens a read transaction (3 µs, most of a remembered read); it is asked once per synchronous run
	// of the server's code. Another process's commit can reach this process's clients only between such runs, so
	// the reads of one run answered as of its first are answered as of an instant none of them could tell apart
	// from their own. Our own writes, which a run can make between two reads, are counted on every read.
	let runData: number | undefined
	const forgetRunData = () => {
		runData = undefined
	}
	return (sql, parameters) => {
		if (runData === undefined) {
			runData = dataVersion.get() as number
			queueMicrotask(forgetRunData)
		}
		const now = { data: runData, changes: rowChanges.get() as number }
		if (now.data !== seen.data || now.changes !== seen.changes || size >= MAX_REMEMBERED) {
			rows.clear()
			size = 0
			seen = now
		}
		let bySql = rows.get(sql)
		if (!bySql) rows.set(sql, (bySql = new Map()))
		// A query's SQL always has the same number of parameters, so one alone can be its own key.
		const key = parameters.length === 1 ? parameters[0] : JSON.stringify(parameters)
		if (bySql.has(key)) return bySql.get(key)
		const row = statements.prepare(sql).all(parameters)[0]
		bySql.set(key, row)
		size += 1
		return row
	}
}

/** Lets readNow run queries of this database on its SQLite connection directly (database.ts). */
export function allowReadNow(db: Database, statements: SqliteDatabase, connection: SQLite.Database) {
	handles.set(db.getExecutor(), { connection, read: rememberingReads(statements, connection), waiting: [] })
}

/**
 * The turn's reads, answered one after the other once the event loop has polled (setImmediate): what each
 * request does after its read then runs beside the others' and their answers leave together, as on PostgreSQL,
 * where concurrent requests' reads share a statement (batched-reads.ts). Answered one by one as they came, each
 * request's few microseconds of work sat between system calls that emptied the processor's caches, and each
 * answer's write woke the client alone: a book's reviews cost the server about 50 µs a request more on SQLite
 * than on PostgreSQL (docs/performance.md at 7504260, 'Session 14'). Every read runs after it was asked for, so it sees
 * every write committed before. While a transaction holds the connection they go through Kysely, which waits
 * for it.
 */
function answerTurn(handle: Handle) {
	const turn = handle.waiting.splice(0)
	for (const { db, sql, parameters, resolve, reject } of turn) {
		try {
			resolve(handle.connection.inTransaction ? throughKysely(db, sql, parameters) : handle.read(sql, parameters))
		} catch (error) {
			reject(error)
		}
	}
}

/**
 * The first row of a small read that pages make on every request (their counters, decision 0012). On SQLite it
 * runs on the connection itself with the event loop's turn's other reads (answerTurn), and is remembered until
 * a write (rememberingReads): Kysely runs a SQLite query behind a promise-based lock on the one connection, which
 * under 50 concurrent requests cost a book's reviews about 40 µs of the server's CPU for its one read of
 * counters, and the statement itself takes 12 to 20 µs there, against 2 for asking whether anything changed
 * (docs/decisions/0013-read-now.md). The SQL and
 * parameters are Kysely's either way. On PostgreSQL, inside a transaction (whose executor is not the
 * database's), and while any transaction holds the SQLite connection (another request's, which the lock would
 * make this wait for), it goes through Kysely as every other query does.
 */
export function readNow<Row>(db: Database, compiled: CompiledQuery<Row>): Promise<Row | undefined> {
	return readOn(db, db.getExecutor(), compiled.sql, compiled.parameters) as Promise<Row | undefined>
}

/** readNow on the executor the caller already asked `db` for. */
function readOn(db: Database, executor: object, sql: string, parameters: readonly unknown[]): Promise<unknown> {
	const handle = handles.get(executor)
	if (!handle) return throughKysely(db, sql, parameters)
	return new Promise((resolve, reject) => {
		if (handle.waiting.push({ db, sql, parameters, resolve, reject }) === 1) setImmediate(answerTurn, handle)
	})
}

type Template = { sql: string; parameters: ({ arg: number } | { fixed: unknown })[] }

/**
 * readNow for a query built from string arguments, compiled by Kysely once per database: building and compiling
 * a small query cost more than reading it at once (docs/decisions/0013-read-now.md). The query is compiled with
 * marker strings for its arguments, which then say where each argument goes among the parameters. On
 * PostgreSQL, outside transactions, concurrent requests' reads of the query go in one statement
 * (batched-reads.ts). The query must give at most one row.
 */
export function readNowQuery<Args extends string[], Row>(build: (db: Database, ...args: Args) => CompiledQuery<Row>) {
	const templates = new WeakMap<object, Template>()
	return (db: Database, ...args: Args): Promise<Row | undefined> => {
		// Asked once: through the request-transaction proxy (idempotency/request-transaction.ts) each ask binds anew.
		const executor = db.getExecutor()
		const batched = batchedRead(executor, db, build as never, args)
		if (batched) return batched as Promise<Row | undefined>
		let template = templates.get(executor.adapter)
		if (!template) {
			const markers = args.map((_, i) => `\u0000argument ${i}`) as Args
			const compiled = build(db, ...markers)
			const parameters = compiled.parameters.map((p) =>
				markers.includes(p as string) ? { arg: markers.indexOf(p as string) } : { fixed: p },
			)
			template = { sql: compiled.sql, parameters }
			templates.set(executor.adapter, template)
		}
		const parameters = template.parameters.map((p) => ('arg' in p ? args[p.arg] : p.fixed))
		return readOn(db, executor, template.sql, parameters) as Promise<Row | undefined>
	}
}
