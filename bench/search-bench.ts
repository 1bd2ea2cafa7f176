// p50/p95 of catalogue searches against a running Dogear server:
//   npx tsx bench/search-bench.ts --url http://127.0.0.1:3900 [--queries 1000] [--concurrency 4]
// Queries are drawn (deterministically) from the goodbooks-10k titles, authors and ISBNs in the shapes readers
// type: word prefixes ('harr pott'), whole titles, surnames, ISBNs with hyphens, and misspellings.
import { createReadStream } from 'node:fs'
import { parseArgs } from 'node:util'
import { BookSearchResponse } from '../src/shared/schemas/books.ts'
import { csvRecords } from '../src/server/books/csv-rows.ts'
import { splitAuthorList } from '../src/server/books/catalog-values.ts'
import { splitSeriesFromTitle } from '../src/server/books/series-title.ts'
import { parseGoodbooksIsbns } from '../src/shared/isbn.ts'

const { values } = parseArgs({
	options: {
		url: { type: 'string', default: 'http://127.0.0.1:3000' },
		queries: { type: 'string', default: '1000' },
		concurrency: { type: 'string', default: '4' },
		from: { type: 'string', default: '../shared/data/catalog/goodbooks-10k/books.csv' },
	},
})

type Source = { title: string; author: string; isbn13: string | null }
const sources: Source[] = []
for await (const row of csvRecords(createReadStream(values.from!, 'utf8'))) {
	sources.push({
		title: splitSeriesFromTitle(row.title ?? '').title,
		author: splitAuthorList(row.authors ?? '')[0] ?? '',
		isbn13: parseGoodbooksIsbns(row.isbn ?? '', row.isbn13 ?? '')?.isbn13 ?? null,
	})
}

const words = (s: string) => s.split(/\s+/).filter((w) => /^\p{L}{3,}$/u.test(w))
const swapTwo = (w: string) => (w.length < 4 ? w : w.slice(0, 1) + w[2] + w[1] + w.slice(3))
const shapes: ((s: Source) => string | null)[] = [
	(s) =>
		words(s.title)
			.slice(0, 2)
			.map((w) => w.slice(0, 4))
			.join(' ') || null,
	(s) => s.title,
	(s) => s.author.split(' ').at(-1) ?? null,
	(s) =>
		s.isbn13
			? `${s.isbn13.slice(0, 3)}-${s.isbn13.slice(3, 4)}-${s.isbn13.slice(4, 9)}-${s.isbn13.slice(9, 12)}-${s.isbn13.slice(12)}`
			: null,
	(s) => words(s.title).slice(0, 2).map(swapTwo).join(' ') || null,
]
const SHAPE_NAMES = ['two prefixes', 'whole title', 'surname', 'ISBN', 'misspelt']
const queries: { q: string; shape: number }[] = []
for (let i = 0; queries.length < Number(values.queries); i++) {
	const q = shapes[i % shapes.length]!(sources[(i * 7919) % sources.length]!)
	if (q) queries.push({ q, shape: i % shapes.length })
}

const timings: number[] = []
const byShape: number[][] = SHAPE_NAMES.map(() => [])
let failures = 0
let askedServices = 0
let next = 0
async function worker() {
	while (next < queries.length) {
		const { q, shape } = queries[next++]!
		const started = performance.now()
		const res = await fetch(`${values.url}/api/books/search?q=${encodeURIComponent(q)}&limit=20`)
		const body = await res.json()
		timings.push(performance.now() - started)
		byShape[shape]!.push(performance.now() - started)
		if (res.status !== 200) failures++
		else if (BookSearchResponse.parse(body).serviceNotes.length > 0) askedServices++
	}
}
const started = performance.now()
await Promise.all(Array.from({ length: Number(values.concurrency) }, worker))
const seconds = (performance.now() - started) / 1000
const at = (list: number[], p: number) =>
	[...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]!.toFixed(1)
console.log(
	`${timings.length} queries, concurrency ${values.concurrency}, ${(timings.length / seconds).toFixed(0)} queries/s`,
)
console.log(
	`p50 ${at(timings, 50)} ms, p95 ${at(timings, 95)} ms, p99 ${at(timings, 99)} ms, max ${Math.max(...timings).toFixed(1)} ms`,
)
for (const [i, name] of SHAPE_NAMES.entries())
	console.log(`  ${name}: p50 ${at(byShape[i]!, 50)} ms, p95 ${at(byShape[i]!, 95)} ms`)
// Not in the 1,000: the queries whose cost once grew with the catalogue (every match ranked), timed alone.
const HARD = ['the', 'a', 'of the', 'harry p', 'the secret', 'teh hobit', 'lord of the rigns']
const hard: string[] = []
for (const q of HARD) {
	const runs: number[] = []
	for (let i = 0; i < 5; i++) {
		const t = performance.now()
		await (await fetch(`${values.url}/api/books/search?q=${encodeURIComponent(q)}&limit=20`)).arrayBuffer()
		runs.push(performance.now() - t)
	}
	hard.push(`'${q}' ${at(runs, 50)} ms`)
}
console.log(`  hard cases, median of 5: ${hard.join(', ')}`)
console.log(
	`${failures} non-200 answers; ${askedServices} searches had too few local results and carried service notes (services unreachable, paused or rate-limited)`,
)
