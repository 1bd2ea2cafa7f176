import { z } from 'zod'
import { parseIsbn } from '../../shared/isbn.ts'
import { uniqueIdentifiers, type Identifier } from './book-queries.ts'
import { BookServiceError, getJson, type BookService, type ServiceOptions } from './book-service.ts'
import { normalizeLanguage, normalizePageCount, normalizePublishedDate } from './catalog-values.ts'
import { OlEdition, OlWork, bookFromOlEdition, bookFromOlWork, olId } from './open-library-mapping.ts'
import type { BookInput } from './upsert-book.ts'

const NAME = 'Open Library'
const strings = z.array(z.string()).catch([]).optional()

// /search.json documents; older answers carry both num_found and numFound, so neither is relied on.
const SearchDoc = z.object({
	key: z.string(),
	title: z.string().optional(),
	subtitle: z.string().optional().catch(undefined),
	author_name: strings,
	author_key: strings,
	first_publish_year: z.number().optional().catch(undefined),
	isbn: strings,
	edition_key: strings,
	language: strings,
	subject: strings,
	number_of_pages_median: z.number().optional().catch(undefined),
})
const Search = z.object({ docs: z.array(z.unknown()).catch([]) })

// /api/books?jscmd=data: authors come with names, and the ISBN asked for may be missing from identifiers.
const DataRecord = z.object({
	key: z.string(),
	title: z.string(),
	subtitle: z.string().optional().catch(undefined),
	authors: z
		.array(z.object({ name: z.string(), url: z.string().optional() }))
		.catch([])
		.optional(),
	identifiers: z.record(z.string(), z.array(z.string())).catch({}).optional(),
	publish_date: z.string().optional().catch(undefined),
	number_of_pages: z.number().optional().catch(undefined),
	subjects: z
		.array(z.object({ name: z.string() }))
		.catch([])
		.optional(),
})
const Editions = z.object({ entries: z.array(z.unknown()).catch([]) })

function isbnIdentifiers(raw: string[]): Identifier[] {
	return raw.flatMap((value) => {
		const isbn = parseIsbn(value)
		if (!isbn) return []
		return [
			...(isbn.isbn10 ? [{ scheme: 'isbn10' as const, value: isbn.isbn10 }] : []),
			{ scheme: 'isbn13' as const, value: isbn.isbn13 },
		]
	})
}

const authorKey = (url?: string) => /\/authors\/(OL\d+A)/.exec(url ?? '')?.[1]

function bookFromSearchDoc(raw: unknown): BookInput | null {
	const parsed = SearchDoc.safeParse(raw)
	if (!parsed.success || !parsed.data.title) return null
	const doc = parsed.data
	return {
		title: doc.title!,
		subtitle: doc.subtitle ?? null,
		publishedDate: normalizePublishedDate(doc.first_publish_year),
		pageCount: normalizePageCount(doc.number_of_pages_median),
		language: doc.language?.length === 1 ? normalizeLanguage(doc.language[0]) : null,
		// A work lists the ISBNs of all its editions; a handful is enough to recognise it again.
		identifiers: uniqueIdentifiers([
			{ scheme: 'olWork', value: olId(doc.key) },
			...isbnIdentifiers((doc.isbn ?? []).slice(0, 10)),
		]),
		authors: (doc.author_name ?? []).map((name, i) => ({ name, olKey: doc.author_key?.[i] })),
		subjects: (doc.subject ?? []).slice(0, 20),
	}
}

function bookFromDataRecord(raw: unknown, isbn13: string): BookInput | null {
	const parsed = DataRecord.safeParse(raw)
	if (!parsed.success) return null
	const r = parsed.data
	const ids = r.identifiers ?? {}
	return {
		title: r.title,
		subtitle: r.subtitle ?? null,
		publishedDate: normalizePublishedDate(r.publish_date),
		pageCount: normalizePageCount(r.number_of_pages),
		identifiers: uniqueIdentifiers([
			{ scheme: 'olEdition', value: olId(r.key) },
			...isbnIdentifiers([isbn13, ...(ids.isbn_13 ?? []), ...(ids.isbn_10 ?? [])]),
			...(ids.goodreads ?? []).map((value) => ({ scheme: 'goodreads' as const, value })),
		]),
		authors: (r.authors ?? []).map((a) => ({ name: a.name, olKey: authorKey(a.url) })),
		subjects: (r.subjects ?? []).map((s) => s.name),
	}
}

export function openLibraryClient(options: ServiceOptions): BookService {
	const get = (path: string, params: Record<string, string> = {}) => {
		const url = new URL(`${options.baseUrl.replace(/\/$/, '')}${path}`)
		for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
		return getJson(NAME, url, options)
	}
	const unexpected = () => new BookServiceError(NAME, `${NAME} sent an answer in an unexpected shape`)
	return {
		name: NAME,
		async searchByText(text, limit) {
			const body = Search.safeParse(await get('/search.json', { q: text, limit: String(Math.min(limit, 50)) }))
			if (!body.success) throw unexpected()
			return body.data.docs.map(bookFromSearchDoc).filter((b): b is BookInput => b !== null)
		},
		async lookUpIsbn(isbn13) {
			const body = z
				.record(z.string(), z.unknown())
				.safeParse(await get('/api/books', { bibkeys: `ISBN:${isbn13}`, format: 'json', jscmd: 'data' }))
			if (!body.success) throw unexpected()
			const record = body.data[`ISBN:${isbn13}`]
			return record ? bookFromDataRecord(record, isbn13) : null
		},
		async fetchById(id) {
			if (!/^OL\d+[WM]$/.test(id)) return null
			if (id.endsWith('M')) {
				const edition = OlEdition.safeParse(await get(`/books/${id}.json`))
				return edition.success ? bookFromOlEdition(edition.data, []) : null
			}
			const work = OlWork.safeParse(await get(`/works/${id}.json`))
			if (!work.success) return null
			const book = bookFromOlWork(work.data, [])
			if (!book) return null
			// The work has no ISBNs or page count; its editions do.
			const editions = Editions.safeParse(await get(`/works/${id}/editions.json`, { limit: '20' }))
			for (const raw of editions.success ? editions.data.entries : []) {
				const edition = OlEdition.safeParse(raw)
				const mapped = edition.success ? bookFromOlEdition(edition.data, []) : null
				if (!mapped) continue
				book.identifiers.push(...mapped.identifiers.filter((i) => i.scheme !== 'olWork'))
				book.pageCount ??= mapped.pageCount
				book.language ??= mapped.language
			}
			book.identifiers = uniqueIdentifiers(book.identifiers)
			return book
		},
	}
}
