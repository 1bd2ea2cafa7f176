// What the benches that watch the server's event loop share (loop-delay.ts, import-speed.ts): a catalogue to
// work on, the server started as bench/loop-delay-server.ts (main.ts with monitorEventLoopDelay), its delay asked
// over IPC, and the session cookie of a sign-up.
import { type ChildProcess, spawn } from 'node:child_process'
import type { Agent } from 'node:http'
import { resolve } from 'node:path'
import { importCatalog } from '../src/server/books/import-catalog.ts'
import { migrateToLatest, openDatabase } from '../src/server/db/database.ts'
import { send } from './http-get.ts'

export const SHARED = resolve(import.meta.dirname, '../../shared/data')

export type Delay = { p50: number; p99: number; max: number; samples: number }

/** Migrates the database and loads goodbooks-10k into it unless it already holds books; answers one book's id. */
export async function prepareCatalogue(databaseUrl: string) {
	const db = openDatabase(databaseUrl)
	await migrateToLatest(db)
	if (!(await db.selectFrom('book').select('id').executeTakeFirst()))
		await importCatalog(db, 'goodbooks', `${SHARED}/catalog/goodbooks-10k/books.csv`)
	const someBook = (await db.selectFrom('book').select('id').limit(1).executeTakeFirstOrThrow()).id
	await db.destroy()
	return someBook
}

/**
 * The server on `base`'s port with the given database settings, shedding off (it would answer some probes 503
 * instead of showing how late they are) and the book services at the discard port, which refuses at once: they
 * are unreachable, as on a server without internet. Resolves once it says it is running.
 */
export function startServer(base: URL, database: Record<string, string>): Promise<ChildProcess> {
	const env = {
		...process.env,
		...database,
		PORT: base.port,
		APP_URL: base.origin,
		TRUST_PROXY: 'true',
		LOAD_SHED_ELU: '0',
		LOAD_SHED_IN_FLIGHT: '0',
		OPEN_LIBRARY_URL: 'http://127.0.0.1:9',
		GOOGLE_BOOKS_URL: 'http://127.0.0.1:9',
	}
	const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'loop-delay-server.ts')], {
		env,
		stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
	})
	return new Promise((started, failed) => {
		child.once('exit', (code) => failed(new Error(`server exited with ${code}`)))
		child.stdout!.on('data', (chunk: Buffer) => {
			if (chunk.toString().includes('Dogear is running')) started(child)
		})
	})
}

/** The server's event-loop delay since it was last asked. */
export function serverDelay(server: ChildProcess): Promise<Delay> {
	return new Promise((answer) => {
		server.once('message', (message) => answer(message as Delay))
		server.send('read')
	})
}

export const cookieOf = (headers: Record<string, string | string[] | undefined>) =>
	[headers['set-cookie'] ?? []]
		.flat()
		.map((c) => c.split(';')[0])
		.join('; ')

/** A new reader signed up with `password` (from the address in `headers`, if any); answers their session cookie. */
export async function signUp(agent: Agent, base: URL, username: string, password: string, headers = {}) {
	const body = JSON.stringify({
		username,
		email: `${username}@example.org`,
		password,
		repeatPassword: password,
		acceptTerms: true,
	})
	const answer = await send(agent, new URL('/api/auth/sign-up', base), { method: 'POST', headers, body })
	if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${answer.body.slice(0, 200)}`)
	return cookieOf(answer.headers)
}
