import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect } from '@playwright/test'
import { test } from './support/client-address.ts'
import { screenshot } from './support/screenshots.ts'

// A deploy between two clicks: a reader's tab runs build A's code, the operator deploys build B (new sources,
// `npm start` again), and the reader's next click asks for a chunk of A that B never made. B carries the hashed
// assets of the builds before it (scripts/build.ts), so the chunk is there and the page opens as A meant it.
// The deploy happens in a copy of the project, so the suite's own server and its build are left alone.

const PORT = Number(process.env.E2E_PORT ?? 3100) + 2
const ORIGIN = `http://localhost:${PORT}`
const PROJECT_FILES = ['src', 'scripts', 'package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json']

function copyProject(): string {
	const folder = mkdtempSync(join(tmpdir(), 'dogear-deploy-'))
	for (const name of PROJECT_FILES) cpSync(name, join(folder, name), { recursive: true })
	symlinkSync(resolve('node_modules'), join(folder, 'node_modules'))
	return folder
}

/** `npm start`'s launcher in the copy, in a process group of its own; resolves once the server answers. */
async function start(folder: string): Promise<ChildProcess> {
	const server = spawn(process.execPath, ['scripts/start.ts'], {
		cwd: folder,
		detached: true,
		stdio: 'ignore',
		env: {
			...process.env,
			PORT: String(PORT),
			DATA_DIR: join(folder, 'data'),
			LOAD_SHED_ELU: '0',
			LOAD_SHED_IN_FLIGHT: '0',
		},
	})
	await expect
		.poll(
			() =>
				fetch(`${ORIGIN}/api/health`).then(
					(response) => response.status,
					() => 0,
				),
			{ timeout: 240_000, intervals: [500] },
		)
		.toBe(200)
	return server
}

async function stop(server: ChildProcess) {
	const exited = new Promise((resolveExit) => server.once('exit', resolveExit))
	if (server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGTERM')
	await exited
}

const currentBuild = (folder: string) =>
	JSON.parse(readFileSync(join(realpathSync(join(folder, 'dist', 'current')), 'build.json'), 'utf8')) as {
		hash: string
		assets: string[]
	}

test('a tab opened on one build opens its next page after a deploy of another, with the chunk of the build it runs', async ({
	page,
}) => {
	// Two builds of the app and two starts, on two busy cores.
	test.setTimeout(600_000)
	const folder = copyProject()
	let server = await start(folder)
	try {
		const buildA = currentBuild(folder)
		await page.goto(`${ORIGIN}/`)
		await expect(page.getByRole('heading', { level: 1, name: 'Remember every book you read.' })).toBeVisible()
		await expect(page.getByText('Version 0.1.0.')).toBeVisible()

		// The deploy: the sources change (the version the footer shows), the server stops, `npm start` builds B and serves it.
		await stop(server)
		const manifest = join(folder, 'package.json')
		writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('"version": "0.1.0"', '"version": "0.1.1"'))
		server = await start(folder)
		const buildB = currentBuild(folder)
		expect(buildB.hash).not.toBe(buildA.hash)

		const chunks: { name: string; status: number }[] = []
		page.on('response', (response) => {
			const name = /\/assets\/([^/?]+\.js)$/.exec(response.url())?.[1]
			if (name) chunks.push({ name, status: response.status() })
		})
		await page.getByRole('link', { name: 'Sign in' }).first().click()
		await expect(page).toHaveURL(`${ORIGIN}/login`)
		await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
		await page.getByLabel('E-mail address').fill('reader@example.org')
		await expect(page.getByLabel('E-mail address')).toHaveValue('reader@example.org')
		// The page came from A's chunk, one that B did not make, and B served it; the tab did not reload into B.
		const fromA = chunks.filter(({ name }) => buildA.assets.includes(name) && !buildB.assets.includes(name))
		expect(fromA.length, `chunks fetched after the deploy: ${JSON.stringify(chunks)}`).toBeGreaterThan(0)
		expect(fromA.every(({ status }) => status === 200)).toBe(true)
		await expect(page.getByText('Version 0.1.0.')).toBeVisible()
		await screenshot(page, 'deploy-between-clicks-old-chunk')

		// A reload opens build B.
		await page.goto(`${ORIGIN}/`)
		await expect(page.getByText('Version 0.1.1.')).toBeVisible()
	} finally {
		await stop(server)
		rmSync(folder, { recursive: true, force: true })
	}
})
