import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { findAuthorByOlKey } from './book-queries.ts'
import type { Skip } from './goodbooks-records.ts'
import {
	OlAuthor,
	OlEdition,
	OlWork,
	authorFromOl,
	bookFromOlEdition,
	bookFromOlWork,
	olAuthorKeys,
} from './open-library-mapping.ts'
import type { AuthorInput } from './upsert-author.ts'
import type { BookInput } from './upsert-book.ts'

export type DumpRecord = { author: AuthorInput } | { book: BookInput } | Skip

/**
 * One line of an Open Library dump: type, key, revision, last modified and the record as JSON, tab-separated.
 * Works and editions credit authors by key; only authors already in the catalogue (import the authors dump
 * first) are credited, as a name is required.
 */
export async function recordFromDumpLine(db: Kysely<DB>, line: string): Promise<DumpRecord> {
	const columns = line.split('\t')
	if (columns.length < 5) return { skip: 'not a dump line (expected 5 tab-separated columns)' }
	const [type] = columns
	let json: unknown
	try {
		json = JSON.parse(columns.slice(4).join('\t'))
	} catch {
		return { skip: 'malformed JSON' }
	}
	if (type === '/type/author') {
		const parsed = OlAuthor.safeParse(json)
		const author = parsed.success ? authorFromOl(parsed.data) : null
		return author ? { author } : { skip: 'author without a name' }
	}
	if (type === '/type/work') {
		const parsed = OlWork.safeParse(json)
		if (!parsed.success) return { skip: 'work without a key' }
		const book = bookFromOlWork(parsed.data, await knownAuthors(db, olAuthorKeys(parsed.data)))
		return book ? { book } : { skip: 'work without a title' }
	}
	if (type === '/type/edition') {
		const parsed = OlEdition.safeParse(json)
		if (!parsed.success) return { skip: 'edition without a key' }
		const book = bookFromOlEdition(parsed.data, await knownAuthors(db, olAuthorKeys(parsed.data)))
		return book ? { book } : { skip: 'edition without a title' }
	}
	return { skip: `${type} records are not imported` }
}

async function knownAuthors(db: Kysely<DB>, keys: string[]): Promise<AuthorInput[]> {
	const authors: AuthorInput[] = []
	for (const olKey of keys) {
		const author = await findAuthorByOlKey(db, olKey)
		if (author) authors.push({ name: author.name, olKey })
	}
	return authors
}
