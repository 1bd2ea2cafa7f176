import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify'
import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * Fedify's key–value store on our own database (decision: federation with Fedify): its caches of remote keys
 * and documents and its records of what was already handled, shared by every server on the database. A key is
 * stored as the JSON of its parts, so a prefix of parts is a prefix of the text without its closing bracket.
 */
export function databaseKvStore(db: Database): KvStore {
	const now = () => new Date().toISOString()
	const live = () => sql<boolean>`("expiresAt" is null or "expiresAt" > ${now()})`
	const expiry = (options?: KvStoreSetOptions) =>
		options?.ttl ? new Date(Date.now() + options.ttl.total('millisecond')).toISOString() : null

	async function get<T = unknown>(key: KvKey): Promise<T | undefined> {
		const row = await db
			.selectFrom('federationKv')
			.select('value')
			.where('key', '=', JSON.stringify(key))
			.where(live())
			.executeTakeFirst()
		return row ? (JSON.parse(row.value) as T) : undefined
	}

	async function set(key: KvKey, value: unknown, options?: KvStoreSetOptions) {
		const row = { key: JSON.stringify(key), value: JSON.stringify(value), expiresAt: expiry(options) }
		await db
			.insertInto('federationKv')
			.values(row)
			.onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, expiresAt: row.expiresAt }))
			.execute()
		// Expired rows are never read again; each write sweeps them (an indexed range) so the table stays small.
		await db.deleteFrom('federationKv').where('expiresAt', '<=', now()).execute()
	}

	async function remove(key: KvKey) {
		await db.deleteFrom('federationKv').where('key', '=', JSON.stringify(key)).execute()
	}

	/** Swaps only when the stored value is still the one the caller read: one conditional statement, no lock held. */
	async function cas(key: KvKey, expected: unknown, next: unknown, options?: KvStoreSetOptions) {
		const id = JSON.stringify(key)
		const row = { key: id, value: JSON.stringify(next), expiresAt: expiry(options) }
		await db.deleteFrom('federationKv').where('key', '=', id).where('expiresAt', '<=', now()).execute()
		if (expected === undefined) {
			const inserted = await db
				.insertInto('federationKv')
				.values(row)
				.onConflict((oc) => oc.column('key').doNothing())
				.executeTakeFirst()
			return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1
		}
		const updated = await db
			.updateTable('federationKv')
			.set({ value: row.value, expiresAt: row.expiresAt })
			.where('key', '=', id)
			.where('value', '=', JSON.stringify(expected))
			.executeTakeFirst()
		return Number(updated.numUpdatedRows) === 1
	}

	async function* list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
		let query = db.selectFrom('federationKv').select(['key', 'value']).where(live()).orderBy('key')
		if (prefix) {
			const whole = JSON.stringify(prefix)
			const under = `${whole.slice(0, -1)},`
			query = query.where((eb) =>
				eb.or([eb('key', '=', whole), eb(sql`substr("key", 1, ${under.length})`, '=', under)]),
			)
		}
		for (const row of await query.execute())
			yield { key: JSON.parse(row.key) as KvKey, value: JSON.parse(row.value) as unknown }
	}

	return { get, set, delete: remove, cas, list }
}
