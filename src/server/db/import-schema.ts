import type { ColumnType } from 'kysely'
import type { ImportSource, ImportStatus } from '../../shared/schemas/imports.ts'
import type { Flag } from './column-types.ts'

// The imports' tables (migration 0013, src/server/imports), apart from schema.ts to keep each file readable.

/** An import of another service's export file (src/server/imports); rows wait for review, then a job applies them. */
export interface ImportTable {
	id: string
	userId: string
	source: ImportSource
	fileName: string
	status: ImportStatus
	rowCount: number
	createdAt: string
	updatedAt: string
	finishedAt: string | null
	/** While the status is 'creating' (migration 0029): which rows get books from their own data, and how far it is. */
	bulkRows: ColumnType<'unmatched' | 'flagged' | null, 'unmatched' | 'flagged' | null | undefined>
	bulkTotal: ColumnType<number, number | undefined, number>
	bulkDone: ColumnType<number, number | undefined, number>
}
/** A row of an import: the parsed record (JSON), its matched book, the reader's skip, and what applying it did. */
export interface ImportRowTable {
	importId: string
	position: number
	record: string
	bookId: string | null
	/** null until matched. */
	method: 'isbn' | 'identifier' | 'title_author' | 'service' | 'chosen' | 'created' | 'none' | null
	confidence: ColumnType<number, number | undefined, number>
	skip: Flag
	/** null until applied; set in the transaction that writes the row's entries and shelf. */
	outcome: 'imported' | 'skipped' | 'failed' | null
	reason: string | null
	/** Why an identifier match needs the reader's look (its title and author both disagree); null when it does not. */
	flag: ColumnType<string | null, string | null | undefined, string | null>
}
/** A reader's own tag on a book: an imported Goodreads shelf, StoryGraph tag or mood ('mood:funny'), 'owned'. */
export interface ReaderTagTable {
	userId: string
	bookId: string
	tag: string
}
