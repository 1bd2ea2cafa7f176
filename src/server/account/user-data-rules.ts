import type { Database } from '../db/schema.ts'
import { isoDate } from '../db/values.ts'

// What every part of the reader's data map (user-data.ts) is written with.

export type AccountOwner = { id: string; email: string }
export type Row = Record<string, unknown>

/** How one table relates to a reader: what the export shows of it and what deleting the account removes. */
export type TableRule = {
	relation: string
	/** The reader's rows as exported; secrets (hashes, tokens) stay out. */
	export: (db: Database, owner: AccountOwner) => Promise<Row[]>
	/** Removes the reader's rows; runs inside the deletion's transaction. */
	erase: (db: Database, owner: AccountOwner) => Promise<unknown>
	/** Storage keys of the reader's uploaded files named in this table. */
	files?: (db: Database, owner: AccountOwner) => Promise<string[]>
}

export const none = async () => []
export const catalogue = (what: string): TableRule => ({
	relation: `${what}: shared catalogue data that no reader owns`,
	export: none,
	erase: none,
})
// LIKE patterns are built from e-mail addresses, which may hold '_' and '%'.
export const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
export const dates = <T extends Row>(row: T, ...names: (keyof T)[]) => {
	const out: Row = { ...row }
	for (const name of names) out[name as string] = isoDate(row[name] as Date | string | null)
	return out
}
