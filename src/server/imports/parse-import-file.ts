import { IMPORT_MAX_BYTES, ImportMessages, type ImportRecord, type ImportSource } from '../../shared/schemas/imports.ts'
import { csvRecords } from '../books/csv-rows.ts'
import { ApiError } from '../http/errors.ts'
import { goodreadsRecord } from './goodreads-record.ts'
import { openLibraryRecord } from './openlibrary-record.ts'
import { storygraphRecord } from './storygraph-record.ts'

const fileError = (status: 400 | 413, message: string) =>
	new ApiError(status, status === 413 ? 'too_large' : 'invalid_file', message, { file: message })

/** The source, told by header names alone (never by column count: Goodreads has had several layouts). */
export function detectSource(header: string[]): ImportSource | null {
	const names = new Set(header.map((name) => name.trim()))
	if (names.has('Work Id') && names.has('Bookshelf')) return 'openlibrary'
	if (!names.has('Title')) return null
	if (names.has('Read Status') || names.has('ISBN/UID') || names.has('Star Rating')) return 'storygraph'
	return 'goodreads'
}

const RECORD: Record<ImportSource, (row: Record<string, string>) => ImportRecord> = {
	goodreads: goodreadsRecord,
	storygraph: storygraphRecord,
	openlibrary: openLibraryRecord,
}

/** Bytes of an uploaded file as text: UTF-8 only (with or without a byte order mark), else a 4xx naming 'file'. */
export function decodeImportFile(bytes: Uint8Array): string {
	if (bytes.byteLength > IMPORT_MAX_BYTES) throw fileError(413, ImportMessages.fileTooLarge)
	if (bytes.byteLength === 0) throw fileError(400, ImportMessages.fileEmpty)
	// Excel's 'Unicode text' is UTF-16, which a UTF-8 decoder would turn into NUL-riddled nonsense without failing.
	if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
		throw fileError(400, ImportMessages.fileNotUtf8)
	try {
		return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
	} catch {
		throw fileError(400, ImportMessages.fileNotUtf8)
	}
}

/**
 * Parses an export's text into records, in file order. The whole file is checked before anything is kept:
 * an unrecognised header, a quote that never closes (it would swallow every row after it) or no rows at all
 * is a 400 naming 'file'.
 */
export async function parseImportText(text: string): Promise<{ source: ImportSource; records: ImportRecord[] }> {
	const firstLine = text.slice(0, text.search(/\r?\n|$/))
	const source = detectSource(firstLine.split(',').map((name) => name.replace(/^"|"$/g, '')))
	if (!source) throw fileError(400, ImportMessages.fileUnknown)
	// Quoted fields open and close in pairs and "" escapes are pairs too, so an odd count is an unclosed quote.
	if ((text.match(/"/g)?.length ?? 0) % 2 === 1) {
		throw fileError(400, `file has a quote (") that is never closed, after line ${lineOfUnclosedQuote(text)}`)
	}
	const records: ImportRecord[] = []
	for await (const row of csvRecords(once(text))) records.push(recordOf(source, row))
	if (records.length === 0) throw fileError(400, ImportMessages.fileNoRows)
	return { source, records }
}

/**
 * A row's record. A NUL character is not text (a stray byte of a damaged export): PostgreSQL cannot store one, so
 * it is removed and the row is kept, its notes naming the columns it was in, which the reader sees in review.
 */
function recordOf(source: ImportSource, row: Record<string, string>): ImportRecord {
	const withNul = Object.keys(row).filter((name) => row[name]!.includes('\u0000'))
	if (withNul.length === 0) return RECORD[source](row)
	const record = RECORD[source](
		Object.fromEntries(Object.entries(row).map(([name, cell]) => [name, cell.replaceAll('\u0000', '')])),
	)
	record.notes.push(
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
