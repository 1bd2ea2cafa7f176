import { PostgresAdapter } from 'kysely'

// A frozen copy of db/database.ts's dialectOf: migrations import no live code, so app edits never change them.
export function dialectOf(db: { getExecutor(): { adapter: unknown } }): 'postgres' | 'sqlite' {
	return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}
