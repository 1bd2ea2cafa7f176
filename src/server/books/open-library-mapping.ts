import { z } from 'zod'
import { parseIsbn } from '../../shared/isbn.ts'
import { normalizeLanguage, normalizePageCount, normalizePublishedDate } from './catalog-values.ts'
import { uniqueIdentifiers, type Identifier } from './book-queries.ts'
import { parseSeriesLabel } from './series-title.ts'
import type { AuthorInput } from './upsert-author.ts'
import type { BookInput } from './upsert-book.ts'

// Open Library records have the same shape in the bulk dumps and in the /works, /books and /authors API.
// Descriptions and bios are either a string or {type: '/type/text', value}; both are plain text (often
// Markdown) that we keep as written and the UI renders as text, never as HTML.
const Text = z
	.union([z.string(), z.object({ value: z.string() })])
	.transform((t) => (typeof t === 'string' ? t : t.value))
const Key = z.object({ key: z.string() })
const strings = z.array(z.string()).catch([])
const optionalText = Text.optional().catch(undefined)

export const OlAuthor = z.object({
	key: z.string(),
	name: z.string().optional(),
	personal_name: z.string().optional(),
	bio: optionalText,
	birth_date: z.string().optional().catch(undefined),
	death_date: z.string().optional().catch(undefined),
})
export const OlWork = z.object({
	key: z.string(),
	title: z.string().optional(),
	subtitle: z.string().optional().catch(undefined),
	description: optionalText,
	first_publish_date: z.string().optional().catch(undefined),
	subjects: strings.optional(),
	authors: z
		.array(z.object({ author: Key.optional().catch(undefined) }))
		.catch([])
		.optional(),
})
export const OlEdition = z.object({
	key: z.string(),
	title: z.string().optional(),
	subtitle: z.string().optional().catch(undefined),
	description: optionalText,
	publish_date: z.string().optional().catch(undefined),
	number_of_pages: z.number().optional().catch(undefined),
	languages: z.array(Key).catch([]).optional(),
	series: strings.optional(),
	subjects: strings.optional(),
	isbn_10: strings.optional(),
	isbn_13: strings.optional(),
	identifiers: z.object({ goodreads: strings.optional() }).catch({}).optional(),
	works: z.array(Key).catch([]).optional(),
	authors: z.array(Key).catch([]).optional(),
})
export type OlWork = z.infer<typeof OlWork>
export type OlEdition = z.infer<typeof OlEdition>

/** '/works/OL15832982W' → 'OL15832982W'. */
export const olId = (key: string) => key.split('/').pop() ?? key

export function authorFromOl(record: z.infer<typeof OlAuthor>): AuthorInput | null {
	const name = (record.name ?? record.personal_name ?? '').trim()
	if (!name) return null
	return { name, olKey: olId(record.key), bio: record.bio, birthDate: record.birth_date, deathDate: record.death_date }
}

/** Author keys a work or edition credits, in order ('OL382982A'). */
export function olAuthorKeys(record: OlWork | OlEdition): string[] {
	const refs = (record.authors ?? []).map((a) => ('author' in a ? a.author?.key : 'key' in a ? a.key : undefined))
	return refs.filter((k): k is string => Boolean(k)).map(olId)
}

/** A work as a book; `authors` are the credited authors already known by name. */
export function bookFromOlWork(work: OlWork, authors: AuthorInput[]): BookInput | null {
	if (!work.title?.trim()) return null
	return {
		title: work.title,
		subtitle: work.subtitle ?? null,
		description: work.description ?? null,
		publishedDate: normalizePublishedDate(work.first_publish_date),
		identifiers: [{ scheme: 'olWork', value: olId(work.key) }],
		authors,
		subjects: work.subjects ?? [],
	}
}

/** An edition as a book: it carries the ISBNs, and its work key joins it to the work's book. */
export function bookFromOlEdition(edition: OlEdition, authors: AuthorInput[]): BookInput | null {
	if (!edition.title?.trim()) return null
	const identifiers: Identifier[] = [{ scheme: 'olEdition', value: olId(edition.key) }]
	for (const work of edition.works ?? []) identifiers.push({ scheme: 'olWork', value: olId(work.key) })
	for (const raw of [...(edition.isbn_13 ?? []), ...(edition.isbn_10 ?? [])]) {
		const isbn = parseIsbn(raw)
		if (isbn?.isbn10) identifiers.push({ scheme: 'isbn10', value: isbn.isbn10 })
		if (isbn) identifiers.push({ scheme: 'isbn13', value: isbn.isbn13 })
	}
	for (const id of edition.identifiers?.goodreads ?? []) identifiers.push({ scheme: 'goodreads', value: id })
	return {
		title: edition.title,
		subtitle: edition.subtitle ?? null,
		description: edition.description ?? null,
		publishedDate: normalizePublishedDate(edition.publish_date),
		pageCount: normalizePageCount(edition.number_of_pages),
		language: normalizeLanguage(edition.languages?.[0]?.key),
		...parseSeriesLabel(edition.series?.[0] ?? ''),
		identifiers: uniqueIdentifiers(identifiers),
		authors,
		subjects: edition.subjects ?? [],
	}
}
