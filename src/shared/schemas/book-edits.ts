import { z } from 'zod'
import { parseIsbn } from '../isbn.ts'
import { CONTROL_CHARACTERS, characters, normaliseLineBreaks } from '../text.ts'
import { BookDetail, BookSummary } from './books.ts'
import { EDITION_FORMATS } from './editions.ts'

/*
 * Books added and corrected by readers (issue 28). Every write is 401 signed out.
 *
 * POST  /api/books/duplicates             NewBookInput → DuplicatesResponse: catalogue books that may be this one,
 *                                         those holding its ISBN first, then by title and author likeness.
 * POST  /api/books                        NewBookInput → 201 NewBookResponse, the reader named as its adder;
 *                                         200 (created: false) with the book that already holds the ISBN.
 * PATCH /api/books/:id                    BookPatch → BookEditResponse. The adder or an administrator; 403 for
 *                                         another reader, 404 for no such book. Only fields that differ are kept,
 *                                         as one edit in the book's history; nothing differing writes nothing.
 * PUT   /api/books/:id/cover              multipart/form-data, one image in the field `picture` → BookEditResponse,
 *                                         recorded as an edit of the cover (same rights and errors as a picture).
 * GET   /api/books/:id/history            → BookHistoryResponse: the edits, newest first, and what the viewer may do.
 * POST  /api/books/:id/edits/:editId/revert → 201 BookEditResponse: the edit's fields back as they were before it,
 *                                         itself an edit. 409 when that edit was reverted already.
 */

// A new book's format is its first edition's (editions.ts has the formats and their names).
export const BookFormat = z.enum(EDITION_FORMATS, { error: 'format must be print, ebook or audiobook' })

export const BOOK_TITLE_MAX = 500
export const BOOK_AUTHORS_MAX = 20
export const BOOK_DESCRIPTION_MAX = 20_000
export const BOOK_PAGES_MAX = 50_000
export const BOOK_YEAR_MIN = 1000

export const BookEditMessages = {
	title: 'Give the book a title',
	titleTooLong: `A title can have at most ${BOOK_TITLE_MAX} characters`,
	authors: 'Name at least one author',
	tooManyAuthors: `A book can name at most ${BOOK_AUTHORS_MAX} authors`,
	authorTooLong: "An author's name can have at most 200 characters",
	isbn: 'This is not a valid ISBN-10 or ISBN-13',
	pageCount: `Pages must be a whole number from 1 to ${BOOK_PAGES_MAX.toLocaleString('en-US')}`,
	year: `The year must be a whole number from ${BOOK_YEAR_MIN} to next year`,
	textTooLong: (max: number) => `This can have at most ${max.toLocaleString('en-US')} characters`,
	language: 'A language is a code like en or pt-BR',
	controlCharacters: 'This text contains invisible control characters',
	unknownField: 'This field cannot be set here',
	nothingToChange: 'Send at least one field to change',
	notYours: 'Only the reader who added this book or an administrator can correct it',
	alreadyReverted: 'This edit was reverted already',
	nothingToRevert: 'The book already shows what it was before this edit',
} as const

const unknownField = {
	error: (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? BookEditMessages.unknownField : undefined),
}

const text = (max: number, tooLong = BookEditMessages.textTooLong(max)) =>
	z
		.string({ error: tooLong })
		.transform((v) => normaliseLineBreaks(v).trim())
		.refine((v) => !CONTROL_CHARACTERS.test(v), BookEditMessages.controlCharacters)
		.refine((v) => characters(v) <= max, tooLong)
/** Optional text: empty means unknown (null). */
const optionalText = (max: number) =>
	text(max)
		.nullable()
		.transform((v) => (v ? v : null))

const title = text(BOOK_TITLE_MAX, BookEditMessages.titleTooLong).refine((v) => v !== '', BookEditMessages.title)
const authors = z
	.array(text(200, BookEditMessages.authorTooLong), { error: BookEditMessages.authors })
	.transform((names) => [...new Set(names.filter(Boolean))])
	.refine((names) => names.length > 0, BookEditMessages.authors)
	.refine((names) => names.length <= BOOK_AUTHORS_MAX, BookEditMessages.tooManyAuthors)
const pageCount = z
	.number({ error: BookEditMessages.pageCount })
	.int(BookEditMessages.pageCount)
	.min(1, BookEditMessages.pageCount)
	.max(BOOK_PAGES_MAX, BookEditMessages.pageCount)
	.nullable()
