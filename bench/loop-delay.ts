// How late the server's event loop runs while it does its heaviest work for one reader, on SQLite with the
// goodbooks-10k catalogue and the book services unreachable:
//   npx tsx bench/loop-delay.ts [--data-dir /tmp/dogear-loop-bench] [--phases idle,sign-ups,import,apply,exports]
// It starts the server itself (bench/loop-delay-server.ts: src/server/main.ts with monitorEventLoopDelay) and
// reports, per phase, the server's event-loop delay (p50, p99, max) and what a reader saw meanwhile: the time
// /api/health took, asked every 10 ms. Phases: 20 sign-ups at once; a 10 MB Goodreads export (the real
// 2,638-row export in ../shared/data repeated, written to a temporary folder) uploaded and matched; the
// reviewed import run; the reader's Goodreads CSV and JSON archive downloaded.
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { IMPORT_MAX_BYTES } from '../src/shared/schemas/imports.ts'
import { percentile } from './closed-loop.ts'
import { keepAliveAgent, send } from './http-get.ts'
import { prepareCatalogue, SHARED, serverDelay, signUp as signUpAs, startServer } from './loop-delay-harness.ts'

const PHASES = ['idle', 'sign-ups', 'import', 'apply', 'exports'] as const
const { values } = parseArgs({
	options: {
		'data-dir': { type: 'string' },
		phases: { type: 'string', default: PHASES.join(',') },
		port: { type: 'string', default: '3391' },
	},
})
const phases = new Set(values.phases!.split(','))
const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'dogear-loop-bench-'))
const base = new URL(`http://127.0.0.1:${values.port}`)
const agent = keepAliveAgent(64)
const PASSWORD = 'loop-delay-bench-password'

/** The real export's rows repeated up to the upload limit: the largest Goodreads file a reader may send. */
function tenMegabyteExport(): Buffer {
	const text = readFileSync(`${SHARED}/imports/goodreads/goodreads_2020-02_philippbayer.csv`, 'utf8')
	const header = text.slice(0, text.indexOf('\n') + 1)
	const rows = Buffer.from(text.slice(header.length))
	const copies = Math.floor((IMPORT_MAX_BYTES - Buffer.byteLength(header)) / rows.byteLength)
	return Buffer.concat([Buffer.from(header), ...Array.from({ length: copies }, () => rows)])
}

async function probe(until: Promise<unknown>) {
	let done = false
	void until.finally(() => (done = true))
	const times: number[] = []
	let failed = 0
	while (!done) {
		const start = performance.now()
		const status = await send(agent, new URL('/api/health', base), { read: false }).then(
			(answer) => answer.status,
			() => 0,
		)
		// A failed probe (a connection reset while the server stalled) counts with the time it took to fail.
		times.push(performance.now() - start)
		if (status !== 200) failed++
		await sleep(Math.max(0, 10 - (performance.now() - start)))
	}
	return { times: times.sort((a, b) => a - b), failed }
}

const rows: string[] = []
async function phase(server: ChildProcess, name: string, work: () => Promise<string>) {
	const load = loadavg()
	server.send('reset')
	const started = performance.now()
	const doing = work()
	const [{ times, failed }, note] = await Promise.all([probe(doing), doing])
	const seconds = ((performance.now() - started) / 1000).toFixed(1)
	const loop = await serverDelay(server)
	const h = (p: number) => percentile(times, p).toFixed(1)
	const health = `${h(50)} / ${h(99)} / ${times.at(-1)!.toFixed(1)}${failed ? ` (${failed} failed)` : ''}`
	rows.push(
		`| ${name} | ${seconds} s | ${loop.p50} / ${loop.p99} / ${loop.max} | ${health} | ${load.map((l) => l.toFixed(2)).join(' ')} | ${note} |`,
	)
	console.log(rows.at(-1))
}

const signUp = (i: number) =>
	signUpAs(agent, base, `loop_${Date.now().toString(36)}_${i}`, PASSWORD, {
		'x-forwarded-for': `198.51.100.${1 + (i % 250)}`,
	})

async function importStatus(cookie: string, id: string) {
	const answer = await send(agent, new URL(`/api/imports/${id}`, base), { headers: { cookie } })
	return (JSON.parse(answer.body) as { status: string }).status
}

/** Waits for the import to reach `status`; a reset connection (the server closed an idle socket) is asked again. */
async function until(cookie: string, id: string, status: string) {
	while ((await importStatus(cookie, id).catch(() => 'unknown')) !== status) await sleep(250)
}

await prepareCatalogue(join(dataDir, 'dogear.sqlite'))
const server = await startServer(base, { DATA_DIR: dataDir })
try {
	const reader = await signUp(0)
	let importId = ''
	if (phases.has('idle')) await phase(server, 'idle', async () => (await sleep(3000), 'nothing but the probe'))
	if (phases.has('sign-ups'))
		await phase(
			server,
			'20 sign-ups at once',
			async () => (await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(i + 1))), '20 × 201'),
		)
	if (phases.has('import')) {
		const file = tenMegabyteExport()
		await phase(server, `upload and match a ${(file.byteLength / 1e6).toFixed(1)} MB Goodreads export`, async () => {
			const form = new FormData()
			form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'goodreads_library_export.csv')
			const upload = await fetch(new URL('/api/imports', base), {
				method: 'POST',
				body: form,
				headers: { cookie: reader, origin: base.origin },
			})
			const view = (await upload.json()) as { id: string; counts: { total: number } }
			if (upload.status !== 201) throw new Error(`upload answered ${upload.status}: ${JSON.stringify(view)}`)
			importId = view.id
			await until(reader, importId, 'review')
			return `${view.counts.total} rows`
		})
	}
	if (phases.has('apply') && importId) {
		await phase(server, 'run the reviewed import', async () => {
			await send(agent, new URL(`/api/imports/${importId}/run`, base), {
				method: 'POST',
				headers: { cookie: reader, origin: base.origin },
			})
			await until(reader, importId, 'done')
			return 'done'
		})
	}
	if (phases.has('exports')) {
		for (const path of ['/api/exports/goodreads.csv', '/api/account/export']) {
			await phase(server, `GET ${path}`, async () => {
				const answer = await send(agent, new URL(path, base), { headers: { cookie: reader } })
				return `${answer.status}, ${(Buffer.byteLength(answer.body) / 1e6).toFixed(1)} MB`
			})
		}
	}
} finally {
	const exited = new Promise((done) => server.once('exit', done))
	server.kill('SIGTERM')
	await exited
	if (!values['data-dir'] && existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true })
}
console.log(
	'\n| phase | took | server event-loop delay p50 / p99 / max (ms) | /api/health every 10 ms p50 / p99 / max (ms) | load average before | |',
)
console.log('|---|---|---|---|---|---|')
for (const row of rows) console.log(row)
agent.destroy()
