// The values of the reading-log bench instance (bench/generate-reading-instance.ts), derived from the goodbooks
// ids alone: the same reader, book and row number always give the same times, visibility and review, so two
// generated instances hold the same data (shifted to the day they were made) and benchmarks compare.
import type { Visibility } from '../src/server/db/schema.ts'

export const DAY_MS = 86_400_000
/** Entries and shelvings are spread evenly over the last year: any 7 days hold 7/365 of them (≈19k entries). */
export const SPREAD_DAYS = 365
/** Every bench reader signs in with this password (docs/performance.md shows it in the commands). */
export const BENCH_PASSWORD = 'dogear-bench-reader'

/** A well-mixed 32-bit hash of small integers (the murmur3 finaliser after each part). */
export function mix(...parts: number[]): number {
	let h = 0x9e3779b9
	for (const part of parts) {
		h = Math.imul(h ^ part, 0x85ebca6b)
		h ^= h >>> 13
		h = Math.imul(h, 0xc2b2ae35)
		h ^= h >>> 16
	}
	return h >>> 0
}

/** A number in [0, 1) from the same parts. */
export const unit = (...parts: number[]) => mix(...parts) / 2 ** 32

/** UUID-shaped ids (version 4 layout) numbered per kind, so ids never collide across kinds and runs agree. */
const benchId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
export const readerId = (goodbooksUser: number) => benchId('b0000000', goodbooksUser)
export const entryId = (row: number) => benchId('e0000000', row)
export const readerName = (goodbooksUser: number) => `reader${goodbooksUser}`
export const readerEmail = (goodbooksUser: number) => `reader${goodbooksUser}@example.org`

/** About 90% public, 5% friends, 5% private: most readers keep the default. */
export function visibilityOf(hash: number): Visibility {
	if (hash < 0.05) return 'friends'
	if (hash < 0.1) return 'private'
	return 'public'
}

/** A moment in the last SPREAD_DAYS before `now`, as ISO text. */
export const momentWithin = (now: number, hash: number) =>
	new Date(now - Math.floor(hash * SPREAD_DAYS * DAY_MS)).toISOString()

const SENTENCES = [
	'I could not put this one down.',
	'The middle drags, but the last hundred pages make up for it.',
	'Beautifully written, with characters who feel like people I know.',
	'Not what I expected from the cover, in a good way.',
	'The ending surprised me and then made complete sense.',
	'I liked the idea more than the execution.',
	'A reread, and it holds up better than I remembered.',
	'The dialogue is sharp and often very funny.',
	'Some chapters could have been cut without losing anything.',
	'I would recommend it to anyone who enjoys a slow build.',
	'The world building is the real star here.',
	'It made me want to read everything else the author wrote.',
]

/** Two to four sentences picked by the hash parts: a short review of ~100–250 characters. */
export function reviewText(...parts: number[]): string {
	const count = 2 + (mix(...parts, 0) % 3)
	return Array.from({ length: count }, (_, i) => SENTENCES[mix(...parts, i + 1) % SENTENCES.length]!).join(' ')
}
