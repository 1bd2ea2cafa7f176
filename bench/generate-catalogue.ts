// Writes a synthetic catalogue in goodbooks-10k's CSV format, for import and search benchmarks at scale:
//   npx tsx bench/generate-catalogue.ts --books 1000000 --out /tmp/books-1m.csv [--from ../shared/data/catalog/goodbooks-10k/books.csv]
// Titles and author names are recombined from the real goodbooks words, so word frequencies stay realistic;
// every book gets a valid, unique ISBN (978 + 9-digit counter) and a Goodreads id above the real ones.
import { createReadStream, createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { parseArgs } from 'node:util'
import { csvRecords } from '../src/server/books/csv-rows.ts'
import { splitAuthorList } from '../src/server/books/catalog-values.ts'
import { isbn10To13, isbn13To10 } from '../src/shared/isbn.ts'

const { values } = parseArgs({
	options: {
		books: { type: 'string', default: '1000000' },
		out: { type: 'string' },
		from: { type: 'string', default: '../shared/data/catalog/goodbooks-10k/books.csv' },
	},
})
if (!values.out) throw new Error('--out <file.csv> is required')
const total = Number(values.books)

/** mulberry32: the same catalogue on every run. */
function random(seed: number) {
	return () => {
		seed = (seed + 0x6d2b79f5) | 0
		let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

const titleWords: string[] = []
const firstNames: string[] = []
const lastNames: string[] = []
for await (const row of csvRecords(createReadStream(values.from!, 'utf8'))) {
	titleWords.push(
		...(row.title ?? '')
			.replace(/\(.*\)/, '')
			.split(/\s+/)
			.filter((w) => /^[\p{L}']+$/u.test(w)),
	)
	for (const name of splitAuthorList(row.authors ?? '')) {
		const parts = name.split(/\s+/)
		if (parts.length > 1) {
			firstNames.push(parts.slice(0, -1).join(' '))
			lastNames.push(parts.at(-1)!)
		}
	}
}

const rand = random(42)
const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!
const quote = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s)
const out = createWriteStream(values.out)
out.write(
	'goodreads_book_id,isbn,isbn13,authors,original_publication_year,title,language_code,ratings_count,image_url\n',
)
for (let i = 0; i < total; i++) {
	const isbn13 = isbn10To13(String(100_000_000 + i).padStart(9, '0'))
	const title = Array.from({ length: 1 + Math.floor(rand() * 5) }, () => pick(titleWords)).join(' ')
	const authors = Array.from({ length: rand() < 0.8 ? 1 : 2 }, () => `${pick(firstNames)} ${pick(lastNames)}`).join(
		', ',
	)
	const year = 1800 + Math.floor(rand() * 225)
	const ratings = Math.floor(10 ** (rand() * 6))
	const line = `${100_000_000 + i},${isbn13To10(isbn13)},${isbn13},${quote(authors)},${year}.0,${quote(title)},eng,${ratings},\n`
	if (!out.write(line)) await once(out, 'drain')
}
out.end()
await once(out, 'finish')
console.log(`Wrote ${total} books to ${values.out}`)
