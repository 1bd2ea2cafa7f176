/**
 * A value computed at most once at a time and kept for `ttlMs`. A write moves `generation()` on; the next
 * request after it computes again, but no sooner than `minRefreshMs` after the last computation, so a stream
 * of writes costs one computation per interval instead of one per write (docs/performance.md, 'Load and capacity'). A
 * request that must see every write up to some generation (the reader who just wrote: `minGeneration`) never
 * gets an older answer: it shares a computation that started late enough, or starts one.
 */
export function createRefreshingCache<T>(
	compute: () => Promise<T>,
	{
		ttlMs,
		minRefreshMs,
		generation,
		now = Date.now,
	}: { ttlMs: number; minRefreshMs: number; generation: () => number; now?: () => number },
) {
	let cached: { value: T; generation: number; at: number } | undefined
	let running: { promise: Promise<T>; generation: number } | undefined

	function start(after: Promise<unknown>): Promise<T> {
		const gen = generation()
		const promise = after
			.catch(() => undefined)
			.then(async () => {
				const at = now()
				const value = await compute()
				cached = { value, generation: gen, at }
				return value
			})
			.finally(() => {
				if (running?.promise === promise) running = undefined
			})
		running = { promise, generation: gen }
		return promise
	}

	return function get(minGeneration = 0): Promise<T> {
		const gen = generation()
		const age = cached ? now() - cached.at : Infinity
		if (
			cached &&
			age < ttlMs &&
			cached.generation >= minGeneration &&
			(cached.generation === gen || age < minRefreshMs)
		)
			return Promise.resolve(cached.value)
		if (running && running.generation >= Math.max(minGeneration, cached && age < ttlMs ? 0 : gen))
			return running.promise
		return start(running?.promise ?? Promise.resolve())
	}
}
