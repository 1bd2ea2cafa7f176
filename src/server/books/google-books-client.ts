import { z } from 'zod'
import { parseIsbn } from '../../shared/isbn.ts'
import { uniqueIdentifiers, type Identifier } from './book-queries.ts'
import { BookServiceError, getJson, type BookService, type ServiceOptions } from './book-service.ts'
import { normalizeLanguage, normalizePageCount, normalizePublishedDate } from './catalog-values.ts'
import type { BookInput } from './upsert-book.ts'

const NAME = 'Google Books'

// Only what we use; every field may be missing (no imageLinks, no authors, OTHER identifiers only).
const Volume = z.object({
	id: z.string(),
	volumeInfo: z.object({
		title: z.string().optional(),
		subtitle: z.string().optional().catch(undefined),
		authors: z.array(z.string()).catch([]).optional(),
		publishedDate: z.string().optional().catch(undefined),
		description: z.string().optional().catch(undefined),
		industryIdentifiers: z
			.array(z.object({ type: z.string(), identifier: z.string() }))
			.catch([])
			.optional(),
		pageCount: z.number().optional().catch(undefined),
		categories: z.array(z.string()).catch([]).optional(),
		language: z.string().optional().catch(undefined),
		imageLinks: z.object({ thumbnail: z.string().optional() }).optional().catch(undefined),
	}),
})
const Volumes = z.object({ items: z.array(z.unknown()).optional() })

/**
 * A volume in our model. pageCount 0 means unknown; the description (sometimes HTML) is kept as text for the
 * UI to render as text. OTHER identifiers (library shelf marks like 'BL:A0018116962') have no scheme of ours.
 */
export function bookFromGoogleVolume(raw: unknown): BookInput | null {
	const parsed = Volume.safeParse(raw)
	if (!parsed.success || !parsed.data.volumeInfo.title?.trim()) return null
	const { id, volumeInfo: v } = parsed.data
	const identifiers: Identifier[] = [{ scheme: 'google', value: id }]
	for (const { type, identifier } of v.industryIdentifiers ?? []) {
		const isbn = type.startsWith('ISBN') ? parseIsbn(identifier) : null
		if (isbn?.isbn10) identifiers.push({ scheme: 'isbn10', value: isbn.isbn10 })
		if (isbn) identifiers.push({ scheme: 'isbn13', value: isbn.isbn13 })
	}
	return {
		title: v.title!,
		subtitle: v.subtitle ?? null,
		description: v.description ?? null,
		publishedDate: normalizePublishedDate(v.publishedDate),
		pageCount: normalizePageCount(v.pageCount),
		language: normalizeLanguage(v.language),
		coverSourceUrl: v.imageLinks?.thumbnail?.replace(/^http:/, 'https:') ?? null,
		identifiers: uniqueIdentifiers(identifiers),
		authors: (v.authors ?? []).map((name) => ({ name })),
		subjects: v.categories ?? [],
	}
}

export function googleBooksClient(options: ServiceOptions & { apiKey?: string }): BookService {
	const url = (path: string, params: Record<string, string> = {}) => {
		const u = new URL(`${options.baseUrl.replace(/\/$/, '')}/${path}`)
		for (const [name, value] of Object.entries(params)) u.searchParams.set(name, value)
		if (options.apiKey) u.searchParams.set('key', options.apiKey)
		return u
	}
	const volumes = async (q: string, limit: number) => {
		const body = Volumes.safeParse(await getJson(NAME, url('volumes', { q, maxResults: String(limit) }), options))
		if (!body.success) throw new BookServiceError(NAME, `${NAME} sent an answer in an unexpected shape`)
		return (body.data.items ?? []).map(bookFromGoogleVolume).filter((b): b is BookInput => b !== null)
	}
	return {
		name: NAME,
		searchByText: (text, limit) => volumes(text, Math.min(limit, 40)),
		lookUpIsbn: async (isbn13) => (await volumes(`isbn:${isbn13}`, 1))[0] ?? null,
		fetchById: async (id) =>
			bookFromGoogleVolume(await getJson(NAME, url(`volumes/${encodeURIComponent(id)}`), options)),
	}
}
