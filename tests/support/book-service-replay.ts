import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import type { TestContext } from 'node:test'

/** The shared real-data folder beside the checkout (../shared/data), as described in its README. */
export const SHARED_DATA = resolve(import.meta.dirname, '../../../shared/data')

/**
 * A file from the shared data, or undefined after marking the test skipped when that folder is absent
 * (a fresh clone elsewhere). With REQUIRE_SHARED_DATA=1 (CI here) a missing file fails the test instead.
 */
export function sharedData(t: TestContext, relativePath: string): string | undefined {
	const path = join(SHARED_DATA, relativePath)
	if (existsSync(path)) return path
	if (process.env.REQUIRE_SHARED_DATA === '1')
		throw new Error(`${path} is missing, and REQUIRE_SHARED_DATA=1 requires it`)
	t.skip(`shared data ${path} is absent; set REQUIRE_SHARED_DATA=1 to fail instead of skipping`)
	return undefined
}

const FIXTURES = resolve(import.meta.dirname, '../fixtures/books')

/** Request key → recorded response file under the shared data folder. */
const RECORDED: Record<string, string> = {
	'/google/volumes?q=isbn:9780099560432': 'google-books/volumes_isbn_9780099560432.json',
	'/google/volumes?q=isbn:9780008117498': 'google-books/volumes_isbn_9780008117498.json',
	'/google/volumes?q=isbn:9780918024565': 'google-books/volumes_isbn_9780918024565_no_imagelinks.json',
	'/google/volumes?q=isbn:9780141049199': 'google-books/volumes_isbn_9780141049199_description_trimmed.json',
	'/google/volumes?q=pnJZAAAAcAAJ': 'google-books/volumes_q_pnJZAAAAcAAJ_other_identifiers.json',
	'/google/volumes?q=harry potter': 'google-books/volumes_intitle_harry_potter_fr.json',
	'/google/volumes?q=batman': 'google-books/volumes_q_batman_2013.json',
	'/google/volumes/BMusAgAAQBAJ': 'google-books/volume_item_BMusAgAAQBAJ.json',
	'/openlibrary/books/OL22951843M.json': 'open-library/api/books_OL22951843M.json',
	'/openlibrary/books/OL36884359M.json': 'open-library/api/books_OL36884359M_markdown_description.json',
	'/openlibrary/works/OL15832982W.json': 'open-library/api/works_OL15832982W.json',
	'/openlibrary/works/OL15832982W/editions.json': 'open-library/api/works_OL15832982W_editions.json',
	'/openlibrary/search.json?q=time war': 'open-library/api/search.json',
	'/openlibrary/api/books?bibkeys=ISBN:9782070427796': 'open-library/api/api_books_ISBN_9782070427796_jscmd_data.json',
}

/** What an unknown query gets: each service's own "nothing found" answer (our fixtures). */
function noResults(key: string) {
	if (key.startsWith('/google/volumes?')) return readFileSync(join(FIXTURES, 'google-no-results.json'), 'utf8')
	if (key.startsWith('/openlibrary/search.json?'))
		return readFileSync(join(FIXTURES, 'open-library-no-results.json'), 'utf8')
	if (key.startsWith('/openlibrary/api/books?')) return '{}'
	return undefined
}

/** A misbehaviour for requests whose key starts with a prefix: a status, a body, a delay, for `times` requests. */
export type Misbehaviour = { status?: number; body?: string; delayMs?: number; times?: number }

/**
 * Open Library (under /openlibrary) and Google Books (under /google) as a real HTTP server on loopback,
 * answering with the recorded real responses in ../shared/data, and misbehaving on request.
 */
export async function startBookServiceReplay(t: TestContext) {
	const requests: string[] = []
	const misbehaviours: { prefix: string; misbehaviour: Misbehaviour }[] = []
	const server = createServer(async (req, res) => {
		const url = new URL(req.url ?? '/', 'http://replay')
		const param = url.searchParams.has('q')
			? `?q=${url.searchParams.get('q')}`
			: url.searchParams.has('bibkeys')
				? `?bibkeys=${url.searchParams.get('bibkeys')}`
				: ''
		const key = url.pathname + param
		requests.push(key)
		const rule = misbehaviours.find((m) => key.startsWith(m.prefix) && (m.misbehaviour.times ?? Infinity) > 0)
		if (rule) {
			rule.misbehaviour.times = (rule.misbehaviour.times ?? Infinity) - 1
			if (rule.misbehaviour.delayMs) await new Promise((r) => setTimeout(r, rule.misbehaviour.delayMs))
			if (res.destroyed) return
			res
				.writeHead(rule.misbehaviour.status ?? 200, { 'content-type': 'application/json' })
				.end(rule.misbehaviour.body ?? '{}')
			return
		}
		const recorded = RECORDED[key] ? readFileSync(join(SHARED_DATA, RECORDED[key]), 'utf8') : noResults(key)
		if (recorded === undefined) res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"notfound"}')
		else res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' }).end(recorded)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	t.after(() => {
		server.closeAllConnections()
		return new Promise((resolve) => server.close(resolve))
	})
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return {
		googleUrl: `${base}/google`,
		openLibraryUrl: `${base}/openlibrary`,
		requests,
		misbehave(prefix: string, misbehaviour: Misbehaviour) {
			misbehaviours.unshift({ prefix, misbehaviour })
		},
		/** The environment that points the app at this server. */
		env: (timeoutMs = 1000) => ({
			GOOGLE_BOOKS_URL: `${base}/google`,
			OPEN_LIBRARY_URL: `${base}/openlibrary`,
			// A book page asks the covers service for a book without a cover: here it answers 404, never the internet.
			OPEN_LIBRARY_COVERS_URL: `${base}/covers`,
			BOOK_SERVICE_TIMEOUT_MS: String(timeoutMs),
		}),
	}
}
