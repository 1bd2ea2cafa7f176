import type { Database } from '../db/schema.ts'

export type InstanceBlock = { host: string; reason: string; createdAt: string }

/** Whether an administrator has blocked this host (URL.host: lower case, a port only when not the default). */
export async function isBlockedHost(db: Database, host: string) {
	const row = await db
		.selectFrom('instanceBlock')
		.select('host')
		.where('host', '=', host.toLowerCase())
		.executeTakeFirst()
	return row !== undefined
}

export function listInstanceBlocks(db: Database): Promise<InstanceBlock[]> {
	return db.selectFrom('instanceBlock').select(['host', 'reason', 'createdAt']).orderBy('host').execute()
}

/**
 * Blocks a host, and drops the deliveries to it already queued (new ones are never queued: delivery-policy.ts).
 * Blocking it again keeps the first date and takes the new reason.
 */
export async function blockInstance(db: Database, host: string, reason: string): Promise<InstanceBlock> {
	const row = { host, reason, createdAt: new Date().toISOString() }
	return db.transaction().execute(async (trx) => {
		const block = await trx
			.insertInto('instanceBlock')
			.values(row)
			.onConflict((oc) => oc.column('host').doUpdateSet({ reason }))
			.returning(['host', 'reason', 'createdAt'])
			.executeTakeFirstOrThrow()
		// A queued delivery is Fedify's message as JSON, with its inbox's address in "inbox" (never escaped: JSON
		// escapes no slash), so the host's deliveries are the payloads naming an inbox there.
		const inboxAt = (scheme: string) => `%"inbox":"${scheme}://${host}/%`
		await trx
			.deleteFrom('job')
			.where('kind', '=', 'federation')
			// A delivery under way (its lease current) finishes; the rest never start.
			.where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', row.createdAt)]))
			.where((eb) => eb.or([eb('payload', 'like', inboxAt('https')), eb('payload', 'like', inboxAt('http'))]))
			.execute()
		return block
	})
}

/** Answers whether there was such a block. */
export async function unblockInstance(db: Database, host: string) {
	const result = await db.deleteFrom('instanceBlock').where('host', '=', host).executeTakeFirst()
	return Number(result.numDeletedRows) > 0
}
