import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import type { RenderPage } from '../../shared/page-render.ts'
import {
	bookPath,
	clubPath,
	clubThreadPath,
	entryPath,
	listPath,
	publicProfilePath,
	userPagePath,
	yearInReviewPath,
} from '../../shared/page-routes.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { useServerRender } from '../../../tests/support/server-render-build.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, signUp } from '../../../tests/support/test-client.ts'

// Reader text is data (issue 24): what a reader writes is joined into the page the server sends, never read as a
// pattern. `$'`, `$&` and the rest mean something to String.replace; `</script>` and `<!--` could end the state's
// script early; U+2028 ended a JavaScript string before ES2019. Each goes into every text the server-rendered
// pages show, and each page must still be index.html with one #root whose state is what the API answered, so the
// app can take it over. READER_TEXT_RUNS sets the number of generated runs; READER_TEXT_SEED replays one.
const RUNS = Number(process.env.READER_TEXT_RUNS ?? 3)
const SEED = process.env.READER_TEXT_SEED === undefined ? 20261128 : Number(process.env.READER_TEXT_SEED)

const PATTERNS = [
	"$'",
	'$`',
	'$&',
	'$$',
	'$1',
	'$<a>',
	'</script>',
	'<!--',
	'-->',
	'<div id="root"></div>',
	'</head>',
	'"',
	'\\',
	'&amp;',
]
const ALL = PATTERNS.join(' ')

/**
 * A text of patterns and words, as readers type it: no space (U+2028 is one) at either end, where it would be
 * trimmed. Each field's starts with its own name, so that one field's text is never found in another's place.
 */
const text = (field: string, lineSeparator: boolean) =>
	fc
		.array(
			fc.oneof(
				fc.constantFrom(...PATTERNS, ...(lineSeparator ? ['\u2028', 'a\u2028b'] : [])),
				fc.constantFrom('book', 'Ann', 'ünïcode', '🙂'),
			),
			{ minLength: 1, maxLength: 8 },
		)
		.map((words) => `${field} ${words.join(' ')} y`)

const Texts = fc.record({
	name: text('name', false).map((v) => v.slice(0, 60).trim()),
	location: text('location', false),
	bio: text('bio', true),
	bookTitle: text('bookTitle', false),
	review: text('review', true),
	comment: text('comment', true),
	commenter: text('commenter', false).map((v) => v.slice(0, 60).trim()),
	listName: text('listName', false),
	listDescription: text('listDescription', true),
	listNote: text('listNote', true),
	clubName: text('clubName', false),
	clubDescription: text('clubDescription', true),
	threadTitle: text('threadTitle', false),
	threadBody: text('threadBody', true),
})
type Texts = typeof Texts extends fc.Arbitrary<infer T> ? T : never

/** Every field holding every pattern at once, before the generated runs. */
const EVERY_PATTERN: Texts = {
	name: `name ${ALL}`.slice(0, 60).trim(),
	location: `location ${ALL}`,
	bio: `bio ${ALL} \u2028 a\u2028b y`,
	bookTitle: `bookTitle ${ALL}`,
	review: `review \u2028 ${ALL}`,
	comment: `comment \u2028 ${ALL}`,
	commenter: `commenter ${ALL}`.slice(0, 60).trim(),
	listName: `listName ${ALL}`,
	listDescription: `listDescription \u2028 ${ALL}`,
	listNote: `listNote \u2028 ${ALL}`,
	clubName: `clubName ${ALL}`,
	clubDescription: `clubDescription \u2028 ${ALL}`,
	threadTitle: `threadTitle ${ALL}`,
	threadBody: `threadBody \u2028 ${ALL}`,
}

async function created<T>(client: TestClient, path: string, json: unknown, method = 'POST'): Promise<T> {
	const { status, body } = await client.json<T>(path, { method, json })
	assert.ok(status === 200 || status === 201, `${method} ${path}: ${status} ${JSON.stringify(body)}`)
	return body
}

/** Everything a reader writes that a server-rendered page shows, written through the API as a reader would. */
async function writeEverything(db: Parameters<typeof addBook>[0], ann: TestClient, bob: TestClient, texts: Texts) {
	const bookId = await addBook(db, texts.bookTitle)
	await created(
		ann,
		'/api/profile',
		{ name: texts.name, location: texts.location, bio: texts.bio, visibility: 'public' },
		'PATCH',
	)
	await created(bob, '/api/profile', { name: texts.commenter }, 'PATCH')
	const { entry } = await created<{ entry: { id: string } }>(ann, '/api/entries', {
		bookId,
		readOn: '2026-11-20',
		rating: 4,
		review: texts.review,
		visibility: 'public',
	})
	await created(bob, `/api/entries/${entry.id}/comments`, { body: texts.comment })
	const { list } = await created<{ list: { id: string } }>(ann, '/api/lists', {
		name: texts.listName,
		description: texts.listDescription,
		visibility: 'public',
	})
	await created(ann, `/api/lists/${list.id}/items`, { bookId, note: texts.listNote })
	const { club } = await created<{ club: { id: string } }>(ann, '/api/clubs', {
		name: texts.clubName,
		description: texts.clubDescription,
		access: 'public',
	})
	const { thread } = await created<{ thread: { id: string } }>(ann, `/api/clubs/${club.id}/threads`, {
		title: texts.threadTitle,
		body: texts.threadBody,
	})
	return { bookId, entryId: entry.id, listId: list.id, clubId: club.id, threadId: thread.id }
}

