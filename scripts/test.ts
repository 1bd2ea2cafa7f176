// `npm test`: type check, lint, format check, unit and HTTP tests on SQLite, the same on PostgreSQL, and beside
// them the Playwright journeys in Debian's Chromium. Ends with one line `N passed, N failed` summing every runner
// (CI reads it).
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Metafile } from 'esbuild'
import pg from 'pg'
import { bundleForNode } from '../tests/support/node-bundle.ts'

const OUT = '.test-output'
// Inside the project, so the packages left out of the bundles resolve from node_modules.
const TEST_BUNDLES = 'node_modules/.cache/dogear-tests'
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres'
const requirePostgres = process.env.REQUIRE_POSTGRES === '1' || process.env.CI === 'true'

type Tally = { passed: number; failed: number }
const total: Tally = { passed: 0, failed: 0 }
const problems: string[] = []

/** Runs a command to its end at a lower priority, with its output on ours; asynchronous, so the journeys keep going meanwhile. */
function run(title: string, command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
	console.log(`\n=== ${title}\n$ ${[command, ...args].join(' ')}`)
	const child = spawn('nice', ['-n', '10', command, ...args], { stdio: 'inherit', env: { ...process.env, ...env } })
	return new Promise((resolve) => child.once('close', (code) => resolve(code ?? 1)))
}

/**
 * Runs a command with its output in a log file, printed whole when it ends, so runs beside each other (the
 * journeys, the two node passes) keep their reports apart. `command` starts with `nice` where it should yield.
 */
function runLogged(title: string, command: string[], env: Record<string, string>, log: string) {
	console.log(`\n=== ${title} (the report follows when it ends; live in ${log})`)
	const child = spawn(command[0]!, command.slice(1), {
		stdio: ['ignore', 'pipe', 'pipe'],
		env: { ...process.env, ...env },
	})
	const file = createWriteStream(log)
	child.stdout.pipe(file)
	child.stderr.pipe(file)
	return new Promise<number | null>((resolve) =>
		child.once('close', (code) =>
			file.end(() => {
				console.log(`\n=== ${title}\n${readFileSync(log, 'utf8')}`)
				resolve(code)
			}),
		),
	)
}

/** The node tests under a folder: tests/e2e holds Playwright's journeys, which run on their own below. */
function testFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name)
		if (path === join('tests', 'e2e')) return []
		if (statSync(path).isDirectory()) return testFiles(path)
		return name.endsWith('.test.ts') ? [path] : []
	})
}

/** Node's TAP summary: '# pass N', '# fail N', '# cancelled N' (a cancelled test counts as failed). */
function tallyTap(file: string, status: number): Tally {
	const tap = existsSync(file) ? readFileSync(file, 'utf8') : ''
	const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0)
	const tally = { passed: count('pass'), failed: count('fail') + count('cancelled') }
	if (status !== 0 && tally.failed === 0) tally.failed = 1
	return tally
}

/**
 * Every test file bundled (bundleForNode), sharing chunks of what they import: node --test starts a process
 * per file, and through tsx each spent about two seconds of CPU compiling and resolving the app before its first
 * test (diary.test.ts: 3.9 s of CPU through tsx, 1.8 s bundled). Source maps keep failures pointing at the
 * TypeScript. Undefined when a file would not bundle (esbuild has said why). `database`: the files that open a
 * database (their bundle holds db/database.ts), the only ones the PostgreSQL pass has anything new to show.
 */
async function bundleTests(files: string[]): Promise<{ all: string[]; database: string[] } | undefined> {
	rmSync(TEST_BUNDLES, { recursive: true, force: true })
	let metafile: Metafile
	try {
		const result = await bundleForNode({
			entryPoints: files,
			outdir: TEST_BUNDLES,
			outbase: '.',
			outExtension: { '.js': '.mjs' },
			splitting: true,
			sourcemap: 'linked',
			metafile: true,
		})
		if (!result.metafile) throw new Error('esbuild returned no metafile')
		metafile = result.metafile
	} catch {
		add('bundling the unit and HTTP tests', { passed: 0, failed: 1 })
		return undefined
	}
	// Absolute: Node 24's test runner treats its arguments as globs, which never match inside node_modules.
	const bundles = files.map((file) => join(TEST_BUNDLES, file.replace(/\.ts$/, '.mjs')))
	return {
		all: bundles.map((bundle) => resolve(bundle)),
		database: bundles
			.filter((bundle) => bundledInputs(metafile, bundle).has(DATABASE_MODULE))
			.map((bundle) => resolve(bundle)),
	}
}

