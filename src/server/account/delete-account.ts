import type { Database } from '../db/schema.ts'
import { deleteFiles } from '../storage/picture-upload.ts'
import type { Storage } from '../storage/storage.ts'
import { USER_DATA } from './user-data.ts'
import type { AccountOwner } from './user-data-rules.ts'

/**
 * Removes the account: every table's rows (USER_DATA, in its order) in one transaction, so a failure leaves
 * the account whole; then its uploaded files. Sessions are rows too, so every device is signed out at once.
 */
export async function deleteAccount(db: Database, storage: Storage, owner: AccountOwner) {
	const files = await db.transaction().execute(async (trx) => {
		const keys: string[] = []
		for (const rule of Object.values(USER_DATA)) keys.push(...((await rule.files?.(trx, owner)) ?? []))
		for (const rule of Object.values(USER_DATA)) await rule.erase(trx, owner)
		return keys
	})
	await deleteFiles(storage, files)
}
