import { sql, type Kysely } from 'kysely'

// A frozen copy of book-search-sqlite.ts's tiers and vocabulary as 0006 ran them: editing search never changes it.

/** A book's rowid is its popularity tier × 2^44 plus its place within the tier. */
export const TIER_SPAN = 2 ** 44

/** The words the typo pass may correct to: letters only, three to forty of them, each once. */
export function vocabularyWords(text: string): string[] {
	return [...new Set(text.split(/[^\p{L}]+/u).filter((w) => w.length >= 3 && w.length <= 40))]
}

/** A word's rowid in the vocabulary, a 53-bit hash (cyrb53, public domain). */
function wordKey(word: string) {
	let h1 = 0xdeadbeef
	let h2 = 0x41c6ce57
	for (let i = 0; i < word.length; i++) {
		const c = word.charCodeAt(i)
		h1 = Math.imul(h1 ^ c, 2654435761)
		h2 = Math.imul(h2 ^ c, 1597334677)
	}
	h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
	h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
	return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/** Adds the words the vocabulary lacks, each between spaces so its first and last letters make trigrams too. */
export async function addVocabulary<T>(db: Kysely<T>, words: string[]) {
	if (words.length === 0) return
	const keyed = JSON.stringify(words.map((word) => [wordKey(word), ` ${word} `]))
	await sql`insert into "bookTrigram" (rowid, "word") select j.value ->> 0, j.value ->> 1 from json_each(${keyed}) j
		where not exists (select 1 from "bookTrigram" t where t.rowid = j.value ->> 0)`.execute(db)
}