const DATABASE_MODULE = 'src/server/db/database.ts'

/** Every source file in a bundle and the chunks it imports, however deep. */
function bundledInputs(metafile: Metafile, output: string, seen = new Set<string>()): Set<string> {
	const inputs = new Set<string>()
	if (seen.has(output)) return inputs
	seen.add(output)
	const { inputs: own, imports } = metafile.outputs[output] ?? { inputs: {}, imports: [] }
	for (const input of Object.keys(own)) inputs.add(input)
	for (const chunk of imports.filter((i) => !i.external))
		for (const input of bundledInputs(metafile, chunk.path, seen)) inputs.add(input)
	return inputs
}

/**
 * The longest files, started first: node --test takes files in the order given, and one of these begun last would
 * run on alone at the end (crash-safety.test.ts kills and restarts the server 50 times, hostile-requests.test.ts sends
 * 10,000 requests, the goodbooks ranking imports 10,000 books: minutes each, where most files take seconds).
 */
const LONGEST_FIRST = [
	'src/server/crash-safety.test.mjs',
	'src/server/http/hostile-requests.test.mjs',
	'src/server/books/book-search.test.mjs',
]
const longestFirst = (files: string[]) =>
	[...files].sort(
		(a, b) =>
			Number(LONGEST_FIRST.some((name) => b.endsWith(name))) - Number(LONGEST_FIRST.some((name) => a.endsWith(name))),
	)

async function nodeTests(title: string, name: string, files: string[], env: Record<string, string>) {
	const tapFile = join(OUT, `${name}.tap`)
	const status = await runLogged(
		title,
		[
			'nice',
			'-n',
			'10',
			process.execPath,
			'--enable-source-maps',
			'--test',
			// Four files at a time: a pass waits on PostgreSQL, on server processes it starts and on sleeps between
			// kills far more than it computes (0.25 to 0.36 of a core at two files at a time, 14.5 min on SQLite
			// and 22.8 min on PostgreSQL); at four, 16-17 min each beside the journeys on a loaded host.
			'--test-concurrency=4',
			'--test-reporter=spec',
			'--test-reporter-destination=stdout',
			'--test-reporter=tap',
			`--test-reporter-destination=${tapFile}`,
			...longestFirst(files),
		],
		env,
		join(OUT, `${name}.log`),
	)
	add(title, tallyTap(tapFile, status ?? 1))
}

function add(title: string, tally: Tally) {
	console.log(`--- ${title}: ${tally.passed} passed, ${tally.failed} failed`)
	total.passed += tally.passed
	total.failed += tally.failed
	if (tally.failed) problems.push(title)
}

async function postgresReachable(url: string) {
	const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
	try {
		await client.connect()
		await client.end()
		return true
	} catch {
		return false
	}
}

rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT, { recursive: true })

// The runtime the README promises: the `node` package's Node 24, first on PATH in npm scripts. Every runner below
// (the node passes through process.execPath, Playwright and its servers through npx) runs on the Node that runs this.
console.log(`Node.js ${process.version} at ${process.execPath}`)
if (Number(process.versions.node.split('.')[0]) < 24) {
	console.error(
		'The suite runs on Node 24 (the `node` package): start it with `npm test`, which puts node_modules/.bin first on PATH.',
	)
	add('Node.js 24', { passed: 0, failed: 1 })
}

/**
 * Playwright's own tally from its JSON report. A journey that passed only on its retry (flaky) counts as failed: the
 * retry is there to record a trace, not to let a flaky journey pass. A run that failed without a failed test counts
 * one failure.
 */
