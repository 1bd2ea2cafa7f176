import { IMPORT_MAX_BYTES, ImportMessages, type ImportRecord, type ImportSource } from '../../shared/schemas/imports.ts'
import { csvRecords } from '../books/csv-rows.ts'
import { ApiError } from '../http/errors.ts'
import { bookwyrmRecord } from './bookwyrm-record.ts'
import { calibreRecord } from './calibre-record.ts'
import { goodreadsRecord } from './goodreads-record.ts'
import { libraryThingRecord } from './librarything-record.ts'
import { openLibraryRecord } from './openlibrary-record.ts'
import { openreadsRecord } from './openreads-record.ts'
import { storygraphRecord } from './storygraph-record.ts'

const fileError = (status: 400 | 413, message: string, field = 'file') =>
	new ApiError(status, status === 413 ? 'too_large' : 'invalid_file', message, { [field]: message })

type Mapper = (row: Record<string, string>) => ImportRecord | null
/** Each source's reading of a row, and the columns that tell its header apart (its title column first). */
const SOURCES: Record<ImportSource, { record: Mapper; columns: string[]; tabs?: true }> = {
	openlibrary: { record: openLibraryRecord, columns: ['Work Id', 'Bookshelf'] },
	librarything: { record: libraryThingRecord, columns: ['Title', 'Primary Author'], tabs: true },
	storygraph: { record: storygraphRecord, columns: ['Title', 'Read Status'] },
	calibre: { record: calibreRecord, columns: ['title', 'author_sort'] },
	openreads: { record: openreadsRecord, columns: ['title', 'book_format'] },
	bookwyrm: { record: bookwyrmRecord, columns: ['title', 'author_text'] },
	goodreads: { record: goodreadsRecord, columns: ['Title'] },
}
const NAMES: Record<ImportSource, string> = {
	goodreads: 'Goodreads',
	storygraph: 'StoryGraph',
	openlibrary: 'Open Library',
	librarything: 'LibraryThing',
	calibre: 'Calibre',
	openreads: 'Openreads',
	bookwyrm: 'BookWyrm',
}

/** The source, told by header names alone (never by column count: Goodreads has had several layouts). */
export function detectSource(header: string[]): ImportSource | null {
	const names = new Set(header.map((name) => name.trim()))
	if (names.has('Title') && (names.has('ISBN/UID') || names.has('Star Rating'))) return 'storygraph'
	const found = Object.entries(SOURCES).find(([, { columns }]) => columns.every((column) => names.has(column)))
	return (found?.[0] as ImportSource | undefined) ?? null
}

const utf8 = new TextDecoder('utf-8', { fatal: true })
const windows1252 = new TextDecoder('windows-1252')

/**
 * Bytes of an uploaded file as text: UTF-8 (with or without a byte order mark); a byte that is not part of UTF-8
 * is read as Windows-1252, the encoding older exports and spreadsheets use (LibraryThing's export has such a
 * byte in the middle of UTF-8 text), so a file is never refused for it. UTF-16 is a 4xx naming 'file'.
 */
export function decodeImportFile(bytes: Uint8Array): string {
	if (bytes.byteLength > IMPORT_MAX_BYTES) throw fileError(413, ImportMessages.fileTooLarge)
	if (bytes.byteLength === 0) throw fileError(400, ImportMessages.fileEmpty)
	// Excel's 'Unicode text' is UTF-16, which a UTF-8 decoder would turn into NUL-riddled nonsense without failing.
	if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
		throw fileError(400, ImportMessages.fileNotUtf8)
	let text = ''
	let from = 0
	for (let i = 0; i < bytes.length; ) {
		const length = utf8Length(bytes, i)
		if (length > 0) {
			i += length
			continue
		}
		text += utf8.decode(bytes.subarray(from, i)) + windows1252.decode(bytes.subarray(i, i + 1))
		from = ++i
	}
	return (text + utf8.decode(bytes.subarray(from))).replace(/^\uFEFF/, '')
}

