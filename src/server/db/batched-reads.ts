import { CompiledQuery, sql } from 'kysely'
import type { Database } from './schema.ts'

/** Requests' reads of one query answered by one statement at most. */
const MAX_BATCH = 100

type Read = (args: readonly string[]) => Promise<unknown>
type Build = (db: Database, ...args: never[]) => CompiledQuery<unknown>
type Waiting = { args: readonly string[]; resolve: (row: unknown) => void; reject: (error: unknown) => void }

/** PostgreSQL databases whose pages' reads of counters go in batches, each with its reads by query (readNowQuery). */
const lanes = new WeakMap<object, WeakMap<Build, Read>>()

/** Lets readNowQuery batch reads on this PostgreSQL database, outside transactions (database.ts). */
export function allowBatchedReads(db: Database) {
	lanes.set(db.getExecutor(), new WeakMap())
}

/**
 * A read of `build`'s query with these arguments (`executor` is `db`'s), sent with every other request's read of
 * it that is waiting: one round trip, and one statement for PostgreSQL, for all of them. On PostgreSQL a page's
 * read of counters cost the app server 150–230 µs, most of it the driver's and Kysely's work on a round trip,
 * against 35 µs for `/api/health` (docs/decisions/0015-batched-reads.md). Undefined when this database does not batch (SQLite, or a
 * transaction, which must read on its own connection).
 *
 * Exact as one read each: a read waits for the next statement sent, never joins one already running, so the
 * statement that answers it began after the read was asked for and sees every write committed before.
 */
export function batchedRead(
	executor: object,
	db: Database,
	build: Build,
	args: readonly string[],
): Promise<unknown> | undefined {
	const byQuery = lanes.get(executor)
	if (!byQuery) return undefined
	let read = byQuery.get(build)
	if (!read) byQuery.set(build, (read = lane(db, build, args.length)))
	return read(args)
}

/** One statement in flight at a time for a query; the reads asked for meanwhile go together in the next. */
function lane(db: Database, build: Build, arity: number): Read {
	// The query compiled once, with each argument a column of the batch's rows (Kysely writes the SQL; the
	// columns stand where the arguments' values would). Its own values are its first parameters.
	const columns = Array.from({ length: arity }, (_, i) => `a${i}`)
	const one = build(db, ...(columns.map((c) => sql.ref(`batch.${c}`)) as never[]))
	const waiting: Waiting[] = []
	let sending = false

	const statement = (batch: Waiting[]) => {
		let n = one.parameters.length
		const rows = batch.map(() => `(cast($${++n} as integer)${columns.map(() => `, cast($${++n} as text)`).join('')})`)
		return CompiledQuery.raw(
			`select "batch"."i" as "batchIndex", "read".* from (values ${rows.join(', ')}) as "batch"("i"${columns.map((c) => `, "${c}"`).join('')})
			left join lateral (select 1 as "batchFound", "one".* from (${one.sql}) as "one" limit 1) as "read" on true`,
			[...one.parameters, ...batch.flatMap((w, i) => [i, ...w.args])],
		)
	}

	async function send() {
		while (waiting.length > 0) {
			const batch = waiting.splice(0, MAX_BATCH)
			try {
				const { rows } = await db.executeQuery<{ batchIndex: number; batchFound: number | null }>(statement(batch))
				const found: unknown[] = []
				for (const { batchIndex, batchFound, ...row } of rows) if (batchFound !== null) found[batchIndex] = row
				batch.forEach((w, i) => w.resolve(found[i]))
			} catch (error) {
				for (const w of batch) w.reject(error)
			}
		}
		sending = false
	}

	return (args) =>
		new Promise((resolve, reject) => {
			waiting.push({ args, resolve, reject })
			if (sending) return
			sending = true
			// Reads asked for in the same turn of the event loop (one page's, or requests that arrived together) go in one.
			queueMicrotask(() => void send())
		})
}
