import { z } from 'zod'
import { parseIsbn } from '../isbn.ts'
import { CONTROL_CHARACTERS } from '../text.ts'

/*
 * A book is the work; its editions are the printings, e-books and audiobooks of it (Open Library's model).
 *
 * GET  /api/books/:id                   → BookResponse, whose book.editions lists them, oldest first.
 * POST /api/books/:bookId/editions      EditionInput → 201 EditionResponse. Signed-in readers only (401). 400 names
 *                                       the bad field; 404 when the book does not exist; 409 naming isbn when the
 *                                       ISBN already names an edition (the message says which).
 */

export const EDITION_FORMATS = ['print', 'ebook', 'audiobook'] as const
export type EditionFormat = (typeof EDITION_FORMATS)[number]
export const FORMAT_LABELS: Record<EditionFormat, string> = { print: 'Print', ebook: 'E-book', audiobook: 'Audiobook' }

export const PAGES_MAX = 50_000
/** A week of listening, in minutes. */
export const AUDIO_MINUTES_MAX = 10_080

export const EditionMessages = {
	format: 'Choose print, e-book or audiobook',
	isbn: 'Enter a valid ISBN-10 or ISBN-13, or leave it empty',
	pageCount: `Pages are a whole number from 1 to ${PAGES_MAX.toLocaleString('en-US')}`,
	audioMinutes: 'Enter the listening length as hours and minutes, more than zero and at most a week',
	publisher: 'A publisher name is at most 200 characters of text',
	year: 'Enter the year as four digits, not in the future',
	language: 'Enter the language as a two- or three-letter code, like en or fra',
	isbnTaken: 'This ISBN is already in the catalogue',
	unknownField: 'This field cannot be set here',
} as const

export const EditionFormatSchema = z.enum(EDITION_FORMATS, { error: EditionMessages.format })
export const PageCount = z
	.number({ error: EditionMessages.pageCount })
	.int(EditionMessages.pageCount)
	.min(1, EditionMessages.pageCount)
	.max(PAGES_MAX, EditionMessages.pageCount)
export const AudioMinutes = z
	.number({ error: EditionMessages.audioMinutes })
	.int(EditionMessages.audioMinutes)
	.min(1, EditionMessages.audioMinutes)
	.max(AUDIO_MINUTES_MAX, EditionMessages.audioMinutes)

const optionalText = (max: number, message: string) =>
	z
		.string({ error: message })
		.trim()
		.max(max, message)
		.refine((v) => !CONTROL_CHARACTERS.test(v), message)
		.transform((v) => v || null)
		.nullable()
		.default(null)

/** POST /api/books/:bookId/editions. Only the format is required; an empty ISBN or publisher means unknown. */
export const EditionInput = z.strictObject(
	{
		format: EditionFormatSchema,
		isbn: z
			.string({ error: EditionMessages.isbn })
			.trim()
			.refine((v) => v === '' || parseIsbn(v) !== null, EditionMessages.isbn)
			.transform((v) => (v === '' ? null : parseIsbn(v)))
			.nullable()
			.default(null),
		pageCount: PageCount.nullable().default(null),
		audioMinutes: AudioMinutes.nullable().default(null),
		publisher: optionalText(200, EditionMessages.publisher),
		year: z
			.number({ error: EditionMessages.year })
			.int(EditionMessages.year)
			.min(1000, EditionMessages.year)
			.refine((v) => v <= new Date().getUTCFullYear() + 1, EditionMessages.year)
			.nullable()
			.default(null),
		language: z
			.string({ error: EditionMessages.language })
			.trim()
			.toLowerCase()
			.refine((v) => v === '' || /^[a-z]{2,3}$/.test(v), EditionMessages.language)
			.transform((v) => v || null)
			.nullable()
			.default(null),
	},
	{ error: (issue) => (issue.code === 'unrecognized_keys' ? EditionMessages.unknownField : undefined) },
)
export type EditionInput = z.input<typeof EditionInput>

export const EditionView = z.object({
	id: z.string(),
	format: EditionFormatSchema,
	pageCount: z.number().int().nullable(),
	audioMinutes: z.number().int().nullable(),
	publisher: z.string().nullable(),
	language: z.string().nullable(),
	publishedDate: z.string().nullable(),
	isbn13: z.string().nullable(),
	isbn10: z.string().nullable(),
})
export type EditionView = z.infer<typeof EditionView>
export const EditionResponse = z.object({ edition: EditionView })
export type EditionResponse = z.infer<typeof EditionResponse>

/** '11 h 30 min', '45 min': an audiobook's length as readers say it. */
export function listeningLength(minutes: number): string {
	const hours = Math.floor(minutes / 60)
	const rest = minutes % 60
	if (hours === 0) return `${rest} min`
	return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}
