// The server's own time for the reading log's read APIs, without HTTP: the app built as main.ts builds it,
// asked through app.fetch one request at a time on a generated instance (bench/generate-reading-instance.ts):
//   npx tsx bench/reading-server-time.ts --data-dir /tmp/dogear-reading [--database-url postgres://…]
// No sockets, no client in the same CPU budget: what is left is routing, the session lookup, the queries and
// the JSON, which is what 'server time' in docs/performance.md means.
import { parseArgs } from 'node:util'
import { createApp } from '../src/server/app.ts'
import { createAuth } from '../src/server/auth/auth.ts'
import { resolveAuthSecret } from '../src/server/auth/auth-secret.ts'
import { loadConfig } from '../src/server/config.ts'
import { openDatabase } from '../src/server/db/database.ts'
import { createStorage } from '../src/server/storage/create-storage.ts'
import type { SignInInput } from '../src/shared/schemas/auth.ts'
import { DiaryResponse } from '../src/shared/schemas/entries.ts'
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

const input: SignInInput = { email: readerEmail(4242), password: BENCH_PASSWORD, acceptTerms: true, rememberMe: true }
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
const bookId = DiaryResponse.parse(await (await ask('/api/me/diary', { headers: { cookie } })).json()).entries[0]!.book
	.id

const TARGETS: TimedTarget[] = [
	['GET /api/health', '/api/health', false],
	['GET /api/health, signed in', '/api/health', true],
	['GET /api/popular/week', '/api/popular/week', false],
	['GET /api/books/:id, visitor', `/api/books/${bookId}`, false],
	['GET /api/books/:id, signed in', `/api/books/${bookId}`, true],
	['GET /api/books/:id/entries, visitor', `/api/books/${bookId}/entries`, false],
	['GET /api/books/:id/entries, signed in', `/api/books/${bookId}/entries`, true],
	['GET /api/me/diary', '/api/me/diary', true],
	['GET /api/me/reviews', '/api/me/reviews', true],
]
await printServerTimes(ask, TARGETS, { requests: Number(values.requests), cookie })
await db.destroy()
