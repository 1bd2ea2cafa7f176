// The Goodreads library export format, written back: same header names and order, so Goodreads, StoryGraph
// and other importers that read Goodreads files take it as it is.

export const GOODREADS_HEADERS = [
	'Book Id',
	'Title',
	'Author',
	'Author l-f',
	'Additional Authors',
	'ISBN',
	'ISBN13',
	'My Rating',
	'Average Rating',
	'Publisher',
	'Binding',
	'Number of Pages',
	'Year Published',
	'Original Publication Year',
	'Date Read',
	'Date Added',
	'Bookshelves',
	'Bookshelves with positions',
	'Exclusive Shelf',
	'My Review',
	'Spoiler',
	'Private Notes',
	'Read Count',
	'Recommended For',
	'Recommended By',
	'Owned Copies',
	'Original Purchase Date',
	'Original Purchase Location',
	'Condition',
	'Condition Description',
	'BCID',
] as const
export type GoodreadsRow = Partial<Record<(typeof GOODREADS_HEADERS)[number], string>>

/**
 * A spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage return as a formula (CSV
 * injection: a review '=HYPERLINK(…)' would become a link). Spreadsheets opened with ';' or tab as the
 * separator, or that split lines, see a new cell after each of those inside ours, so (as OWASP's CSV
 * injection guidance asks) every such start, at the beginning or after ; , tab or a line break (spaces
 * between allowed), gets an apostrophe, which spreadsheets show as text. This is also why ISBNs are written
 * bare rather than in Goodreads' ="…" wrapper.
 */
export function neutralise(cell: string): string {
	return cell.replace(FORMULA_START, "'")
}
const FORMULA_START = /(?<=^|[;,\t\r\n] *)(?=[=+\-@\t\r])/g

/** RFC 4180: quoted when it holds a comma, quote or line break, with quotes doubled. */
function csvCell(value: string): string {
	const cell = neutralise(value)
	return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell
}

export function csvLine(cells: string[]): string {
	return `${cells.map(csvCell).join(',')}\r\n`
}

export function goodreadsLine(row: GoodreadsRow): string {
	return csvLine(GOODREADS_HEADERS.map((name) => row[name] ?? ''))
}

/**
 * Goodreads rates in whole stars. A half star is rounded up (4.5 → 5, 0.5 → 1): 0 would mean unrated, and
 * rounding up keeps a 4.5 apart from the 4s. Half stars are therefore lost in this format (the JSON archive
 * keeps them).
 */
export function goodreadsStars(halfStars: number | null): string {
	return halfStars === null ? '0' : String(Math.ceil(halfStars / 2))
}

/** Plain-text paragraphs as the HTML Goodreads exports ('<br/>' for line breaks, entities escaped). */
export function reviewHtml(text: string): string {
	return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replace(/\r?\n/g, '<br/>')
}

/** '2024-03-10' → '2024/03/10', Goodreads' date format. */
export const slashed = (day: string | null) => (day ? day.slice(0, 10).replaceAll('-', '/') : '')
