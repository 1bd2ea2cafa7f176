import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import { createGunzip } from 'node:zlib'

/**
 * The rows of a gzipped CSV of whole numbers (goodbooks' ratings and to_read), header skipped, one at a time:
 * the 980k-line files stream in constant memory. Unlike csv-rows.ts there are no quotes to handle.
 */
export async function* numberRows(path: string): AsyncGenerator<number[]> {
	const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity })
	let header = true
	for await (const line of lines) {
		if (header || line === '') {
			header = false
			continue
		}
		yield line.split(',').map(Number)
	}
}

/** Groups a stream into arrays of `size` (the last may be shorter). */
export async function* inGroups<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
	let group: T[] = []
	for await (const item of items) {
		group.push(item)
		if (group.length === size) {
			yield group
			group = []
		}
	}
	if (group.length > 0) yield group
}
