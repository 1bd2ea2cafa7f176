// `npm test`: type check, unit and HTTP tests on SQLite, the same on PostgreSQL, then the Playwright journeys
// in Debian's Chromium. Ends with one line `N passed, N failed` summing every runner (CI reads it).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'

const OUT = '.test-output'
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres'
const requirePostgres = process.env.REQUIRE_POSTGRES === '1' || process.env.CI === 'true'

type Tally = { passed: number; failed: number }
const total: Tally = { passed: 0, failed: 0 }
const problems: string[] = []

function run(title: string, command: string, args: string[], env: Record<string, string> = {}) {
	console.log(`\n=== ${title}\n$ ${[command, ...args].join(' ')}`)
	return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
}

function testFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name)
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

function nodeTests(title: string, env: Record<string, string>, tapFile: string) {
	const status = run(title, process.execPath, [
		'--import', 'tsx', '--test', '--test-concurrency=2',
		'--test-reporter=spec', '--test-reporter-destination=stdout',
		'--test-reporter=tap', `--test-reporter-destination=${tapFile}`,
		...testFiles('src'),
	], env)
	add(title, tallyTap(tapFile, status))
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

add('type check', run('type check', 'npx', ['tsc', '-p', '.']) === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 })

nodeTests('unit and HTTP tests on SQLite', { TEST_POSTGRES_URL: '' }, join(OUT, 'node-sqlite.tap'))

const postgresUrl = process.env.TEST_POSTGRES_URL || DEFAULT_POSTGRES
if (await postgresReachable(postgresUrl)) {
	nodeTests('unit and HTTP tests on PostgreSQL', { TEST_POSTGRES_URL: postgresUrl }, join(OUT, 'node-postgres.tap'))
} else if (requirePostgres) {
	console.error(`\nPostgreSQL is required (CI or REQUIRE_POSTGRES=1) but ${postgresUrl.replace(/:[^:@/]+@/, ':***@')} is not reachable.`)
	add('PostgreSQL', { passed: 0, failed: 1 })
} else {
	console.warn(`\nNOTE: PostgreSQL at ${postgresUrl} is not reachable: the PostgreSQL pass was left out. Set TEST_POSTGRES_URL to run it.`)
}

if (existsSync('/usr/bin/chromium')) {
	const status = run('Playwright journeys in Chromium', 'npx', ['playwright', 'test'])
	const report = join(OUT, 'playwright.json')
	const stats = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as { stats: Record<string, number> }).stats : undefined
	const tally = { passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: stats?.unexpected ?? 0 }
	if (status !== 0 && tally.failed === 0) tally.failed = 1
	add('Playwright journeys', tally)
} else {
	console.error('\nChromium is missing: install it with `apt-get install chromium` (see README). The journeys did not run.')
	add('Playwright journeys', { passed: 0, failed: 1 })
}

if (problems.length) console.log(`\nFailed: ${problems.join('; ')}`)
console.log(`${total.passed} passed, ${total.failed} failed`)
process.exit(total.failed === 0 ? 0 : 1)
