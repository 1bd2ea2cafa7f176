// The server's own time for the list APIs, without HTTP (as bench/reading-server-time.ts measures the reading
// log's), on an instance this script fills itself: 5,000 readers with 4 lists each (20,000 lists, 80% public,
// 10% friends, 10% private) of 20 books from 1,000, and one reader who signs in, with 20 lists, following 200
// readers of whom 100 follow back.
//   npx tsx bench/lists-server-time.ts --data-dir /tmp/dogear-lists               # a new SQLite file there
//   npx tsx bench/lists-server-time.ts --database-url postgres://…/empty_database
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { createApp } from '../src/server/app.ts'
import { createAuth } from '../src/server/auth/auth.ts'
import { foldText } from '../src/server/books/search-text.ts'
import { upsertBook } from '../src/server/books/upsert-book.ts'
import { loadConfig } from '../src/server/config.ts'
import { migrateToLatest, openDatabase } from '../src/server/db/database.ts'
import { createStorage } from '../src/server/storage/create-storage.ts'
import { printServerTimes, type TimedTarget } from './server-times.ts'

const { values } = parseArgs({
	options: {
		'data-dir': { type: 'string' },
		'database-url': { type: 'string' },
		requests: { type: 'string', default: '1000' },
	},
})
// One request at a time, in the app: load shedding (a cold first request's late event loop trips it) stays off.
const config = loadConfig({
	DATA_DIR: values['data-dir'],
	DATABASE_URL: values['database-url'],
	LOAD_SHED_ELU: '0',
	LOAD_SHED_IN_FLIGHT: '0',
})
const db = openDatabase(config.databaseUrl)
await migrateToLatest(db)
if (await db.selectFrom('list').select('id').executeTakeFirst())
	throw new Error('This database has lists already: give an empty one')
const auth = createAuth({ config, db, secret: 'bench-secret-that-is-at-least-32-characters-long' })
const app = createApp({ config, db, auth, storage: createStorage(config), webDir: config.dataDir })
const ask = (path: string, init: RequestInit = {}) => app.fetch(new Request(new URL(path, config.appOrigin), init))

const WORDS = [
	'summer',
	'winter',
	'classics',
	'mystery',
	'favourites',
	'café',
	'brontë',
	'science',
	'fiction',
	'history',
	'essays',
	'poetry',
	'travel',
	'childhood',
	'crime',
	'fantasy',
]
const word = (n: number) => WORDS[n % WORDS.length] as string
const started = performance.now()
const books: string[] = []
for (let i = 0; i < 1_000; i++) {
	books.push(
		(
			await upsertBook(db, {
				title: `Bench book ${i}`,
				identifiers: [{ scheme: 'goodreads', value: `bench-${i}` }],
				authors: [{ name: `Author ${i % 97}` }],
				subjects: [],
			})
		).bookId,
	)
}
const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString()
const users = Array.from({ length: 5_000 }, (_, i) => ({
	id: randomUUID(),
	name: `Reader ${i}`,
	email: `lists${i}@example.org`,
	emailVerified: 0,
	image: null,
	createdAt: at(0),
	updatedAt: at(0),
	username: `lists_${i}`,
	lastLoginAt: null,
}))
for (let i = 0; i < users.length; i += 500)
	await db
		.insertInto('user')
		.values(users.slice(i, i + 500) as never)
		.execute()

const signUp = await ask('/api/auth/sign-up', {
	method: 'POST',
	headers: { 'content-type': 'application/json' },
	body: JSON.stringify({
		username: 'list_bencher',
		email: 'list.bencher@example.org',
		password: 'a long bench passphrase',
		repeatPassword: 'a long bench passphrase',
		acceptTerms: true,
	}),
})
if (signUp.status !== 201) throw new Error(`Sign-up answered ${signUp.status}`)
const cookie = signUp.headers
	.getSetCookie()
	.map((c) => c.split(';')[0])
	.join('; ')
const me = (await db.selectFrom('user').select('id').where('username', '=', 'list_bencher').executeTakeFirstOrThrow())
	.id
const follows = users
	.slice(0, 200)
	.flatMap((u, i) => [{ followerId: me, followeeId: u.id }, ...(i < 100 ? [{ followerId: u.id, followeeId: me }] : [])])
await db
	.insertInto('follow')
	.values(follows.map((f) => ({ ...f, status: 'accepted' as const, createdAt: at(0) })))
	.execute()

let n = 0
const owners = [...users.flatMap((u) => [u.id, u.id, u.id, u.id]), ...Array.from({ length: 20 }, () => me)]
for (let i = 0; i < owners.length; i += 500) {
	const lists = owners.slice(i, i + 500).map((userId) => {
		n += 1
		const name = `${word(n)} ${word(n * 7 + 3)} ${n}`
		const description = `Books about ${word(n * 3 + 1)} and ${word(n * 5 + 2)}.`
		const visibility = n % 10 === 0 ? ('private' as const) : n % 10 === 1 ? ('friends' as const) : ('public' as const)
		return {
			id: randomUUID(),
			userId,
			name,
			description,
			ranked: n % 2,
			visibility,
			maxItems: 20,
			searchText: foldText(`${name}\n${description}`),
			createdAt: at(n),
			updatedAt: at(n),
		}
	})
	await db.insertInto('list').values(lists).execute()
	const items = lists.flatMap((list, k) =>
		Array.from({ length: 20 }, (_, p) => ({
			listId: list.id,
			bookId: books[(k * 31 + p * 17 + i) % books.length] as string,
			position: p + 1,
			note: p % 4 === 0 ? 'A note on this one.' : '',
			addedAt: list.createdAt,
		})),
	)
	for (let j = 0; j < items.length; j += 2_000)
		await db
			.insertInto('listItem')
			.values(items.slice(j, j + 2_000))
			.execute()
}
console.log(
	`filled in ${((performance.now() - started) / 1000).toFixed(0)} s: ${owners.length} lists, ${owners.length * 20} books on them`,
)

const publicList = (
	await db
		.selectFrom('list')
		.select('id')
		.where('visibility', '=', 'public')
		.where('userId', '=', users[7]!.id)
		.executeTakeFirstOrThrow()
).id
const TARGETS: TimedTarget[] = [
	['GET /api/lists/:id (20 books), visitor', `/api/lists/${publicList}`, false],
	['GET /api/lists/:id (20 books), signed in', `/api/lists/${publicList}`, true],
	['GET /api/me/lists (20 lists)', '/api/me/lists', true],
	['GET /api/users/:username/lists, signed in', `/api/users/${users[7]!.username}/lists`, true],
	['GET /api/search/lists?q=summer (1 word in 8)', '/api/search/lists?q=summer', true],
	['GET /api/search/lists?q=bronte essays', '/api/search/lists?q=bronte%20essays', true],
	['GET /api/search/lists?q=nothingmatches', '/api/search/lists?q=nothingmatches', true],
]
await printServerTimes(ask, TARGETS, { requests: Number(values.requests), cookie })
await db.destroy()
