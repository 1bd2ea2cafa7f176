import type { Database } from '../db/schema.ts'

/**
 * Records a signature as seen, in Fedify's key–value table (it is swept with the rest there), and answers
 * whether it is the first time: a second insert of the same key finds the row and does nothing.
 */
export async function firstTimeSeen(db: Database, signatureHash: string, rememberMs: number) {
	const key = JSON.stringify(['dogear', 'seenSignature', signatureHash])
	const now = new Date()
	await db.deleteFrom('federationKv').where('key', '=', key).where('expiresAt', '<=', now.toISOString()).execute()
	const inserted = await db
		.insertInto('federationKv')
		.values({ key, value: 'true', expiresAt: new Date(now.getTime() + rememberMs).toISOString() })
		.onConflict((oc) => oc.column('key').doNothing())
		.executeTakeFirst()
	return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1
}
