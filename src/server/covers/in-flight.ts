/**
 * Runs `work` once per key at a time: callers asking while it runs share its promise. Per process only:
 * several app servers may each fetch or draw the same cover once, which costs a request, never a wrong answer
 * (they store the same thing under the same key).
 */
export function inFlight() {
	const running = new Map<string, Promise<unknown>>()
	return <T>(key: string, work: () => Promise<T>): Promise<T> => {
		const existing = running.get(key)
		if (existing) return existing as Promise<T>
		const promise = work().finally(() => running.delete(key))
		running.set(key, promise)
		return promise
	}
}
