import type { ColumnType } from 'kysely'

// The catalogue imports' table (migration 0030, src/server/catalogue), apart from schema.ts to keep it readable.

type Count = ColumnType<number, number | undefined, number>

/** A catalogue file imported by an administrator's upload (a job) or on the command line (userId null). */
export interface CatalogueImportTable {
	id: string
	userId: string | null
	format: 'goodbooks' | 'openlibrary'
	fileName: string
	/** The uploaded file in storage, until the import is done; null for the command line. */
	storageKey: string | null
	/** Bytes; PostgreSQL's bigint comes back as text. */
	size: ColumnType<number | string | null, number | null, number | null>
	status: 'queued' | 'running' | 'done' | 'failed'
	total: number | null
	read: Count
	added: Count
	updated: Count
	unchanged: Count
	skipped: Count
	error: string | null
	createdAt: string
	heartbeatAt: string | null
	finishedAt: string | null
}
