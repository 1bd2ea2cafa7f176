import assert from 'node:assert/strict'
import { test } from 'node:test'
import { csvRecords, csvRows } from './csv-rows.ts'

async function* chunked(text: string, size: number) {
	for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size)
}
const collect = async <T>(rows: AsyncIterable<T>) => {
	const out: T[] = []
	for await (const row of rows) out.push(row)
	return out
}

test('quoted fields, escaped quotes, line breaks inside quotes and CRLF, whatever the chunk size', async () => {
	const text = 'a,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n1,,3'
	for (const size of [1, 2, 5, 1000]) {
		assert.deepEqual(
			await collect(csvRows(chunked(text, size))),
			[
				['a', 'b', 'c'],
				['x, y', 'say "hi"', 'two\nlines'],
				['1', '', '3'],
			],
			`chunks of ${size}`,
		)
	}
})

test('records are keyed by header names; blank lines are skipped', async () => {
	const records = await collect(csvRecords(chunked('id,title\n1,Dune\n\n2,"Emma"\n', 3)))
	assert.deepEqual(records, [
		{ id: '1', title: 'Dune' },
		{ id: '2', title: 'Emma' },
	])
})
