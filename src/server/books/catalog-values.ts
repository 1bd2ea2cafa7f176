// Normalising the loose values catalogue sources send: dates, languages, page counts, author lists.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const pad = (n: number | string) => String(n).padStart(2, '0')

/**
 * 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD', keeping only the precision the source had: '1996' stays a year and
 * 'March 2, 1998' becomes '1998-03-02'. goodbooks' float years ('2008.0') become '2008'. Years before 1000 and
 * BCE years do not fit the format, so they are unknown (null), as is anything without a year.
 */
export function normalizePublishedDate(raw: string | number | null | undefined): string | null {
	if (raw === null || raw === undefined) return null
	const text = String(raw).trim()
	const iso = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:T.*)?$/.exec(text)
	if (iso) return [iso[1], iso[2] && pad(iso[2]), iso[3] && pad(iso[3])].filter(Boolean).join('-')
	const float = /^(\d{4})\.0+$/.exec(text)
	if (float) return float[1]!
	const month = MONTHS.findIndex((m) => text.toLowerCase().includes(m))
	const year = /\b(\d{4})\b/.exec(text)?.[1]
	if (!year || Number(year) < 1000) return null
	if (month < 0) return year
	const day = /\b(\d{1,2})(?:st|nd|rd|th)?\b/.exec(text.replace(year, ''))?.[1]
	return day ? `${year}-${pad(month + 1)}-${pad(day)}` : `${year}-${pad(month + 1)}`
}

// MARC (Open Library, goodbooks) and BCP 47 ('en-US') codes to ISO 639-1, for the languages that occur.
const LANGUAGES: Record<string, string> = {
	eng: 'en',
	fre: 'fr',
	fra: 'fr',
	ger: 'de',
	deu: 'de',
	spa: 'es',
	ita: 'it',
	por: 'pt',
	dut: 'nl',
	nld: 'nl',
	jpn: 'ja',
	chi: 'zh',
	zho: 'zh',
	rus: 'ru',
	ara: 'ar',
	ind: 'id',
	pol: 'pl',
	swe: 'sv',
	per: 'fa',
	fas: 'fa',
	tur: 'tr',
	dan: 'da',
	nor: 'no',
	fin: 'fi',
	gre: 'el',
	ell: 'el',
	heb: 'he',
	kor: 'ko',
	lat: 'la',
	cat: 'ca',
	cze: 'cs',
	ces: 'cs',
	hun: 'hu',
	rum: 'ro',
	ron: 'ro',
	vie: 'vi',
	hin: 'hi',
	ukr: 'uk',
	mul: 'mul',
}

/** 'eng', 'en-US', '/languages/eng' → 'en'; unknown codes are kept, lower-cased; blank is null. */
export function normalizeLanguage(raw: string | null | undefined): string | null {
	const code = (raw ?? '')
		.trim()
		.toLowerCase()
		.replace(/^\/languages\//, '')
	if (code === '') return null
	const base = code.split(/[-_]/)[0]!
	return LANGUAGES[base] ?? base
}

/** A page count; sources say 0 (Google Books) or nothing when they do not know. */
export function normalizePageCount(raw: unknown): number | null {
	const n = typeof raw === 'string' ? Number.parseInt(raw, 10) : raw
	return typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 100_000 ? n : null
}

const SUFFIX = /^(jr\.?|sr\.?|ii|iii|iv|phd|md)$/i

/** 'J.K. Rowling, Mary GrandPré' → two names; 'Martin Luther King, Jr.' stays one. */
export function splitAuthorList(list: string): string[] {
	const names: string[] = []
	for (const part of list
		.split(',')
		.map((p) => p.trim())
		.filter(Boolean)) {
		if (SUFFIX.test(part) && names.length > 0) names[names.length - 1] += `, ${part}`
		else names.push(part)
	}
	return names
}
