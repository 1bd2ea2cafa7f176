/** Runs `work` for every item, at most `limit` at a time. */
export async function eachAtMost<T>(limit: number, items: T[], work: (item: T, index: number) => Promise<void>) {
	let next = 0
	const worker = async () => {
		for (let i = next++; i < items.length; i = next++) await work(items[i]!, i)
	}
	await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}