/** The length of the well-formed UTF-8 sequence at `i` (Unicode's table 3-7), or 0 when there is none. */
function utf8Length(bytes: Uint8Array, i: number): number {
	const lead = bytes[i]!
	if (lead < 0x80) return 1
	const next = (k: number, low = 0x80, high = 0xbf) => {
		const b = bytes[i + k]
		return b !== undefined && b >= low && b <= high
	}
	if (lead >= 0xc2 && lead <= 0xdf) return next(1) ? 2 : 0
	if (lead >= 0xe0 && lead <= 0xef) {
		const low = lead === 0xe0 ? 0xa0 : 0x80
		const high = lead === 0xed ? 0x9f : 0xbf
		return next(1, low, high) && next(2) ? 3 : 0
	}
	if (lead >= 0xf0 && lead <= 0xf4) {
		const low = lead === 0xf0 ? 0x90 : 0x80
		const high = lead === 0xf4 ? 0x8f : 0xbf
		return next(1, low, high) && next(2) && next(3) ? 4 : 0
	}
	return 0
}

/**
 * Parses an export's text into records, in file order. The source is the reader's choice, else told from the
 * header line. The whole file is checked before anything is kept: an unrecognised header, a chosen source whose
 * columns the file lacks, a quote that never closes (it would swallow every row after it) or no rows at all is
 * a 400 naming the field.
 */
export async function parseImportText(
	text: string,
	chosen?: ImportSource,
): Promise<{ source: ImportSource; records: ImportRecord[] }> {
	const firstLine = text.slice(0, text.search(/\r?\n|$/))
	const tabs = (firstLine.match(/\t/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0)
	const header = firstLine.split(tabs ? '\t' : ',').map((name) => name.replace(/^"|"$/g, ''))
	const source = chosen ?? detectSource(header)
	if (!source) throw fileError(400, ImportMessages.fileUnknown)
	const wanted = SOURCES[source]
	const missing = wanted.columns.find((column) => !header.some((name) => name.trim() === column))
	if (missing) throw fileError(400, `file is not a ${NAMES[source]} export: its header line has no '${missing}' column`)
	if (wanted.tabs && !tabs) throw fileError(400, `file is not a ${NAMES[source]} export: it is not tab-separated`)
	// Quoted fields open and close in pairs and "" escapes are pairs too, so an odd count is an unclosed quote.
	// Tab-separated exports do not quote: a quote there is text.
	if (!tabs && (text.match(/"/g)?.length ?? 0) % 2 === 1) {
		throw fileError(400, `file has a quote (") that is never closed, after line ${lineOfUnclosedQuote(text)}`)
	}
	const records: ImportRecord[] = []
	for await (const row of tabs ? tsvRecords(text) : csvRecords(once(text))) {
		const record = recordOf(wanted.record, row)
		if (record) records.push(record)
	}
	if (records.length === 0) throw fileError(400, ImportMessages.fileNoRows)
	return { source, records }
}

/** Rows of a tab-separated file by header name; a tab or line break cannot be inside a field. */
async function* tsvRecords(text: string): AsyncGenerator<Record<string, string>> {
	const [header, ...lines] = text.split(/\r?\n/)
	const names = (header ?? '').split('\t')
	for (const line of lines) {
		if (line.trim() === '') continue
		const cells = line.split('\t')
		yield Object.fromEntries(names.map((name, i) => [name.trim(), cells[i] ?? '']))
	}
}

/**
 * A row's record. A NUL character is not text (a stray byte of a damaged export): PostgreSQL cannot store one, so
 * it is removed and the row is kept, its notes naming the columns it was in, which the reader sees in review.
 */
function recordOf(mapper: Mapper, row: Record<string, string>): ImportRecord | null {
	const withNul = Object.keys(row).filter((name) => row[name]!.includes('\u0000'))
	if (withNul.length === 0) return mapper(row)
	const record = mapper(
		Object.fromEntries(Object.entries(row).map(([name, cell]) => [name, cell.replaceAll('\u0000', '')])),
	)
	record?.notes.push(
		`NUL characters (not text) removed from ${withNul.map((name) => `'${name.replaceAll('\u0000', '')}'`).join(', ')}`,
	)
	return record
}

async function* once(text: string) {
	yield text
}

/** The line on which the last quoted field opens without closing. */
function lineOfUnclosedQuote(text: string): number {
	let inside = false
	let line = 1
	let openedOn = 1
	for (const c of text) {
		if (c === '"') {
			inside = !inside
			if (inside) openedOn = line
		} else if (c === '\n') line++
	}
	return openedOn
}
