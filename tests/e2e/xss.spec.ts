import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { clubPath, clubThreadPath, entryPath, listPath, publicProfilePath } from '../../src/shared/page-routes.ts'
import { catalogueBookId } from './support/catalogue.ts'
import { test } from './support/client-address.ts'
import { readerWithProfile } from './support/readers.ts'
import { ok, okJson } from './support/api-ok.ts'

// An XSS corpus in every text a reader writes that others see: each page must show it as text, run none of it,
// make no link of a javascript: or data: address, and load nothing from elsewhere. Any script or handler that got
// into the page would also be stopped by the Content-Security-Policy, which Chromium reports; the run fails on
// any report (support/csp-teardown.ts), so the corpus is checked twice.
const CORPUS = [
	'<script>window.__xss = 1</script>',
	'<img src=x onerror="window.__xss = 1">',
	'<svg onload="window.__xss = 1"><circle r="1"/></svg>',
	'"><iframe src="javascript:window.__xss = 1"></iframe>',
	'<a href="javascript:window.__xss = 1">click me</a>',
	'javascript:window.__xss = 1',
	'data:text/html,<script>window.__xss = 1</script>',
	'https://example.org/"onmouseover="window.__xss = 1',
	"{{constructor.constructor('window.__xss = 1')()}}",
	'<style>body { display: none }</style>',
]
/** The corpus as one text; one-line fields get it joined by spaces, the rest one payload a line. */
const lines = CORPUS.join('\n')
const oneLine = CORPUS.slice(0, 3).join(' ')

async function inert(page: Page, path: string, shown: string[]) {
	await page.goto(path)
	for (const text of shown) await expect(page.getByText(text, { exact: false }).first()).toBeVisible()
	expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
	// The one script without a source is the data a server-rendered page carries (JSON, never run).
	expect(
		await page
			.locator(
				'img[src="x"], svg circle, iframe, a[href^="javascript:"], a[href^="data:"], script:not([src]):not(#dogear-state)',
			)
			.count(),
	).toBe(0)
	// The autolinked address stops at the quote: the rest is text, not an attribute.
	expect(await page.locator('a[onmouseover]').count()).toBe(0)
	expect(await page.locator('body').isVisible()).toBe(true)
}

async function writeEverything(request: APIRequestContext) {
	const bookId = await catalogueBookId(request, 'To Kill a Mockingbird')
	await ok(request.patch('/api/profile', { data: { location: oneLine.slice(0, 60), bio: lines } }))
	const { entry } = await okJson<Record<string, { id: string }>>(
		request.post('/api/entries', {
			data: { bookId, readOn: '2026-11-20', rating: 4, review: lines, visibility: 'public' },
		}),
	)
	await ok(request.post(`/api/entries/${entry!.id}/comments`, { data: { body: lines } }))
	const { list } = await okJson<Record<string, { id: string }>>(
		request.post('/api/lists', { data: { name: oneLine.slice(0, 100), description: lines, visibility: 'public' } }),
	)
	await ok(request.post(`/api/lists/${list!.id}/items`, { data: { bookId, note: lines } }))
	const { club } = await okJson<Record<string, { id: string }>>(
		request.post('/api/clubs', { data: { name: oneLine.slice(0, 80), description: lines, access: 'public' } }),
	)
	const { thread } = await okJson<Record<string, { id: string }>>(
		request.post(`/api/clubs/${club!.id}/threads`, { data: { title: oneLine.slice(0, 100), body: lines } }),
	)
	return { bookId, entryId: entry!.id, listId: list!.id, clubId: club!.id, threadId: thread!.id }
}

test('an XSS corpus in profiles, reviews, comments, lists and clubs shows as text and runs nowhere', async ({
	page,
	browser,
}) => {
	page.on('dialog', (dialog) => {
		throw new Error(`a dialog opened: ${dialog.message()}`)
	})
	const ann = await readerWithProfile(page.request, 'xss', { name: '<b onclick="window.__xss=1">Ann</b>' })
	const ids = await writeEverything(page.request)

	// A bidi override that disguises text is refused where it is typed, with a message naming the field.
	const bidi = await page.request.patch('/api/profile', { data: { bio: 'gnp.exe\u202e' } })
	expect(bidi.status()).toBe(400)
	expect(JSON.stringify(await bidi.json())).toContain('bio')

	// The author's own pages, then a visitor's view of the same things.
	const pages: [string, string[]][] = [
		[publicProfilePath(ann.username), ['<b onclick="window.__xss=1">Ann</b>', '<script>window.__xss = 1</script>']],
		[entryPath(ids.entryId), ['<img src=x onerror="window.__xss = 1">', 'javascript:window.__xss = 1']],
		[listPath(ids.listId), ['data:text/html,<script>window.__xss = 1</script>']],
		[`/book/${ids.bookId}`, ['<svg onload="window.__xss = 1"><circle r="1"/></svg>']],
		['/nav/diary', ['To Kill a Mockingbird']],
		['/nav/reviews', ["{{constructor.constructor('window.__xss = 1')()}}"]],
		[clubPath(ids.clubId), ['<a href="javascript:window.__xss = 1">click me</a>']],
		[clubThreadPath(ids.clubId, ids.threadId), ['<style>body { display: none }</style>']],
	]
	for (const [path, shown] of pages) await inert(page, path, shown)
	await expect(page.getByRole('link', { name: 'https://example.org/' })).toHaveAttribute('href', 'https://example.org/')

	const visitor = await browser.newPage()
	visitor.on('dialog', (dialog) => {
		throw new Error(`a dialog opened for a visitor: ${dialog.message()}`)
	})
	for (const [path, shown] of pages.filter(([path]) => !path.startsWith('/nav/') && !path.startsWith('/club/')))
		await inert(visitor, path, shown)
	await visitor.close()
})
