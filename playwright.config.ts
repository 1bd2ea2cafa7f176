import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { OIDC_PORT } from './tests/e2e/support/e2e-oidc-provider.ts'

// Workers load this file again; they inherit the runner's environment, so the folder is made once per run
// and the journeys find the server's outbox (DATA_DIR/outbox) through E2E_DATA_DIR.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'dogear-e2e-'))
const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${PORT}`
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`

export default defineConfig({
	testDir: 'tests/e2e',
	outputDir: '.test-output/playwright-artifacts',
	// Two files at a time: a journey mostly waits on Chromium and the server, so one at a time used 0.7 of a core
	// (cgroup CPU accounting) and took 23 min; two took 16-17 min in npm test on the same loaded host.
	fullyParallel: false,
	workers: 2,
	// A journey that fails runs once more, with a trace; scripts/test.ts still counts it as failed. Recording a trace
	// for every journey (DOM snapshots and a screencast of each step) cost a sixth of the journeys' CPU.
	retries: 1,
	forbidOnly: Boolean(process.env.CI),
	// The axe journeys run some twenty analyses of a few seconds each; with the servers of other work sharing the
	// two cores, a minute was at the edge, and on a slower machine (session 7's) one took over 90 s.
	timeout: 180_000,
	expect: { timeout: 10_000 },
	// scripts/test.ts runs the journeys and Lighthouse apart, each with a report of its own.
	reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? '.test-output/playwright.json' }]],
	// Fails the run when Chromium reported a Content-Security-Policy violation on any page of any journey.
	globalTeardown: './tests/e2e/support/csp-teardown.ts',
	use: {
		baseURL,
		trace: 'on-first-retry',
		...devices['Desktop Chrome'],
		viewport: { width: 1280, height: 800 },
		launchOptions: {
			// Debian's Chromium: `npx playwright install` downloads from outside the npm registry, which is unreachable here.
			executablePath: '/usr/bin/chromium',
			args: [
				'--headless',
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	webServer: [
		{
			// Listed first so it is up before the app reads its discovery document.
			command: 'npx tsx tests/e2e/support/e2e-oidc-provider.ts',
			url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
			reuseExistingServer: false,
			timeout: 30_000,
		},
		{
			// The server starts with an empty catalogue: 30 real goodbooks-10k rows (tests/e2e/fixtures/books-README.md) go in
			// first, then the Open Library dump sample, whose book has pages and subjects and whose author a bio and birth date.
			command: [
				'npm run catalog:import -- --format goodbooks tests/e2e/fixtures/books-goodbooks-30.csv',
				'npm run catalog:import -- --format openlibrary tests/fixtures/books/ol-dump-sample.txt',
				'npm start',
			].join(' && '),
			url: `${baseURL}/api/health`,
			reuseExistingServer: false,
			timeout: 180_000,
			stdout: 'pipe',
			stderr: 'pipe',
			env: {
				PORT: String(PORT),
				DATA_DIR: process.env.E2E_DATA_DIR,
				OPERATOR_NAME: 'Dogear Test Operator',
				OPERATOR_EMAIL: 'operator@example.org',
				OPERATOR_ADDRESS: '1 Library Lane\n12345 Booktown',
				GOOGLE_CLIENT_ID: 'dogear-e2e',
				GOOGLE_CLIENT_SECRET: 'dogear-e2e-secret',
				OIDC_DISCOVERY_URL: `${OIDC_ISSUER}/.well-known/openid-configuration`,
				OIDC_PROVIDER_NAME: 'Google',
				// Journeys claim their own client address in X-Forwarded-For (support/client-address.ts), so the
				// ten-sign-ups-an-hour limit per address holds for each journey, not for the whole suite at once.
				TRUST_PROXY: 'true',
				// The report prints the server's output whole: a line for every request would bury its warnings and errors.
				LOG_LEVEL: 'warn',
				// Journeys never reach the internet: the discard port on loopback refuses at once, so searches that ask
				// Open Library and Google Books always get their "could not be reached" service notes.
				OPEN_LIBRARY_URL: 'http://127.0.0.1:9',
				// Journeys are not the load shedding is for: busy-server.spec.ts hands the browser the refusals it tests.
				LOAD_SHED_ELU: '0',
				LOAD_SHED_IN_FLIGHT: '0',
				GOOGLE_BOOKS_URL: 'http://127.0.0.1:9/books/v1',
				// Federating over loopback, as a trial server would: Settings › Privacy then offers "Findable from other
				// servers" (federation.spec.ts). No journey reaches another server.
				FEDERATION: 'true',
				FEDERATION_ALLOW_LOOPBACK: 'true',
			},
		},
	],
})
