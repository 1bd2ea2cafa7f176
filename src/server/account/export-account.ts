import type { AccountExport } from '../../shared/schemas/account.ts'
import type { Database } from '../db/schema.ts'
import { type Storage, contentTypeOf } from '../storage/storage.ts'
import { type AccountOwner, USER_DATA } from './user-data.ts'

/** Everything the account owns, table by table as USER_DATA describes it, with its uploaded files inline. */
export async function exportAccount(db: Database, storage: Storage, owner: AccountOwner): Promise<AccountExport> {
	const tables: AccountExport['tables'] = {}
	const files: AccountExport['files'] = []
	for (const [name, rule] of Object.entries(USER_DATA)) {
		tables[name] = { relation: rule.relation, rows: await rule.export(db, owner) }
		for (const key of (await rule.files?.(db, owner)) ?? []) {
			const bytes = await storage.get(key)
			if (bytes) files.push({ key, contentType: contentTypeOf(key), base64: bytes.toString('base64') })
		}
	}
	return { format: 'dogear-account-export', version: 1, exportedAt: new Date().toISOString(), tables, files }
}
