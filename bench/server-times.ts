import { percentile } from './closed-loop.ts'

/** A request to time: its name in the table, its path, and whether it is sent with the reader's cookie. */
export type TimedTarget = [name: string, path: string, signedIn: boolean]

/**
 * Times each target through the app's own fetch (server time, no network), after 200 requests that warm the JIT
 * and the caches and are not counted, and prints a Markdown row per target as it ends: on a busy machine the
 * whole run takes minutes. Any answer other than 200 stops the run.
 */
export async function printServerTimes(
	ask: (path: string, init?: RequestInit) => Response | Promise<Response>,
	targets: TimedTarget[],
	{ requests, cookie }: { requests: number; cookie: string },
) {
	console.log('| target | p50 | p95 | mean |\n|---|---|---|---|')
	for (const [name, path, signedIn] of targets) {
		const times: number[] = []
		for (let i = 0; i < 200 + requests; i++) {
			const started = performance.now()
			const answer = await ask(path, { headers: signedIn ? { cookie } : {} })
			await answer.arrayBuffer()
			if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}`)
			if (i >= 200) times.push(performance.now() - started)
		}
		times.sort((a, b) => a - b)
		const mean = times.reduce((a, b) => a + b, 0) / times.length
		console.log(
			`| ${name} | ${[percentile(times, 50), percentile(times, 95), mean].map((t) => `${t.toFixed(2)} ms`).join(' | ')} |`,
		)
	}
}
