/**
 * Values this server keeps, each under the value of the database's change counter it was loaded after
 * (migration 0022, docs/decisions/0012-page-versions.md). A request reads the counter first, then asks for the
 * value under what it read: a value kept under another count is not given out, whatever its age, so what a
 * page shows is never older than the last write that moved the counter, on any server. A value loaded after
 * the counter was read may be newer than its count says; that only costs a load the next time.
 *
 * Requests that read the same count while a load runs share it: it started after the first of them read the
 * count, so it sees every write that count stands for. Held values are bounded by their total weight (about
 * their bytes), the oldest kept going first (a Map keeps insertion order, as the session cache does).
 */
export function createVersionedCache<V>({ maxWeight, weigh }: { maxWeight: number; weigh: (value: V) => number }) {
	const held = new Map<string, { version: number; value: V; weight: number }>()
	const loading = new Map<string, { version: number; promise: Promise<V> }>()
	let total = 0

	function keep(key: string, version: number, value: V) {
		const old = held.get(key)
		// Two loads of one key may end out of order: the one under the higher count stays.
		if (old && old.version > version) return
		if (old) {
			held.delete(key)
			total -= old.weight
		}
		const weight = weigh(value)
		if (weight > maxWeight) return
		for (const [oldestKey, oldest] of held) {
			if (total + weight <= maxWeight) break
			held.delete(oldestKey)
			total -= oldest.weight
		}
		held.set(key, { version, value, weight })
		total += weight
	}

	return {
		/** The value kept under this key and count, or what `load` gives (kept for the next request). */
		get(key: string, version: number, load: () => Promise<V>): V | Promise<V> {
			const hit = held.get(key)
			if (hit?.version === version) return hit.value
			const running = loading.get(key)
			if (running?.version === version) return running.promise
			const promise: Promise<V> = load()
				.then((value) => {
					keep(key, version, value)
					return value
				})
				.finally(() => {
					if (loading.get(key)?.promise === promise) loading.delete(key)
				})
			loading.set(key, { version, promise })
			return promise
		},
	}
}
export type VersionedCache<V> = ReturnType<typeof createVersionedCache<V>>

/** About the bytes a string takes in memory (two per UTF-16 unit), for weights. */
export const textWeight = (text: string | null) => (text === null ? 0 : 2 * text.length)
