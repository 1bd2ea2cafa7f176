import { AsyncLocalStorage } from 'node:async_hooks'
import { sql, type Transaction } from 'kysely'
import type { Database, DB } from '../db/schema.ts'

type Active = { root: Database; trx: Transaction<DB>; savepoints: number }
const active = new AsyncLocalStorage<Active>()

export type RequestTransactions = ReturnType<typeof requestTransactions>

/**
 * A request's work in one transaction, without handing a transaction through every route and domain function.
 * `db` is what the routes are given: outside `run` it is the database itself; inside, every query goes to the
 * request's transaction, and a domain function's own `db.transaction()` becomes a savepoint in it (so it still
 * rolls back alone when it fails, as PostgreSQL needs after a failed statement). The idempotency keys use this
 * to commit a write and its stored answer together (docs/decisions/0011-idempotency-keys.md).
 *
 * Inside `run`, nothing may wait for database work started outside it: on SQLite the one connection is the
 * transaction's until it ends, so that work could never finish.
 */
export function requestTransactions(root: Database) {
	const bound = (source: object, property: string | symbol) => {
		const value: unknown = Reflect.get(source, property, source)
		// Kysely's methods read private fields, so they must run on the real object, not on the proxy.
		return typeof value === 'function' ? value.bind(source) : value
	}
	const db = new Proxy(root, {
		get(target, property) {
			const current = active.getStore()
			if (current?.root !== target) return bound(target, property)
			if (property === 'transaction') return () => savepoint(current)
			return bound(current.trx, property)
		},
	})
	return {
		db,
		/** Runs `work` with every query of `db` in one transaction, committed when it resolves. */
		run: <T>(work: (trx: Transaction<DB>) => Promise<T>) =>
			root.transaction().execute((trx) => active.run({ root, trx, savepoints: 0 }, () => work(trx))),
	}
}

/** What `db.transaction()` is inside a request transaction: its `execute` runs in a savepoint. */
function savepoint(current: Active) {
	const builder = {
		async execute<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
			const name = sql.id(`nested_${++current.savepoints}`)
			await sql`savepoint ${name}`.execute(current.trx)
			try {
				const result = await work(current.trx)
				await sql`release savepoint ${name}`.execute(current.trx)
				return result
			} catch (error) {
				await sql`rollback to savepoint ${name}`.execute(current.trx)
				await sql`release savepoint ${name}`.execute(current.trx)
				throw error
			}
		},
	}
	// Our code only ever calls execute() on a transaction builder; the isolation level is the request's.
	return builder as unknown as ReturnType<Database['transaction']>
}
