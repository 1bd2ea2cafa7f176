// A frozen copy of books/series-title.ts's splitSeriesFromTitle as migration 0028 ran it.

export type SeriesSplit = { title: string; seriesName: string | null; seriesNumber: string | null }

// A position: '1', '0.5', a range '1-4' or '0.1 - 0.4' (Goodreads also writes an en dash: '#1–3').
const NUMBER = /^(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?/

/** The parenthesised group that ends the text, nested parentheses included ('(Ranma ½ (US 2nd), #1)'). */
function trailingGroup(text: string): { before: string; inside: string } | null {
	if (!text.endsWith(')')) return null
	let depth = 0
	for (let i = text.length - 1; i >= 0; i--) {
		if (text[i] === ')') depth++
		else if (text[i] === '(' && --depth === 0) return { before: text.slice(0, i), inside: text.slice(i + 1, -1) }
	}
	return null
}

/** 'Discworld, #1' or 'One Thousand White Women#1' → name and position; null when there is no '#' position. */
function seriesEntry(entry: string): { name: string; number: string } | null {
	const hash = entry.indexOf('#')
	if (hash < 0) return null
	const name = entry.slice(0, hash).trim().replace(/,$/, '').trim()
	const number = NUMBER.exec(entry.slice(hash + 1).trim())
	if (!name || !number) return null
	return { name, number: number[2] ? `${number[1]}-${number[2]}` : number[1]! }
}

/**
 * Goodreads titles carry their series: 'Catching Fire (The Hunger Games, #2)' → 'Catching Fire', 'The Hunger
 * Games', '2'. A book in several series ('Mort (Death, #1; Discworld, #4)') keeps the first one named; what
 * follows the position ('#3: Part 2 of 2', '#5, Part 1') stays out of the number. A group without a '#'
 * ('(Penguin Readers, Level 5)') is part of the title.
 */
export function splitSeriesFromTitle(raw: string): SeriesSplit {
	const text = raw.trim()
	const group = trailingGroup(text)
	const entry = group ? seriesEntry(group.inside.split(';')[0]!) : null
	const title = group?.before.trim() ?? ''
	if (!entry || !title) return { title: text, seriesName: null, seriesNumber: null }
	return { title, seriesName: entry.name, seriesNumber: entry.number }
}
