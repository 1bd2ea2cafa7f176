// The server's own time for likes, comments and notifications, without HTTP (as reading-server-time.ts): a
// fresh database filled with one busy reader's social life, asked through app.fetch one request at a time.
//   npx tsx bench/social-server-time.ts [--database-url postgres://…/empty_db]   (SQLite in a temp dir otherwise)
// The reader has 100 public entries, each liked by 200 of 1,000 readers (20,000 likes and as many
// notifications), one entry with 100 comments of 2 replies each, and has blocked 50 of the likers.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { createApp } from '../src/server/app.ts'
import { createAuth } from '../src/server/auth/auth.ts'
import { upsertBook } from '../src/server/books/upsert-book.ts'
import { loadConfig } from '../src/server/config.ts'
import { migrateToLatest, openDatabase } from '../src/server/db/database.ts'
import { createStorage } from '../src/server/storage/create-storage.ts'
import { insertReaders } from './insert-readers.ts'
import { readerId } from './reading-rows.ts'
import { printServerTimes, type TimedTarget } from './server-times.ts'

const { values } = parseArgs({
	options: { 'database-url': { type: 'string' }, requests: { type: 'string', default: '1000' } },
})
const dataDir = mkdtempSync(join(tmpdir(), 'dogear-social-bench-'))
// One request at a time, in the app: load shedding (a cold first request's late event loop trips it) stays off.
const config = loadConfig({
	DATA_DIR: dataDir,
	DATABASE_URL: values['database-url'],
	LOAD_SHED_ELU: '0',
	LOAD_SHED_IN_FLIGHT: '0',
})
const db = openDatabase(config.databaseUrl)
await migrateToLatest(db)
const auth = createAuth({ config, db, secret: 'bench-secret-that-is-at-least-32-characters-long' })
const app = createApp({ config, db, auth, storage: createStorage(config), webDir: dataDir })
const ask = (path: string, init: RequestInit = {}) => app.fetch(new Request(new URL(path, config.appOrigin), init))

const READERS = 1_000
const ENTRIES = 100
const LIKES_PER_ENTRY = 200
const password = 'a long enough bench passphrase'
const signUp = await ask('/api/auth/sign-up', {
	method: 'POST',
	headers: { 'content-type': 'application/json', origin: config.appOrigin },
	body: JSON.stringify({
		username: 'busy_reader',
		email: 'busy@example.org',
		password,
		repeatPassword: password,
		acceptTerms: true,
		rememberMe: true,
	}),
})
if (signUp.status !== 201) throw new Error(`Signing up answered ${signUp.status}: ${await signUp.text()}`)
const cookie = signUp.headers
	.getSetCookie()
	.map((c) => c.split(';')[0])
	.join('; ')
const ownerId = ((await signUp.json()) as { user: { id: string } }).user.id
const at = (n: number) => new Date(Date.now() - n * 60_000).toISOString()

await insertReaders(db, READERS, 'not-a-password-hash', at(100_000), () => undefined)
const { bookId } = await upsertBook(db, {
	title: 'Sabriel',
	identifiers: [{ scheme: 'goodreads', value: randomUUID() }],
	authors: [{ name: 'Garth Nix' }],
	subjects: [],
})
const entryIds = Array.from({ length: ENTRIES }, () => randomUUID())
await db
	.insertInto('entry')
	.values(
		entryIds.map((id, i) => ({
			id,
			userId: ownerId,
			bookId,
			readOn: at(50_000 + i).slice(0, 10),
			startedOn: null,
			rating: 8,
			spoilers: 0,
			review: 'Bells.',
			visibility: 'public' as const,
			createdAt: at(50_000 + i),
			updatedAt: at(50_000 + i),
		})),
	)
	.execute()
for (const [e, entryId] of entryIds.entries()) {
	const likers = Array.from({ length: LIKES_PER_ENTRY }, (_, i) => readerId(((e * 37 + i) % READERS) + 1))
	await db
		.insertInto('entryLike')
		.values(likers.map((userId, i) => ({ userId, entryId, createdAt: at(40_000 - e * 200 - i) })))
		.execute()
	await db
		.insertInto('notification')
		.values(
			likers.map((actorId, i) => ({
				id: randomUUID(),
				userId: ownerId,
				actorId,
				kind: 'entry_liked' as const,
				entryId,
				createdAt: at(40_000 - e * 200 - i),
			})),
		)
		.execute()
}
const commented = entryIds[0]!
for (let t = 0; t < 100; t++) {
	const top = randomUUID()
	const rows = [top, randomUUID(), randomUUID()].map((id, r) => ({
		id,
		entryId: commented,
		userId: readerId(((t * 3 + r) % READERS) + 1),
		parentId: r === 0 ? null : top,
		body: `Comment ${t}.${r} with a few words in it`,
		createdAt: at(1_000 - t * 3 - r),
		updatedAt: at(1_000 - t * 3 - r),
	}))
	await db.insertInto('comment').values(rows).execute()
}
await db
	.insertInto('block')
	.values(
		Array.from({ length: 50 }, (_, i) => ({ blockerId: ownerId, blockedId: readerId(i * 20 + 1), createdAt: at(0) })),
	)
	.execute()
// As after any bulk load (and as autovacuum would soon do): the planner needs the tables' statistics.
await sql`analyze`.execute(db)

const TARGETS: TimedTarget[] = [
	['GET /api/health', '/api/health', false],
	['GET /api/entries/:id (200 likes), signed in', `/api/entries/${commented}`, true],
	['GET /api/me/diary (30 entries, 6,000 likes)', '/api/me/diary', true],
	['GET /api/entries/:id/comments (300), visitor', `/api/entries/${commented}/comments`, false],
	['GET /api/entries/:id/comments (300), signed in', `/api/entries/${commented}/comments`, true],
	['GET /api/me/notifications (of 20,000)', '/api/me/notifications', true],
	['GET /api/me/notifications/unread-count (20,000)', '/api/me/notifications/unread-count', true],
]
await printServerTimes(ask, TARGETS, { requests: Number(values.requests), cookie })
await db.destroy()
rmSync(dataDir, { recursive: true, force: true })
