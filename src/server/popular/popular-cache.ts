/**
 * A value computed at most once at a time and kept for `ttlMs`, or until `generation()` moves on (a write
 * that changes it). Requests that arrive during a computation share it; a request that sees a newer
 * generation than the running computation started with waits for it and then computes again, so a reader
 * who just logged an entry never gets an answer from before it.
 */
export function createRefreshingCache<T>(compute: () => Promise<T>, { ttlMs, generation, now = Date.now }: { ttlMs: number; generation: () => number; now?: () => number }) {
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

	return function get(): Promise<T> {
		const gen = generation()
		if (cached && cached.generation === gen && now() - cached.at < ttlMs) return Promise.resolve(cached.value)
		if (running && running.generation === gen) return running.promise
		return start(running?.promise ?? Promise.resolve())
	}
}
