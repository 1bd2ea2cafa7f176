// The server's own time for the home's social APIs, without HTTP, as reading-server-time.ts measures: the app
// built as main.ts builds it, asked through app.fetch one request at a time, signed in as the reader who
// follows 1,000 others on a generated instance (bench/generate-reading-instance.ts, insert-social.ts):
//   npx tsx bench/feed-server-time.ts --data-dir /tmp/dogear-reading [--database-url postgres://…]
import { parseArgs } from 'node:util'
import { createApp } from '../src/server/app.ts'
import { createAuth } from '../src/server/auth/auth.ts'
import { resolveAuthSecret } from '../src/server/auth/auth-secret.ts'
import { loadConfig } from '../src/server/config.ts'
import { openDatabase } from '../src/server/db/database.ts'
import { createStorage } from '../src/server/storage/create-storage.ts'
import type { SignInInput } from '../src/shared/schemas/auth.ts'
import { FeedPage } from '../src/shared/schemas/feed.ts'
import { FEED_READER } from './insert-social.ts'
import { BENCH_PASSWORD, readerEmail } from './reading-rows.ts'
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
const auth = createAuth({ config, db, secret: resolveAuthSecret(config.authSecret, config.dataDir) })
const app = createApp({ config, db, auth, storage: createStorage(config), webDir: config.dataDir })
const ask = (path: string, init: RequestInit = {}) => app.fetch(new Request(new URL(path, config.appOrigin), init))

const input: SignInInput = {
	email: readerEmail(FEED_READER),
	password: BENCH_PASSWORD,
	acceptTerms: true,
	rememberMe: true,
}
const signIn = await ask('/api/auth/sign-in', {
	method: 'POST',
	headers: { 'content-type': 'application/json' },
	body: JSON.stringify(input),
})
if (signIn.status !== 200) throw new Error(`Signing in answered ${signIn.status}: is this a generated instance?`)
const cookie = signIn.headers
	.getSetCookie()
	.map((c) => c.split(';')[0])
	.join('; ')

// The cursor of the tenth page: reading further down the feed must stay as fast as its top.
let cursor: string | null = null
for (let page = 0; page < 9; page++) {
	const body = FeedPage.parse(
		await (await ask(`/api/me/feed${cursor ? `?cursor=${cursor}` : ''}`, { headers: { cookie } })).json(),
	)
	if (!body.nextCursor) throw new Error(`The feed ended after ${page + 1} pages`)
	cursor = body.nextCursor
}

const TARGETS: TimedTarget[] = [
	['GET /api/health, signed in', '/api/health', true],
	['GET /api/me/feed', '/api/me/feed', true],
	['GET /api/me/feed, 10th page', `/api/me/feed?cursor=${cursor}`, true],
	['GET /api/popular/friends', '/api/popular/friends', true],
	['GET /api/search/users?q=reader42', '/api/search/users?q=reader42', true],
	['GET /api/search/users?q=4242', '/api/search/users?q=4242', true],
]
await printServerTimes(ask, TARGETS, { requests: Number(values.requests), cookie })
await db.destroy()
