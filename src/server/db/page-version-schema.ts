// The change counters' tables (migrations 0022 and 0023, src/server/page-cache), apart from schema.ts to keep each file readable.

/**
 * Change counters that triggers move (migrations 0022 and 0023): a page a server keeps is current while the counters it was
 * kept under are unchanged (docs/decisions/0012-page-versions.md). A missing row counts as 0.
 */
export interface BookVersionTable {
	bookId: string
	entries: number
}
export interface ReaderVersionTable {
	userId: string
	log: number
	relations: number
	/** The reader's shelf rows: added, removed, or a status changed (migration 0023). */
	shelves: number
}
