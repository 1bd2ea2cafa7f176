// ISBNs as people and exports write them: hyphens, spaces, spreadsheet `="…"` wrappers, lower-case check
// digits, ISBN-10s that lost their leading zeros in a numeric column, and ISBN-13s mangled into floats.

/** Strips `="…"` wrappers, hyphens and spaces, and upper-cases the X check digit. Does not validate. */
export function normalizeIsbn(raw: string): string {
	return raw
		.trim()
		.replace(/^="?|"$/g, '')
		.replace(/[\s-]/g, '')
		.toUpperCase()
}

export function isValidIsbn10(isbn: string): boolean {
	if (!/^\d{9}[\dX]$/.test(isbn)) return false
	let sum = 0
	for (let i = 0; i < 10; i++) sum += (10 - i) * (isbn[i] === 'X' ? 10 : Number(isbn[i]))
	return sum % 11 === 0
}

export function isValidIsbn13(isbn: string): boolean {
	return /^97[89]\d{10}$/.test(isbn) && isbn13CheckDigit(isbn.slice(0, 12)) === isbn[12]
}

function isbn13CheckDigit(first12: string): string {
	let sum = 0
	for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
	return String((10 - (sum % 10)) % 10)
}

function isbn10CheckDigit(first9: string): string {
	let sum = 0
	for (let i = 0; i < 9; i++) sum += (10 - i) * Number(first9[i])
	const check = (11 - (sum % 11)) % 11
	return check === 10 ? 'X' : String(check)
}

/** A valid ISBN-10 as its ISBN-13 (978 prefix). */
export function isbn10To13(isbn10: string): string {
	const first12 = `978${isbn10.slice(0, 9)}`
	return first12 + isbn13CheckDigit(first12)
}

/** A valid 978-prefixed ISBN-13 as its ISBN-10; 979 ISBNs have no ISBN-10, so null. */
export function isbn13To10(isbn13: string): string | null {
	if (!isbn13.startsWith('978')) return null
	const first9 = isbn13.slice(3, 12)
	return first9 + isbn10CheckDigit(first9)
}

export type IsbnPair = { isbn10: string | null; isbn13: string }

/** Both forms of any valid ISBN written in any common way, or null if it is not a valid ISBN. */
export function parseIsbn(raw: string): IsbnPair | null {
	const isbn = normalizeIsbn(raw)
	if (isValidIsbn13(isbn)) return { isbn10: isbn13To10(isbn), isbn13: isbn }
	if (isValidIsbn10(isbn)) return { isbn10: isbn, isbn13: isbn10To13(isbn) }
	return null
}

/**
 * goodbooks-10k's `isbn` and `isbn13` columns. The ISBN-10 went through a number column, so
 * `439023483` means `0439023483`; the ISBN-13 is often a float (`9.78043902348e+12`) whose last digit is gone,
 * so it is only trusted when written out in full, and otherwise rebuilt from the ISBN-10.
 */
export function parseGoodbooksIsbns(isbn: string, isbn13: string): IsbnPair | null {
	const digits = normalizeIsbn(isbn)
	const fromTen = /^[\dX]{1,10}$/.test(digits) ? parseIsbn(digits.padStart(10, '0')) : null
	if (fromTen) return fromTen
	return /^\d{13}$/.test(isbn13.trim()) ? parseIsbn(isbn13) : null
}