const year = z
	.number({ error: BookEditMessages.year })
	.int(BookEditMessages.year)
	.min(BOOK_YEAR_MIN, BookEditMessages.year)
	.refine((y) => y <= new Date().getUTCFullYear() + 1, BookEditMessages.year)
	.nullable()

/** A new book as a reader types it; the ISBN in any common writing, '' for none. */
export const NewBookInput = z.strictObject(
	{
		title,
		authors,
		isbn: z
			.string({ error: BookEditMessages.isbn })
			.trim()
			.refine((v) => v === '' || parseIsbn(v) !== null, BookEditMessages.isbn)
			.default(''),
		pageCount: pageCount.default(null),
		year: year.default(null),
		format: BookFormat.default('print'),
	},
	unknownField,
)
export type NewBookInput = z.input<typeof NewBookInput>

/** How a possible duplicate was found: it holds the ISBN, or its title and authors look alike. */
export const Duplicate = z.object({
	book: BookSummary,
	match: z.enum(['isbn', 'title_author']),
	/** 0–1, as the import's matching scores a row against a book. */
	confidence: z.number(),
})
export const DuplicatesResponse = z.object({ duplicates: z.array(Duplicate) })
export type DuplicatesResponse = z.infer<typeof DuplicatesResponse>

export const NewBookResponse = z.object({ book: BookSummary, created: z.boolean() })
export type NewBookResponse = z.infer<typeof NewBookResponse>

/** The fields a correction may change, each optional; null (or '') clears an optional one. */
export const BookPatch = z
	.strictObject(
		{
			title,
			subtitle: optionalText(BOOK_TITLE_MAX),
			authors,
			description: optionalText(BOOK_DESCRIPTION_MAX),
			pageCount,
			year,
			language: z
				.string({ error: BookEditMessages.language })
				.trim()
				.refine((v) => v === '' || /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(v), BookEditMessages.language)
				.nullable()
				.transform((v) => (v ? v : null)),
			seriesName: optionalText(200),
			seriesNumber: optionalText(20),
		},
		unknownField,
	)
	.partial()
	.refine((patch) => Object.keys(patch).length > 0, BookEditMessages.nothingToChange)
export type BookPatch = z.input<typeof BookPatch>

/** The book's fields as its history names them. */
export const EDITED_FIELDS = [
	'title',
	'subtitle',
	'authors',
	'description',
	'pageCount',
	'publishedDate',
	'language',
	'seriesName',
	'seriesNumber',
	'cover',
] as const
export const EditedField = z.enum(EDITED_FIELDS)
export type EditedField = z.infer<typeof EditedField>
export const EDITED_FIELD_LABELS: Record<EditedField, string> = {
	title: 'Title',
	subtitle: 'Subtitle',
	authors: 'Authors',
	description: 'Description',
	pageCount: 'Pages',
	publishedDate: 'Published',
	language: 'Language',
	seriesName: 'Series',
	seriesNumber: 'Number in series',
	cover: 'Cover',
}
export const FieldValue = z.union([z.string(), z.number(), z.array(z.string()), z.null()])
export type FieldValue = z.infer<typeof FieldValue>
export const FieldChange = z.object({ field: EditedField, before: FieldValue, after: FieldValue })
export type FieldChange = z.infer<typeof FieldChange>

export const BookEditView = z.object({
	id: z.string(),
	/** Who made it, as the history says it: no reader is named. */
	editor: z.enum(['you', 'adder', 'admin', 'former']),
	changes: z.array(FieldChange),
	/** The edit this one reverted, and the edit that reverted this one. */
	revertOf: z.string().nullable(),
	revertedBy: z.string().nullable(),
	createdAt: z.string(),
	can: z.object({ revert: z.boolean() }),
})
export type BookEditView = z.infer<typeof BookEditView>

export const BookRights = z.object({ edit: z.boolean() })
export const BookHistoryResponse = z.object({
	book: BookSummary,
	/** Whether a reader added the book by hand (rather than an import or a service). */
	addedByReader: z.boolean(),
	edits: z.array(BookEditView),
	can: BookRights,
})
export type BookHistoryResponse = z.infer<typeof BookHistoryResponse>

export const BookEditResponse = z.object({ book: BookDetail, edit: BookEditView.nullable() })
export type BookEditResponse = z.infer<typeof BookEditResponse>
