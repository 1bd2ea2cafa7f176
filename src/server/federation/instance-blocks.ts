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

/** Blocks a host; blocking it again keeps the first date and takes the new reason. */
export async function blockInstance(db: Database, host: string, reason: string): Promise<InstanceBlock> {
	const row = { host, reason, createdAt: new Date().toISOString() }
	return db
		.insertInto('instanceBlock')
		.values(row)
		.onConflict((oc) => oc.column('host').doUpdateSet({ reason }))
		.returning(['host', 'reason', 'createdAt'])
		.executeTakeFirstOrThrow()
}

/** Answers whether there was such a block. */
export async function unblockInstance(db: Database, host: string) {
	const result = await db.deleteFrom('instanceBlock').where('host', '=', host).executeTakeFirst()
	return Number(result.numDeletedRows) > 0
}
