// The change counters' tables (migration 0022, src/server/page-cache), apart from schema.ts to keep each file readable.

/**
 * Change counters that triggers move (migration 0022): a page a server keeps is current while the counters it was
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
}