function playwrightTally(report: string, code: number | null): Tally {
	const stats = existsSync(report)
		? (JSON.parse(readFileSync(report, 'utf8')) as { stats: Record<string, number> }).stats
		: undefined
	const tally = { passed: stats?.expected ?? 0, failed: (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) }
	if (code !== 0 && tally.failed === 0) tally.failed = 1
	return tally
}

/**
 * Runs Playwright (runLogged). `E2E_JSON` names the JSON report, so two runs keep theirs apart.
 */
async function playwright(title: string, args: string[], name: string): Promise<void> {
	const report = join(OUT, `${name}.json`)
	const code = await runLogged(
		title,
		['npx', 'playwright', 'test', ...args],
		{ E2E_JSON: report },
		join(OUT, `${name}.log`),
	)
	add(title, playwrightTally(report, code))
}

const chromium = existsSync('/usr/bin/chromium')
if (!chromium) {
	console.error(
		'\nChromium is missing: install it with `apt-get install chromium` (see README). The journeys did not run.',
	)
	add('Playwright journeys', { passed: 0, failed: 1 })
}

/**
 * The journeys run beside the node passes, not after them: they share nothing (their server has its own port,
 * folder and database), and a journey spends most of its time waiting on Chromium or the server (a quiet run
 * uses under half of one core), so the two together take little more than the longer of them. The node passes
 * run at a lower priority: they use every core they are given, and a journey step that waits for a core waits
 * in series with every other step. Lighthouse times pages, so it runs alone once everything else has ended.
 */
const LIGHTHOUSE = 'tests/e2e/lighthouse.spec.ts'
const journeys = chromium
	? playwright('Playwright journeys in Chromium', ['--grep-invert', 'Lighthouse mobile'], 'playwright')
	: Promise.resolve()

const passedOnce = (status: number): Tally => (status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 })
add('type check', passedOnce(await run('type check', 'npx', ['tsc', '-p', '.'])))
add('lint', passedOnce(await run('lint', 'npm', ['run', 'lint'])))
add('format check', passedOnce(await run('format check', 'npm', ['run', 'format:check'])))

const bundledTests = await bundleTests([...testFiles('src'), ...testFiles('tests')])
const postgresUrl = process.env.TEST_POSTGRES_URL || DEFAULT_POSTGRES
/**
 * The SQLite and PostgreSQL passes run beside each other: a PostgreSQL test spends much of its time waiting for
 * the database server, time in which the SQLite pass has work for the cores.
 */
const passes: Promise<void>[] = []
if (bundledTests) {
	passes.push(nodeTests('unit and HTTP tests on SQLite', 'node-sqlite', bundledTests.all, { TEST_POSTGRES_URL: '' }))
	if (await postgresReachable(postgresUrl)) {
		passes.push(
			nodeTests(
				'unit and HTTP tests on PostgreSQL (the files that open a database)',
				'node-postgres',
				bundledTests.database,
				{ TEST_POSTGRES_URL: postgresUrl },
			),
		)
	} else if (requirePostgres) {
		console.error(
			`\nPostgreSQL is required (CI or REQUIRE_POSTGRES=1) but ${postgresUrl.replace(/:[^:@/]+@/, ':***@')} is not reachable.`,
		)
		add('PostgreSQL', { passed: 0, failed: 1 })
	} else {
		console.warn(
			`\nNOTE: PostgreSQL at ${postgresUrl} is not reachable: the PostgreSQL pass was left out. Set TEST_POSTGRES_URL to run it.`,
		)
	}
} else {
	console.error('\nThe unit and HTTP tests did not run: they would not bundle.')
}
await Promise.all(passes)

await journeys
if (chromium) await playwright('Lighthouse in Chromium, alone', [LIGHTHOUSE], 'lighthouse')

if (problems.length) console.log(`\nFailed: ${problems.join('; ')}`)
console.log(`${total.passed} passed, ${total.failed} failed`)
process.exit(total.failed === 0 ? 0 : 1)
