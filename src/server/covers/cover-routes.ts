import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { findBook, findBookAuthors } from '../books/book-queries.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import type { AppEnv } from '../http/session.ts'
import { readQuery } from '../http/validate.ts'
import type { Storage } from '../storage/storage.ts'
import { coverFiles } from './cover-file.ts'
import { COVER_DPRS, COVER_HEIGHTS } from './cover-image.ts'

const choice = <T extends readonly number[]>(name: string, values: T, fallback: T[number]) => {
	const message = `${name} must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`
	return z
		.enum(values.map(String) as [string, ...string[]], { error: message })
		.default(String(fallback))
		.transform(Number)
}

/** ?h= the height the page shows the cover at, ?dpr= the screen's pixel density. */
export const CoverQuery = z.object({ h: choice('h', COVER_HEIGHTS, 200), dpr: choice('dpr', COVER_DPRS, 1) })

/**
 * Book covers from our own origin, so a reader's browser never contacts Google, Open Library or Goodreads
 * (the CSP allows images from here only). Public like the catalogue. The URL names a book, not a version:
 * its cover can change (a failed source retried, a new source), so browsers keep it a day, not forever,
 * and revalidate with the ETag after that. Mounted at /api/covers.
 */
export function coverRoutes({ db, config, storage }: { db: Database; config: Config; storage: Storage }) {
	const coverFile = coverFiles({ db, storage, covers: config.covers })
	return new Hono<AppEnv>().get('/:bookId', async (c) => {
		const query = readQuery(c, CoverQuery)
		const book = await findBook(db, c.req.param('bookId'))
		if (!book) throw notFound('Book')
		const authors = (await findBookAuthors(db, [book.id])).map((a) => a.name)
		const file = await coverFile(
			{ bookId: book.id, title: book.title, authors, coverSourceUrl: book.coverSourceUrl },
			query.h * query.dpr,
		)
		const headers = {
			'Cache-Control': 'public, max-age=86400',
			'X-Content-Type-Options': 'nosniff',
			ETag: `"${createHash('sha256').update(file.key).digest('base64url').slice(0, 22)}"`,
		}
		const known = c.req
			.header('if-none-match')
			?.split(',')
			.map((tag) => tag.trim().replace(/^W\//, ''))
		if (known?.includes(headers.ETag)) return c.body(null, 304, headers)
		return c.body(new Uint8Array(file.bytes), 200, { ...headers, 'Content-Type': 'image/webp' })
	})
}
