import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import type { TestContext } from 'node:test'
import { bundleForNode } from './node-bundle.ts'

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer()
		probe.once('error', reject)
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as { port: number }
			probe.close(() => resolve(port))
		})
	})
}

/** src/server/main.ts bundled into one file (bundleForNode), once per test process; removed when it exits. */
let bundled: Promise<string> | undefined
function serverBundle(): Promise<string> {
	bundled ??= (async () => {
		const file = `node_modules/.cache/dogear-test-server/main-${process.pid}.mjs`
		await bundleForNode({ entryPoints: ['src/server/main.ts'], outfile: file })
		process.once('exit', () => rmSync(file, { force: true }))
		return file
	})()
	return bundled
}

/**
 * The production entry point (src/server/main.ts, bundled: serverBundle) as its own process, as `npm start`
 * runs it after the build: configured only by environment variables. Resolves once it says it is listening; stopped with SIGTERM (and
 * SIGKILL if it lingers) by stop(), or after the test; crash() kills it outright (SIGKILL), as a power cut or the
 * OOM killer would, and resolves once it is gone. Hooks of node:test run in the order they were added, so a
 * test that started loopback services before the server calls stop() itself, before those services close.
 */
export async function startServerProcess(t: TestContext, env: Record<string, string>) {
	const port = await freePort()
	const baseUrl = `http://127.0.0.1:${port}`
	const child = spawn(process.execPath, [await serverBundle()], {
		// Load shedding off unless a test asks: tests are not the load it is for.
		env: { ...process.env, APP_URL: baseUrl, LOAD_SHED_ELU: '0', LOAD_SHED_IN_FLIGHT: '0', ...env, PORT: String(port) },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
		child.once('exit', (code, signal) => resolve({ code, signal })),
	)
	const stop = async () => {
		if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
		const lingering = setTimeout(() => child.kill('SIGKILL'), 5000)
		await exited
		clearTimeout(lingering)
	}
	const crash = async () => {
		if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
		await exited
	}
	t.after(stop)
	await new Promise<void>((resolve, reject) => {
		const listen = (chunk: Buffer) => {
			output += chunk.toString()
			if (output.includes('Dogear is running')) resolve()
		}
		child.stdout.on('data', listen)
		child.stderr.on('data', listen)
		child.once('exit', (code, signal) =>
			reject(new Error(`the server stopped (${signal ?? `exit ${code}`}):\n${output}`)),
		)
	})
	// output(): all it printed so far, its log lines (ops/log.ts); exited: how it ended, for the tests of stopping.
	return { baseUrl, stop, crash, exited, output: () => output, signal: (name: NodeJS.Signals) => child.kill(name) }
}
