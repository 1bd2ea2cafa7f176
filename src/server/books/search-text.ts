// Search text is folded in JavaScript before either database sees it, so SQLite and PostgreSQL index and
// match the same words ('Brontë' and 'bronte' are one word) without an unaccent extension.

// Letters that Unicode does not decompose into a base letter plus an accent.
const UNDECOMPOSED: Record<string, string> = {
	ø: 'o',
	æ: 'ae',
	œ: 'oe',
	ß: 'ss',
	ł: 'l',
	đ: 'd',
	ð: 'd',
	þ: 'th',
	ı: 'i',
}

/** Lower case, accents removed, punctuation kept: 'Brontë' → 'bronte'. */
export function foldText(text: string): string {
	return text
		.toLowerCase()
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.replace(/[øæœßłđðþı]/g, (c) => UNDECOMPOSED[c] ?? c)
}

/** The words of a query, folded; at most 8, so one request cannot build an unbounded match expression. */
export function searchTerms(query: string): string[] {
	return foldText(query)
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
		.slice(0, 8)
}

/** The words the typo pass may correct to: letters only, three to forty of them, each once. */
export function vocabularyWords(text: string): string[] {
	return [...new Set(text.split(/[^\p{L}]+/u).filter((w) => w.length >= 3 && w.length <= 40))]
}

function trigrams(word: string): Set<string> {
	const padded = `  ${word} `
	const grams = new Set<string>()
	for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3))
	return grams
}

/** pg_trgm's similarity for two words: shared trigrams over all trigrams. */
export function wordSimilarity(a: string, b: string): number {
	const x = trigrams(a)
	const y = trigrams(b)
	let shared = 0
	for (const gram of x) if (y.has(gram)) shared++
	return shared / (x.size + y.size - shared)
}

/** How well misspelt terms match a text: each term's best word similarity, averaged ('hary poter' ~ 0.6). */
export function typoScore(terms: string[], text: string): number {
	const words = foldText(text)
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
	if (terms.length === 0 || words.length === 0) return 0
	let total = 0
	for (const term of terms) total += Math.max(...words.map((word) => wordSimilarity(term, word)))
	return total / terms.length
}
