import { z } from 'zod'
import { EditionFormatSchema } from './editions.ts'
import { BookSummary } from './books.ts'
import { PAGE_LIMIT_MAX } from './entries.ts'

/*
 * Importing a reading history from Goodreads, StoryGraph, Open Library, LibraryThing, Calibre, Openreads or
 * BookWyrm, and exporting a Goodreads CSV.
 * Every route is 401 signed out, and another reader's import is 404. Errors are ApiErrorBody.
 *
 * POST   /api/imports                 multipart (field 'file') or JSON { fileName, text } → ImportView (201).
 *                                      The source is recognised from the header line, or named by the form
 *                                      field 'source' (JSON: source). At most IMPORT_MAX_BYTES; a bigger,
 *                                      empty, UTF-16 or unrecognised file is a 4xx naming 'file'. Bytes that are
 *                                      not UTF-8 are read as Windows-1252 (LibraryThing writes a few).
 *                                      Nothing is written to the reading log: rows are parsed, stored and then
 *                                      matched to books by a background job (status 'matching' → 'review').
 * GET    /api/imports                 → ImportList: the reader's imports, newest first.
 * GET    /api/imports/:id             → ImportView (poll it for progress).
 * GET    /api/imports/:id/rows        ImportRowsQuery → ImportRowPage, in file order; filter by match or outcome.
 * PUT    /api/imports/:id/rows/:n     ImportRowChange → ImportRow: pick another book, skip, take it back, or
 *                                      create a book from the row's own data. Only during review (409 after).
 * POST   /api/imports/:id/bulk        ImportBulkAction → ImportView (202): skip every row of a kind, or create
 *                                      every such row's book from its own data; creating runs in the background
 *                                      (status 'creating', progress in bulk) and returns to 'review'.
 * POST   /api/imports/:id/run         → ImportView: queues the import job (status 'queued'); 409 unless in review.
 * POST   /api/imports/:id/cancel      → ImportView: stops matching or importing after the current row; what was
 *                                      imported stays (the report says which rows).
 * DELETE /api/imports/:id             → 204: forgets an import that is not running (its entries stay).
 * GET    /api/exports/goodreads.csv   → text/csv attachment, one row per book (see src/server/exports).
 */

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024
export const SourceIdScheme = z.enum(['goodreads', 'olWork', 'olEdition'])
/** Which rows the review shows: all, those without a book, flagged, matched by title and author, or by outcome. */
export const ROW_FILTERS = ['all', 'unmatched', 'flagged', 'title_author', 'imported', 'skipped', 'failed'] as const
export type RowFilter = (typeof ROW_FILTERS)[number]
const BULK_ROWS = ['unmatched', 'flagged', 'title_author'] as const
export const ImportSource = z.enum([
	'goodreads',
	'storygraph',
	'openlibrary',
	'librarything',
	'calibre',
	'openreads',
	'bookwyrm',
])
export type ImportSource = z.infer<typeof ImportSource>
export const ImportStatus = z.enum(['matching', 'review', 'creating', 'queued', 'running', 'done', 'cancelled'])
export type ImportStatus = z.infer<typeof ImportStatus>
export const ShelfStatusName = z.enum(['want', 'reading', 'read', 'dnf'])
/**
 * How the row found its book: by ISBN, by the source's own id (Goodreads book id, Open Library work or edition),
 * by title and author in our catalogue, from a book service, chosen or created by the reader, or not at all.
 */
export const MatchMethod = z.enum(['isbn', 'identifier', 'title_author', 'service', 'chosen', 'created', 'none'])
export type MatchMethod = z.infer<typeof MatchMethod>
export const RowOutcome = z.enum(['imported', 'skipped', 'failed'])
export type RowOutcome = z.infer<typeof RowOutcome>

/** One dated read. startedOn is the start of a StoryGraph range. Days are YYYY-MM-DD. */
export const ImportRead = z.object({ readOn: z.string(), startedOn: z.string().nullable() })
export type ImportRead = z.infer<typeof ImportRead>

/**
 * A row of an export file as Dogear understands it, before it is matched. rating is in stars (0.5–5 in half
 * steps, already rounded); it and the review belong to the latest read. notes say, in the reader's words, what
 * the file did not say and what was decided for it (a read dated by its Date Added, a reread without a date).
 */
export const ImportRecord = z.object({
	title: z.string(),
	authors: z.array(z.string()),
	isbn13: z.string().nullable(),
	isbn10: z.string().nullable(),
	seriesName: z.string().nullable(),
	seriesNumber: z.string().nullable(),
	/** The source's own id: a Goodreads book id, an Open Library work (…W) and edition (…M). */
	sourceIds: z.array(z.object({ scheme: SourceIdScheme, value: z.string() })),
	status: ShelfStatusName,
	reads: z.array(ImportRead),
	rating: z.number().nullable(),
	review: z.string(),
	spoilers: z.boolean(),
	/** Goodreads Bookshelves, StoryGraph tags and moods ('mood:funny'), 'owned'; kept as the reader's tags. */
	tags: z.array(z.string()),
	addedOn: z.string().nullable(),
	pageCount: z.number().nullable(),
	/** The edition the reader had, when the source says (Goodreads' Binding, Publisher); kept on the read. */
	format: EditionFormatSchema.nullable().optional(),
	publisher: z.string().nullable().optional(),
	notes: z.array(z.string()),
})
export type ImportRecord = z.infer<typeof ImportRecord>

