// How long the 2,638-row Goodreads export in ../shared/data takes from upload to done against the running server,
// the goodbooks-10k catalogue in its database and the book services unreachable, driven over HTTP as the import
// page drives it: upload, wait for the review, then the review's clicks, counted: 'Create every unmatched book
// from its row' (the job makes a catalogue book of each row without one) and Import; every row must end
// imported or skipped. Per phase: the server's event-loop delay (bench/loop-delay-server.ts) and what another
// reader saw meanwhile (a catalogue search and a book page, one after another every 10 ms).
//   npx tsx bench/import-speed.ts --data-dir /tmp/dogear-import-bench      # SQLite; fills the catalogue first
//   npx tsx bench/import-speed.ts --database-url postgres://postgres@127.0.0.1:5432/<database>
// The catalogue is imported when the database has no book; a second run finds the first run's created books, so
// each run wants a fresh copy (cp -r of the data dir; createdb -T of a database holding only the catalogue).
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import type { ImportCounts } from '../src/shared/schemas/imports.ts'
import { percentile } from './closed-loop.ts'
import { keepAliveAgent, send } from './http-get.ts'
import { prepareCatalogue, SHARED, serverDelay, signUp as signUpAs, startServer } from './loop-delay-harness.ts'

const { values } = parseArgs({
	options: {
		'data-dir': { type: 'string', default: '/tmp/dogear-import-bench' },
		'database-url': { type: 'string' },
		port: { type: 'string', default: '3392' },
	},
})
const databaseUrl = values['database-url'] ?? join(values['data-dir']!, 'dogear.sqlite')
const base = new URL(`http://127.0.0.1:${values.port}`)
const agent = keepAliveAgent(8)
const PASSWORD = 'import-speed-bench-password'
type View = { id: string; status: string; counts: ImportCounts }

const signUp = () => signUpAs(agent, base, `imp_${Date.now().toString(36)}`, PASSWORD)

/** Another reader's requests, one after another every 10 ms until `until` settles: their times in ms. */
async function otherReader(until: Promise<unknown>, bookId: string) {
	let done = false
	void until.finally(() => (done = true))
	const paths = ['/api/books/search?q=harry%20potter', `/api/books/${bookId}`, '/api/books/search?q=tolkien']
	const times: number[] = []
	for (let i = 0; !done; i++) {
		const start = performance.now()
		await send(agent, new URL(paths[i % paths.length]!, base), { read: false })
		times.push(performance.now() - start)
		await sleep(Math.max(0, 10 - (performance.now() - start)))
	}
	return times.sort((a, b) => a - b)
}

const someBook = await prepareCatalogue(databaseUrl)
const server = await startServer(base, {
	DATA_DIR: values['data-dir']!,
	...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
})
const rows: string[] = []
let clicks = 0
try {
	const cookie = await signUp()
	const headers = { cookie, origin: base.origin }
	const view = async (id: string) =>
		JSON.parse((await send(agent, new URL(`/api/imports/${id}`, base), { headers })).body) as View
	/** Polls as the import page does until the import reaches `status`. */
	const until = async (id: string, status: string) => {
		for (let found = await view(id); found.status !== status; found = await view(id)) {
			if (found.status === 'cancelled' || found.status === 'done') throw new Error(`import ended ${found.status}`)
			await sleep(250)
		}
		return view(id)
	}
	const click = async (id: string, path: string, json: unknown) => {
		clicks++
		const answer = await send(agent, new URL(`/api/imports/${id}/${path}`, base), {
			method: 'POST',
			headers,
			body: JSON.stringify(json),
		})
		if (answer.status >= 300) throw new Error(`${path} answered ${answer.status}: ${answer.body.slice(0, 200)}`)
	}
	const phase = async (name: string, work: () => Promise<string>) => {
		const load = loadavg()[0]!.toFixed(1)
		server.send('reset')
		const started = performance.now()
		const doing = work()
		const [times, note] = await Promise.all([otherReader(doing, someBook), doing])
		const seconds = (performance.now() - started) / 1000
		const loop = await serverDelay(server)
		const ms = (p: number) => percentile(times, p).toFixed(1)
		rows.push(
			`| ${name} | ${seconds.toFixed(1)} s | ${loop.p50} / ${loop.p99} / ${loop.max} | ${ms(50)} / ${ms(95)} / ${times.at(-1)!.toFixed(1)} (${times.length}) | ${load} | ${note} |`,
		)
		console.log(rows.at(-1))
		return seconds
	}

	let importId = ''
	const text = readFileSync(`${SHARED}/imports/goodreads/goodreads_2020-02_philippbayer.csv`)
	const upload = await phase('upload and match', async () => {
		const form = new FormData()
		form.append('file', new Blob([new Uint8Array(text)], { type: 'text/csv' }), 'goodreads_library_export.csv')
		const answer = await fetch(new URL('/api/imports', base), { method: 'POST', body: form, headers })
		const uploaded = (await answer.json()) as View
		if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${JSON.stringify(uploaded)}`)
		importId = uploaded.id
		const { counts } = await until(importId, 'review')
		return `${counts.total} rows: ${counts.matched - counts.unmatched} with a book, ${counts.unmatched} without`
	})
	const create = await phase('click 1: create every unmatched book from its row', async () => {
		const before = (await view(importId)).counts.unmatched
		await click(importId, 'bulk', { action: 'create', rows: 'unmatched' })
		const { counts } = await until(importId, 'review')
		return `${before - counts.unmatched} created, ${counts.unmatched} left without a book`
	})
	const apply = await phase('click 2: Import', async () => {
		await click(importId, 'run', {})
		const { counts } = await until(importId, 'done')
		if (counts.done !== counts.total) throw new Error(`${counts.total - counts.done} rows have no outcome`)
		return `${counts.imported} imported, ${counts.skipped} skipped, ${counts.failed} failed`
	})
	console.log(`\ndatabase: ${values['database-url'] ? 'PostgreSQL' : 'SQLite'}; clicks on the review step: ${clicks}`)
	console.log(
		`from the first click to done: ${(create + apply).toFixed(1)} s; upload to done: ${(upload + create + apply).toFixed(1)} s; load average after: ${loadavg()
			.map((l) => l.toFixed(1))
			.join(' ')}`,
	)
} finally {
	const exited = new Promise((done) => server.once('exit', done))
	server.kill('SIGTERM')
	await exited
	agent.destroy()
}
console.log(
	'\n| phase | took | server event-loop delay p50 / p99 / max (ms) | other reader p50 / p95 / max (ms) (requests) | load average before | |',
)
console.log('|---|---|---|---|---|---|')
for (const row of rows) console.log(row)
