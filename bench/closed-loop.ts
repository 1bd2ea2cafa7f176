export type LoopResult = { requests: number; errors: number; seconds: number; latencies: number[]; firstError?: string }

/**
 * `connections` workers, each sending its next request as soon as the last answer is in (a closed loop), for
 * `durationMs` after `warmupMs` of unmeasured requests (JIT, page cache, prepared statements). A request
 * counts as an error when it throws or answers other than 200. `send` is told which of the connections it is.
 */
export async function closedLoop(options: {
	connections: number
	durationMs: number
	warmupMs: number
	send: (connection: number) => Promise<number>
}): Promise<LoopResult> {
	const result: LoopResult = { requests: 0, errors: 0, seconds: 0, latencies: [] }
	const warmEnd = performance.now() + options.warmupMs
	const end = warmEnd + options.durationMs
	const worker = async (connection: number) => {
		for (let start = performance.now(); start < end; start = performance.now()) {
			let status: number | string
			try {
				status = await options.send(connection)
			} catch (error) {
				status = (error as Error).message
			}
			if (start < warmEnd) continue
			result.latencies.push(performance.now() - start)
			result.requests++
			if (status !== 200) {
				result.errors++
				result.firstError ??= String(status)
			}
		}
	}
	await Promise.all(Array.from({ length: options.connections }, (_, connection) => worker(connection)))
	result.seconds = (performance.now() - warmEnd) / 1000
	return result
}

/** The p-th percentile (nearest rank) of the latencies, in ms. */
export function percentile(sorted: number[], p: number): number {
	if (sorted.length === 0) return Number.NaN
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
