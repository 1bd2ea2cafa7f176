import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestContext } from 'node:test'
import { serve } from '@hono/node-server'
import { sql } from 'kysely'
import { createApp } from '../../src/server/app.ts'
import { createAuth } from '../../src/server/auth/auth.ts'
import type { ScryptCost } from '../../src/server/auth/password-hash.ts'
import { bookDescriptionJob } from '../../src/server/books/book-description.ts'
import { bookServices } from '../../src/server/books/search-catalogue.ts'
import { openLibraryCoverJob } from '../../src/server/covers/open-library-cover-job.ts'
import { loadConfig } from '../../src/server/config.ts'
import { migrateToLatest, openDatabase } from '../../src/server/db/database.ts'
import { createDogearFederation } from '../../src/server/federation/dogear-federation.ts'
import { federationJob } from '../../src/server/federation/federation-job.ts'
import type { Database } from '../../src/server/db/schema.ts'
import { catalogueImportJob } from '../../src/server/catalogue/catalogue-import-job.ts'
import { importJob } from '../../src/server/imports/import-job.ts'
import { startJobWorker } from '../../src/server/jobs/job-worker.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import { sendMailJob } from '../../src/server/mail/send-mail-job.ts'
import { log } from '../../src/server/ops/log.ts'
import { createMetrics } from '../../src/server/ops/metrics.ts'
import { createStorage } from '../../src/server/storage/create-storage.ts'
import { TestClient } from './test-client.ts'
import { createMigratedTestDatabase, dropTestDatabase } from './database-url.ts'

/** Stands in for the built SPA, so page tests do not depend on a Vite build. */
export const TEST_INDEX_HTML = '<!doctype html><html lang="en"><head><title>Dogear</title></head><div id="root"></div>'

export const onPostgres = Boolean(process.env.TEST_POSTGRES_URL)

/**
 * The tests' password hashing: Better Auth's format at a sixty-fourth of its cost. At Better Auth's, a hash is
 * about 100 ms of CPU and each pass makes over a thousand; the tests of the stored format and of hashes Better
 * Auth made ask for `BETTER_AUTH_COST`, which is the only cost the server itself uses.
 */
const FAST_PASSWORDS: ScryptCost = { N: 1024, r: 4, p: 1 }

/**
 * The real app listening on a loopback port, on a fresh, fully migrated database: in-memory SQLite by
 * default, or a throwaway PostgreSQL database when TEST_POSTGRES_URL is set (npm test runs both).
 * `env` is the environment the server would be started with (SMTP_URL, GOOGLE_CLIENT_ID, …); tests of the
 * queue itself turn the background worker off.
 */
export async function startTestApp(
	t: TestContext,
	env: Record<string, string> = {},
	{ worker: runWorker = true, passwordCost = FAST_PASSWORDS } = {},
) {
	// Torn down in reverse: the worker and server stop before their database goes.
	const cleanups: (() => unknown)[] = []
	t.after(async () => {
		for (const cleanup of cleanups.reverse()) await cleanup()
	})
	const db = await freshDatabase(cleanups)
	await migrateToLatest(db)
	const dataDir = mkdtempSync(join(tmpdir(), 'dogear-test-'))
	cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
	const webDir = join(dataDir, 'web')
	mkdirSync(webDir)
	writeFileSync(join(webDir, 'index.html'), TEST_INDEX_HTML)

	let fetchHandler: (request: Request) => Response | Promise<Response> = () => new Response('starting', { status: 503 })
	const server = serve({ fetch: (request) => fetchHandler(request), port: 0, hostname: '127.0.0.1' }) as Server
	await new Promise<void>((resolve) => server.once('listening', () => resolve()))
	const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

	// Load shedding off unless a test asks: a test process that runs the tests' own work beside the server is busy by design.
	const config = loadConfig({
		DATA_DIR: dataDir,
		APP_URL: baseUrl,
		LOAD_SHED_ELU: '0',
		LOAD_SHED_IN_FLIGHT: '0',
		...env,
	})
	// Warnings and errors only unless a test asks: a line for every request would bury a failing test's output.
	log.level = env.LOG_LEVEL ? config.logLevel : 'warn'
	const auth = createAuth({ config, db, secret: 'test-secret-that-is-at-least-32-characters-long', passwordCost })
	const federation = config.federation
		? createDogearFederation(db, { ...config, federation: config.federation })
		: undefined
	const storage = createStorage(config)
	const worker = runWorker
		? startJobWorker(
				db,
				{
					'send-mail': sendMailJob(createMailer(config.mail, dataDir)),
					import: importJob(db, bookServices(config)),
					federation: federationJob(federation),
					'catalogue-import': catalogueImportJob(db, storage),
					'book-description': bookDescriptionJob(db, bookServices(config)),
					'book-cover': openLibraryCoverJob({ db, storage, config }),
				},
				{ pollMs: 25 },
			)
		: undefined
	const app = createApp({
		config,
		db,
		auth,
		storage,
		webDir,
		metrics: config.metrics ? createMetrics(db) : undefined,
		federation,
	})
	fetchHandler = app.fetch
	cleanups.push(
		() => {
			const closed = new Promise((resolve) => server.close(resolve))
			server.closeAllConnections()
			return closed
		},
		() => worker?.stop(),
	)

	// Every route the app answers, for tests that go through all of them (hostile-requests.test.ts).
	const routes = app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, path: r.path }))
	return { db, auth, config, baseUrl, dataDir, routes, federation, client: () => new TestClient(baseUrl) }
}

async function freshDatabase(cleanups: (() => unknown)[]): Promise<Database> {
	const serverUrl = process.env.TEST_POSTGRES_URL
	if (!serverUrl) {
		const db = openDatabase(':memory:')
		cleanups.push(() => db.destroy())
		return db
	}
	const spare = spareDatabases.pop()
	const name = spare ?? `dogear_test_${randomUUID().replaceAll('-', '')}`
	if (!spare) {
		const admin = openDatabase(serverUrl)
		await createMigratedTestDatabase(admin, serverUrl, name)
		await admin.destroy()
		if (madeDatabases.push(name) === 1) process.on('beforeExit', () => dropMadeDatabases(serverUrl))
	}
	const url = new URL(serverUrl)
	url.pathname = `/${name}`
	const db = openDatabase(url.href)
	if (spare) await emptyEveryTable(db)
	cleanups.push(async () => {
		await db.destroy()
		spareDatabases.push(name)
	})
	return db
}

/**
 * The PostgreSQL databases this test process made, and those of them free for its next test. Even copied from
 * the migrated template (createMigratedTestDatabase), a new database costs PostgreSQL more than emptying every
 * table of one a test is done with, which leaves what a fresh migration leaves (no migration writes rows into an
 * empty database). Dropped when the process is done.
 */
const madeDatabases: string[] = []
const spareDatabases: string[] = []

async function emptyEveryTable(db: Database) {
	const tables = await sql<{
		name: string
	}>`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_migration%'`.execute(
		db,
	)
	await sql`truncate table ${sql.join(tables.rows.map((t) => sql.id(t.name)))} restart identity cascade`.execute(db)
}

async function dropMadeDatabases(serverUrl: string) {
	const names = madeDatabases.splice(0)
	if (names.length === 0) return
	const admin = openDatabase(serverUrl)
	for (const name of names) await dropTestDatabase(admin, name)
	await admin.destroy()
}