/**
 * matched: rows the matching job has looked at; unmatched: of those, rows without a book; flagged: rows whose
 * identifier match waits for the reader (not imported unless kept); done: rows applied.
 */
export const ImportCounts = z.object({
	total: z.number(),
	matched: z.number(),
	unmatched: z.number(),
	flagged: z.number(),
	toImport: z.number(),
	imported: z.number(),
	skipped: z.number(),
	failed: z.number(),
	done: z.number(),
})
export type ImportCounts = z.infer<typeof ImportCounts>
export const ImportView = z.object({
	id: z.string(),
	source: ImportSource,
	fileName: z.string(),
	status: ImportStatus,
	counts: ImportCounts,
	createdAt: z.string(),
	finishedAt: z.string().nullable(),
	/** While the status is 'creating': which rows get books from their own data, and how many are done. */
	bulk: z.object({ rows: z.enum(['unmatched', 'flagged']), total: z.number(), done: z.number() }).nullable(),
})
export type ImportView = z.infer<typeof ImportView>
export const ImportList = z.object({ items: z.array(ImportView) })
export type ImportList = z.infer<typeof ImportList>

export const ImportRow = z.object({
	position: z.number().int(),
	record: ImportRecord,
	book: BookSummary.nullable(),
	method: MatchMethod,
	/** 0–1: 1 for an ISBN or the reader's own choice, lower for a title and author match. */
	confidence: z.number(),
	/** Why the match needs the reader's look ('the Goodreads id names Starcrossed by Josephine Angelini'). */
	flag: z.string().nullable(),
	skip: z.boolean(),
	outcome: RowOutcome.nullable(),
	reason: z.string().nullable(),
})
export type ImportRow = z.infer<typeof ImportRow>
export const ImportRowPage = z.object({
	items: z.array(ImportRow),
	total: z.number().int(),
	page: z.number().int(),
	pageCount: z.number().int(),
})
export type ImportRowPage = z.infer<typeof ImportRowPage>

const pageNumber = z.coerce
	.number({ error: 'page must be a whole number from 1' })
	.int('page must be a whole number from 1')
	.min(1, 'page must be a whole number from 1')
export const ImportRowsQuery = z.object({
	page: pageNumber.default(1),
	limit: z.coerce
		.number({ error: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}` })
		.int(`limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
		.min(1, `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
		.max(PAGE_LIMIT_MAX, `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
		.default(50),
	show: z
		.enum(ROW_FILTERS, {
			error: `show must be ${ROW_FILTERS.map((f) => `'${f}'`).join(', ')}`,
		})
		.default('all'),
})

/**
 * A review step's bulk action: skip every row of a kind, take them back, or create every such row's book from
 * its own data (rows without a book, or flagged ones). 'title_author' rows have a book already: skip or include.
 */
export const ImportBulkAction = z
	.object({
		action: z.enum(['create', 'skip', 'include'], { error: "action must be 'create', 'skip' or 'include'" }),
		rows: z.enum(BULK_ROWS, { error: `rows must be ${BULK_ROWS.map((r) => `'${r}'`).join(', ')}` }),
	})
	.refine((bulk) => bulk.action !== 'create' || bulk.rows !== 'title_author', {
		error: 'Rows matched by title have a book already: skip them or choose another book',
		path: ['action'],
	})
export type ImportBulkAction = z.infer<typeof ImportBulkAction>

export const ImportRowChange = z.discriminatedUnion(
	'action',
	[
		z.object({
			action: z.literal('choose'),
			bookId: z.string({ error: 'Choose a book' }).min(1, 'Choose a book').max(64, 'Book not found'),
		}),
		z.object({ action: z.literal('skip') }),
		z.object({ action: z.literal('include') }),
		z.object({ action: z.literal('create') }),
	],
	{ error: "action must be 'choose', 'skip', 'include' or 'create'" },
)
export type ImportRowChange = z.infer<typeof ImportRowChange>

export const ImportUploadJson = z.object({
	fileName: z
		.string({ error: 'fileName is required' })
		.min(1, 'fileName is required')
		.max(200, 'fileName can have at most 200 characters'),
	text: z.string({ error: 'file is empty' }).min(1, 'file is empty'),
	source: z.enum(ImportSource.options, { error: "source must be one of Dogear's import sources" }).optional(),
})

export const ImportMessages = {
	fileMissing: "Choose a file to import (form field 'file')",
	fileEmpty: 'file is empty',
	fileTooLarge: `file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB; export a smaller part or split it`,
	fileNotUtf8: 'file is not UTF-8 text: save it as CSV (UTF-8) and try again',
	fileUnknown:
		'file is not an export Dogear knows (Goodreads, StoryGraph, Open Library, LibraryThing, Calibre, Openreads, BookWyrm): its header line has no title column',
	fileNoRows: 'file has a header line but no books',
	notInReview: 'This import is not waiting for review',
	running: 'This import is running; cancel it first',
	noTitle: 'This row has no title to create a book from; search for the book instead',
	sourceUnknown: "source must be one of Dogear's import sources",
	busy: 'Books are being created from rows; wait until that is done',
} as const
