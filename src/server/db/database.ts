import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, type Migration } from 'kysely'
import pg from 'pg'
import * as m0001 from './migrations/0001-accounts.ts'
import * as m0002 from './migrations/0002-profiles.ts'
import * as m0003 from './migrations/0003-books.ts'
import * as m0004 from './migrations/0004-covers.ts'
import * as m0005 from './migrations/0005-reading-log.ts'
import * as m0006 from './migrations/0006-search-speed.ts'
import * as m0007 from './migrations/0007-social.ts'
import * as m0008 from './migrations/0008-reading-goals.ts'
import * as m0009 from './migrations/0009-people.ts'
import * as m0010 from './migrations/0010-lists.ts'
import * as m0012 from './migrations/0012-safety.ts'
import * as m0013 from './migrations/0013-imports.ts'
import * as m0014 from './migrations/0014-clubs.ts'
import * as m0018 from './migrations/0018-access-tokens.ts'
import * as m0019 from './migrations/0019-idempotency-keys.ts'
import * as m0020 from './migrations/0020-club-activity-index.ts'
import * as m0021 from './migrations/0021-popular-readers.ts'
import * as m0022 from './migrations/0022-page-versions.ts'
import * as m0023 from './migrations/0023-shelf-versions.ts'
import * as m0024 from './migrations/0024-account-security.ts'
import * as m0025 from './migrations/0025-favourite-books.ts'
import * as m0026 from './migrations/0026-editions.ts'
import * as m0028 from './migrations/0028-series-and-community-data.ts'
import * as m0029 from './migrations/0029-imports-finish.ts'
import * as m0027 from './migrations/0027-book-edits.ts'
import * as m0031 from './migrations/0031-postgres-search-bounds.ts'
import * as m0032 from './migrations/0032-federation.ts'
import * as m0037 from './migrations/0037-instance-blocks.ts'
import * as m0033 from './migrations/0033-postgres-search-tokens.ts'
import * as m0036 from './migrations/0036-remote-follows.ts'
import * as m0030 from './migrations/0030-catalogue-imports.ts'
import * as m0038 from './migrations/0038-cover-attempts.ts'
import { log } from '../ops/log.ts'
import { allowBatchedReads } from './batched-reads.ts'
import { allowReadNow } from './read-now.ts'
import type { Database, DB } from './schema.ts'
import { withStatementCache } from './statement-cache.ts'

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url)

/** A postgres:// URL (several app servers), or a SQLite file path or ':memory:' (the embedded default). */
export function openDatabase(url: string): Database {
	if (isPostgresUrl(url)) {
		// JIT compilation costs seconds on queries the planner wrongly thinks huge (a popular book's rating summary
		// with its per-row visibility subqueries), and our queries are short OLTP reads that never gain from it.
		// Connections stay open once made (pg's default closes one idle for 10 s): under an uneven load the pool
		// shrank between bursts and each burst started new backends (a process each, whose first statements fill
		// PostgreSQL's catalogue caches): 25 backends in 45 s for ten connections at 100 requests a second
		// (docs/decisions/0017-load-shedding.md). allowExitOnIdle: an idle pool does not keep a script alive.
		const pool = new pg.Pool({
			connectionString: url,
			max: 10,
			idleTimeoutMillis: 0,
			allowExitOnIdle: true,
			options: '-c jit=off',
		})
		// An idle connection that the server closes (restart, failover) emits 'error'; unheard, it would end
		// the process. The pool drops that connection and opens a new one on the next query.
		pool.on('error', (error) => log.error(`postgres: idle connection lost: ${error.message}`))
		const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
		allowBatchedReads(db)
		pools.set(db, pool)
		return db
	}
	if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true })
	const sqlite = new SQLite(url)
	// WAL lets readers go on while one writer commits; busy_timeout makes a second writer wait instead of failing.
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('synchronous = NORMAL')
	sqlite.pragma('busy_timeout = 5000')
	sqlite.pragma('foreign_keys = ON')
	const statements = withStatementCache(sqlite)
	const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: statements }) })
	allowReadNow(db, statements, sqlite)
	return db
}

const pools = new WeakMap<Database, pg.Pool>()

/** A PostgreSQL database's connection pool, for /metrics (ops/metrics.ts); SQLite has none. */
export const postgresPool = (db: Database) => pools.get(db)

export function dialectOf(db: { getExecutor(): { adapter: unknown } }): 'postgres' | 'sqlite' {
	return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

// Listed by hand: explicit, bundler-friendly, and each new migration is one reviewed line.
const migrations: Record<string, Migration> = {
	'0001-accounts': m0001,
	'0002-profiles': m0002,
	'0003-books': m0003,
	'0004-covers': m0004,
	'0005-reading-log': m0005,
	'0006-search-speed': m0006,
	'0007-social': m0007,
	'0008-reading-goals': m0008,
	'0009-people': m0009,
	'0010-lists': m0010,
	'0012-safety': m0012,
	'0013-imports': m0013,
	'0014-clubs': m0014,
	'0018-access-tokens': m0018,
	'0019-idempotency-keys': m0019,
	'0020-club-activity-index': m0020,
	'0021-popular-readers': m0021,
	'0022-page-versions': m0022,
	'0023-shelf-versions': m0023,
	'0024-account-security': m0024,
	'0025-favourite-books': m0025,
	'0026-editions': m0026,
	'0028-series-and-community-data': m0028,
	'0029-imports-finish': m0029,
	'0027-book-edits': m0027,
	'0031-postgres-search-bounds': m0031,
	'0032-federation': m0032,
	'0033-postgres-search-tokens': m0033,
	'0036-remote-follows': m0036,
	'0030-catalogue-imports': m0030,
	'0037-instance-blocks': m0037,
	'0038-cover-attempts': m0038,
}

export async function migrateToLatest(db: Database) {
	const { error } = await migrator(db).migrateToLatest()
	if (error) throw error
}

/** Migrates up to and including `name`: how a test builds a database as an older release left it. */
export async function migrateUpTo(db: Database, name: string) {
	const { error } = await migrator(db).migrateTo(name)
	if (error) throw error
}

const migrator = (db: Database) => new Migrator({ db, provider: { getMigrations: async () => migrations } })
