import { z } from 'zod'

/*
 * The catalogue page of the administrators' side. Like every admin route, anyone who is not an administrator
 * (signed out too) gets 404.
 *
 * GET  /api/admin/catalogue           → CatalogueOverview: the catalogue's size and its latest import (poll it
 *                                       while that import runs: rows done of rows in the file).
 * GET  /api/admin/catalogue/services  → CatalogueServices: Open Library and Google Books asked now, each with
 *                                       whether it answered (a few seconds at most).
 * POST /api/admin/catalogue/imports   multipart: format (goodbooks | openlibrary), file → 202 CatalogueImportResponse.
 *                                       The file is stored and imported by a background job. At most
 *                                       CATALOGUE_UPLOAD_MAX_BYTES (413 naming 'file'); a file that is not of the
 *                                       format named is a 400 naming 'file'; another import still running is a 409.
 */

export const CATALOGUE_UPLOAD_MAX_BYTES = 50 * 1024 * 1024
export const CATALOGUE_IMPORT_COMMAND = 'npm run catalog:import -- --format goodbooks <path to books.csv>'
export const GOODBOOKS_URL = 'https://github.com/zygmuntz/goodbooks-10k'
export const OPEN_LIBRARY_DUMPS_URL = 'https://openlibrary.org/developers/dumps'

export const CatalogueFormat = z.enum(['goodbooks', 'openlibrary'], {
	error: 'format must be goodbooks (a goodbooks-10k books.csv) or openlibrary (an Open Library dump)',
})
export type CatalogueFormat = z.infer<typeof CatalogueFormat>

export const CatalogueMessages = {
	fileMissing: "Choose a file to import (form field 'file')",
	fileEmpty: 'file is empty',
	fileTooLarge: `file is larger than ${CATALOGUE_UPLOAD_MAX_BYTES / 1024 / 1024} MB; import a bigger one on the server with npm run catalog:import`,
	notGoodbooks:
		'file is not a goodbooks-10k books.csv: its first line lacks the columns goodreads_book_id, authors and title',
	notOpenLibrary:
		'file is not an Open Library dump: give a .txt or .txt.gz whose lines are type, key, revision, date and JSON, tab-separated',
	running: 'A catalogue import is still running; wait for it to finish',
} as const

/** One outside catalogue, asked just now. */
export const ServiceStatus = z.object({
	service: z.string(),
	url: z.string(),
	reachable: z.boolean(),
	/** Why it is not reachable ('Open Library could not be reached'); null when it answered. */
	message: z.string().nullable(),
})
export type ServiceStatus = z.infer<typeof ServiceStatus>
export const CatalogueServices = z.object({ services: z.array(ServiceStatus) })
export type CatalogueServices = z.infer<typeof CatalogueServices>

export const CatalogueImportStatus = z.enum(['queued', 'running', 'done', 'failed'])
export const CatalogueImportView = z.object({
	id: z.string(),
	format: CatalogueFormat,
	fileName: z.string(),
	/** The file's size in bytes; null for a file imported on the command line. */
	size: z.number().int().nullable(),
	status: CatalogueImportStatus,
	/** Records in the file, once the job has counted them; null before. */
	total: z.number().int().nullable(),
	read: z.number().int(),
	added: z.number().int(),
	updated: z.number().int(),
	unchanged: z.number().int(),
	skipped: z.number().int(),
	error: z.string().nullable(),
	/** The administrator who uploaded it; null for an import run on the server's command line. */
	by: z.object({ username: z.string(), name: z.string() }).nullable(),
	createdAt: z.string(),
	finishedAt: z.string().nullable(),
})
export type CatalogueImportView = z.infer<typeof CatalogueImportView>

export const CatalogueOverview = z.object({
	size: z.object({ books: z.number().int(), editions: z.number().int(), authors: z.number().int() }),
	lastImport: CatalogueImportView.nullable(),
})
export type CatalogueOverview = z.infer<typeof CatalogueOverview>

export const CatalogueImportResponse = z.object({ import: CatalogueImportView })
export type CatalogueImportResponse = z.infer<typeof CatalogueImportResponse>