/** Every string in a decoded value, keys aside. */
function strings(value: unknown, into = new Set<string>()): Set<string> {
	if (typeof value === 'string') into.add(value)
	else if (value && typeof value === 'object') for (const inner of Object.values(value)) strings(inner, into)
	return into
}

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1

type Query = { queryHash: string; state: { data: unknown } }
type State = { answers: { queries: Query[] } }

/**
 * The page as the server sends it to `client`, checked: still index.html around one #root, with one state script
 * that parses; and each of the state's answers is what the API answers that reader for the same request (asked
 * by the same render beside the app, which notes each answer).
 */
async function takesOver(
	client: TestClient,
	renderPage: RenderPage,
	indexHtml: string,
	path: string,
): Promise<Set<string>> {
	const res = await client.request(path)
	assert.equal(res.status, 200, path)
	const html = await res.text()
	for (const marker of [
		'<!doctype html>',
		'</head>',
		'<noscript>',
		'src="./main.tsx"',
		'</body>',
		'</html>',
		'id="root"',
		'id="dogear-state"',
	]) {
		assert.equal(count(html, marker), count(indexHtml, marker) || 1, `${path}: ${marker} once`)
	}
	const script = /<script type="application\/json" id="dogear-state">([\s\S]*?)<\/script>/.exec(html)
	assert.ok(script, `${path} came rendered by the server`)
	const state = JSON.parse(script[1]!) as State

	const cookie = [...client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
	const answered: unknown[] = []
	await renderPage(new URL(path, client.baseUrl), async (apiPath, init) => {
		const answer = await fetch(new URL(apiPath, client.baseUrl), {
			...init,
			headers: { ...Object.fromEntries(new Headers(init.headers)), cookie },
		})
		answered.push(await answer.clone().json())
		return answer
	})
	assert.ok(state.answers.queries.length > 0, `${path} came with answers`)
	for (const query of state.answers.queries) {
		const data = query.state.data as { pages?: unknown[] }
		const pages = Array.isArray(data?.pages) ? data.pages : [data]
		for (const page of pages)
			assert.ok(
				answered.some((answer) => isDeepStrictEqual(answer, page)),
				`${path}: ${query.queryHash} is what the API answered`,
			)
	}
	return strings(state)
}

const isDeepStrictEqual = (a: unknown, b: unknown) => {
	try {
		assert.deepStrictEqual(a, b)
		return true
	} catch {
		return false
	}
}

test('every $ pattern, </script>, <!-- and U+2028 in every text a server-rendered page shows leaves the page for the app to take over, on both databases', async (t) => {
	const { client, db, dataDir } = await startTestApp(t)
	const { renderPage, indexHtml } = await useServerRender(dataDir)
	// The same two readers write each run's texts anew: their profiles are edited, the rest is made again.
	const ann = await signUp(client())
	const bob = await signUp(client())
	const check = async (texts: Texts) => {
		const ids = await writeEverything(db, ann.client, bob.client, texts)
		// What each page shows everyone, and what it shows the reader who wrote it (a club's discussion is its members').
		const pages: [string, (keyof Texts)[], (keyof Texts)[]?][] = [
			[bookPath({ id: ids.bookId, title: texts.bookTitle }), ['bookTitle', 'review', 'name']],
			[entryPath(ids.entryId), ['bookTitle', 'review', 'name', 'comment', 'commenter']],
			[publicProfilePath(ann.username), ['name', 'location', 'bio']],
			[userPagePath(ann.username, 'lists'), ['name', 'listName', 'listDescription']],
			[listPath(ids.listId), ['name', 'listName', 'listDescription', 'listNote', 'bookTitle']],
			[clubPath(ids.clubId), ['clubName', 'clubDescription']],
			[clubThreadPath(ids.clubId, ids.threadId), ['clubName'], ['threadTitle', 'threadBody']],
			[yearInReviewPath(ann.username, 2026), ['name', 'bookTitle']],
		]
		for (const viewer of [client(), ann.client]) {
			for (const [path, everyone, member = []] of pages) {
				const shown = await takesOver(viewer, renderPage, indexHtml, path)
				for (const field of viewer === ann.client ? [...everyone, ...member] : everyone)
					assert.ok(
						shown.has(texts[field]),
						`${path} carries the ${field} exactly as written: ${JSON.stringify(texts[field])}`,
					)
			}
		}
	}
	await check(EVERY_PATTERN)
	await fc.assert(fc.asyncProperty(Texts, check), {
		numRuns: RUNS,
		seed: SEED,
		endOnFailure: true,
		includeErrorInReport: true,
	})
})
