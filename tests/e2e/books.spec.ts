import { expect, type Page } from '@playwright/test'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { test } from './support/client-address.ts'
import { screenshot } from './support/screenshots.ts'
import { seriousViolations } from './support/serious-violations.ts'

// The e2e server's catalogue is the first 30 rows of goodbooks-10k (tests/e2e/fixtures/books-goodbooks-30.csv) and the
// Open Library dump sample (tests/fixtures/books/ol-dump-sample.txt: Sabriel by Garth Nix). Open Library and Google
// Books point at a loopback port that refuses: whenever a search asks them, they fail.
const SERVICE_NOTE = /^(Open Library|Google Books) (could not be reached|failed a moment ago; asking again in \d+ s)\.$/

async function search(page: Page, query: string) {
	await page.getByLabel('Search for a book').fill(query)
	await page.getByRole('button', { name: 'Search', exact: true }).click()
}

const results = (page: Page) =>
	page
		.getByRole('region', { name: /^Results for/ })
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { level: 3 }) })

async function noSidewaysScroll(page: Page) {
	return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

test('search finds a book, which opens with its details, and its author opens with their books', async ({ page }) => {
	await signUpByApi(page.request, newAccount('books'))
	await page.goto('/nav/search')
	await search(page, 'harry potter')
	await expect(page).toHaveURL(/\/nav\/search\?type=book&q=harry\+potter$/)
	await expect(page.getByRole('status')).toHaveText('7 books found.')
	await expect(results(page)).toHaveCount(7)
	// Enough books of our own: the outside services were not asked, so there is nothing to say about them.
	await expect(page.locator('.service-notes')).toHaveCount(0)
	const first = results(page).filter({ hasText: "Harry Potter and the Sorcerer's Stone" })
	await expect(first.getByRole('link', { name: 'J.K. Rowling' })).toBeVisible()
	await expect(first.getByRole('link', { name: 'Mary GrandPré' })).toBeVisible()
	await expect(first.getByText('1997 · Book 1 of Harry Potter')).toBeVisible()
	await expect(first.locator('img, .book-cover--missing')).toHaveCount(1)

	await search(page, 'hobbit')
	await expect(page.getByRole('status').getByText('1 book found.')).toBeVisible()
	await page.getByRole('link', { name: 'The Hobbit', exact: true }).click()
	await expect(page).toHaveURL(/\/book\/[0-9a-f-]{36}\/the-hobbit$/)
	const bookUrl = page.url()
	await expect(page.getByRole('heading', { level: 1, name: 'The Hobbit' })).toBeVisible()
	await expect(page).toHaveTitle('The Hobbit · Dogear')
	const facts = page.locator('.book-facts')
	await expect(facts.locator('div').filter({ hasText: 'Published' }).getByRole('definition')).toHaveText('1937')
	await expect(facts.locator('div').filter({ hasText: 'Language' }).getByRole('definition')).toHaveText('English')
	const identifiers = page.getByRole('region', { name: 'Identifiers' })
	await expect(identifiers.locator('div').filter({ hasText: 'ISBN-13' }).getByRole('definition')).toHaveText(
		'9780618260300',
	)
	await expect(identifiers.locator('div').filter({ hasText: 'ISBN-10' }).getByRole('definition')).toHaveText(
		'0618260307',
	)
	await expect(identifiers.getByRole('link', { name: '5907' })).toHaveAttribute(
		'href',
		'https://www.goodreads.com/book/show/5907',
	)
	await expect(page.getByRole('region', { name: 'Ratings' })).toBeVisible()
	// Signed in, the page is inside the reader's shell, and it opens again on reload.
	await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
	await page.reload()
	await expect(page.getByRole('heading', { level: 1, name: 'The Hobbit' })).toBeVisible()

	await page.getByRole('link', { name: 'J.R.R. Tolkien' }).click()
	await expect(page).toHaveURL(/\/author\/[0-9a-f-]{36}\/j-r-r-tolkien$/)
	await expect(page.getByRole('heading', { level: 1, name: 'J.R.R. Tolkien' })).toBeVisible()
	const books = page.getByRole('region', { name: 'Books in this catalogue' })
	await expect(books.getByRole('heading', { level: 3 })).toHaveText(['The Hobbit', 'The Fellowship of the Ring'])
	await books.getByRole('link', { name: 'The Fellowship of the Ring' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'The Fellowship of the Ring' })).toBeVisible()
	await expect(page.getByText('Book 1 of The Lord of the Rings')).toBeVisible()

	// Back walks through the same pages, down to the search with its results.
	await page.goBack()
	await expect(page.getByRole('heading', { level: 1, name: 'J.R.R. Tolkien' })).toBeVisible()
	await page.goBack()
	await expect(page).toHaveURL(bookUrl)
	await page.goBack()
	await expect(page).toHaveURL(/\/nav\/search\?type=book&q=hobbit$/)
	await expect(page.getByLabel('Search for a book')).toHaveValue('hobbit')
	await expect(results(page)).toHaveCount(1)
})

test("a book from Open Library's dump shows pages, subjects and links to its records; its author's Markdown bio stays text", async ({
	page,
}) => {
	await signUpByApi(page.request, newAccount('sabriel'))
	await page.goto('/nav/search?type=book&q=sabriel')
	await page.getByRole('link', { name: 'Sabriel', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Sabriel' })).toBeVisible()
	const facts = page.locator('.book-facts')
	await expect(facts.getByRole('term')).toHaveText(['Published', 'Pages', 'Language'])
	await expect(facts.getByRole('definition')).toHaveText(['1995', '491', 'English'])
	await expect(page.getByRole('region', { name: 'Subjects' }).getByRole('listitem')).toHaveText([
		'Fantasy',
		'Necromancers',
	])
	const identifiers = page.getByRole('region', { name: 'Identifiers' })
	await expect(identifiers.getByRole('term')).toHaveText([
		'ISBN-13',
		'ISBN-10',
		'Open Library work',
		'Open Library edition',
		'Goodreads',
	])
	await expect(identifiers.getByRole('link', { name: 'OL15832982W' })).toHaveAttribute(
		'href',
		'https://openlibrary.org/works/OL15832982W',
	)
	await expect(identifiers.getByRole('link', { name: 'OL22951843M' })).toHaveAttribute(
		'href',
		'https://openlibrary.org/books/OL22951843M',
	)

	await page.getByRole('link', { name: 'Garth Nix' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Garth Nix' })).toBeVisible()
	await expect(page.getByText('Born 19 July 1963')).toBeVisible()
	// Plain text: the Markdown is shown as written, never turned into emphasis.
	await expect(page.getByRole('region', { name: 'About' })).toContainText('Australian writer of *fantasy*.')
	await expect(page.locator('main em')).toHaveCount(0)
	await expect(page.getByRole('region', { name: 'Books in this catalogue' }).getByRole('link')).toHaveText(['Sabriel'])
})

test('a search with no match says the book services cannot be reached, names them, and offers to add the book', async ({
	page,
}) => {
	await signUpByApi(page.request, newAccount('nobook'))
	await page.goto('/nav/search?type=book&q=qwertyuiop%20zxcvbnm')
	const status = page.getByRole('status')
	await expect(status.locator('.book-results__none')).toHaveText(
		'Nothing in this server’s catalogue matches, and Open Library and Google Books cannot be reached from this server right now.',
	)
	const notes = status.locator('.service-notes li')
	await expect(notes).toHaveCount(2)
	for (const note of await notes.allInnerTexts()) expect(note).toMatch(SERVICE_NOTE)
	await expect(notes.filter({ hasText: 'Open Library' })).toHaveCount(1)
	await expect(notes.filter({ hasText: 'Google Books' })).toHaveCount(1)
	await expect(page.getByRole('link', { name: 'Add this book' })).toHaveAttribute(
		'href',
		'/books/new?title=qwertyuiop+zxcvbnm',
	)
	expect(await seriousViolations(page)).toEqual([])
	await expect(results(page)).toHaveCount(0)
	await screenshot(page, 'books-search-none')

	// The server's 400 is said where the results would be.
	await search(page, 'x'.repeat(201))
	await expect(page.getByRole('alert')).toHaveText('Search for at most 200 characters')
})

test('results come in pages of 20; Next and Previous keep ?q=&page= in the URL, so reload and back work', async ({
	page,
}) => {
	await signUpByApi(page.request, newAccount('pages'))
	await page.goto('/nav/search')
	await search(page, 'the')
	await expect(page.getByRole('status')).toHaveText('Books 1 to 20; more on the next page.')
	await expect(results(page)).toHaveCount(20)
	const pages = page.getByRole('navigation', { name: 'Result pages' })
	await expect(pages.getByRole('link', { name: 'Previous' })).toHaveCount(0)
	await pages.getByRole('link', { name: 'Next' }).click()
	await expect(page).toHaveURL(/\/nav\/search\?type=book&q=the&page=2$/)
	await expect(page.getByRole('status')).toHaveText(/^Books 21 to \d+\.$/)
	await expect(page.getByRole('heading', { level: 2, name: 'Results for “the”' })).toBeFocused()
	const secondPage = await results(page).getByRole('heading', { level: 3 }).allInnerTexts()
	await page.reload()
	await expect(results(page).getByRole('heading', { level: 3 })).toHaveText(secondPage)
	await page.goBack()
	await expect(page).toHaveURL(/\/nav\/search\?type=book&q=the$/)
	await expect(results(page)).toHaveCount(20)
	await page.goForward()
	await pages.getByRole('link', { name: 'Previous' }).click()
	await expect(page).toHaveURL(/\/nav\/search\?type=book&q=the$/)
	await expect(page.getByRole('status')).toHaveText('Books 1 to 20; more on the next page.')
})

test('visitors open books and authors in the public frame; unknown ones are the not-found page', async ({ page }) => {
	const found = await page.request.get('/api/books/search?q=gatsby')
	const {
		results: [gatsby],
	} = (await found.json()) as { results: { id: string; authors: { id: string }[] }[] }
	expect(gatsby).toBeDefined()
	// Without a slug, or with an old one, the address settles on the book's readable one.
	const res = await page.goto(`/book/${gatsby!.id}`)
	expect(res?.status()).toBe(200)
	await expect(page).toHaveURL(new RegExp(`/book/${gatsby!.id}/the-great-gatsby$`))
	await expect(page.getByRole('heading', { level: 1, name: 'The Great Gatsby' })).toBeVisible()
	await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' })).toBeVisible()
	await page.goto(`/book/${gatsby!.id}/an-old-title`)
	await expect(page).toHaveURL(new RegExp(`/book/${gatsby!.id}/the-great-gatsby$`))
	// A cover that cannot be loaded leaves a box of the same size (2:3), so the page does not move.
	await page.route('**/api/covers/**', (route) => route.fulfill({ status: 404 }))
	await page.reload()
	await expect(page.locator('.book-cover--missing')).toHaveCount(1)
	expect(await page.locator('.book-cover--missing').boundingBox()).toMatchObject({ width: 133, height: 200 })
	await page.unroute('**/api/covers/**')
	await page.getByRole('link', { name: 'F. Scott Fitzgerald' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'F. Scott Fitzgerald' })).toBeVisible()
	await expect(
		page.getByRole('region', { name: 'Books in this catalogue' }).getByRole('link', { name: 'The Great Gatsby' }),
	).toBeVisible()

	for (const path of [
		'/book/00000000-0000-4000-8000-000000000000',
		'/author/00000000-0000-4000-8000-000000000000/nobody',
	]) {
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible()
	}
	expect((await page.goto(`/book/${gatsby!.id}/The Great Gatsby`))?.status()).toBe(404)
	expect((await page.goto(`/book/${gatsby!.id}/the-great-gatsby/extra`))?.status()).toBe(404)
})

test('search results, a book and an author pass axe in light and dark, fit 320px, and are photographed', async ({
	page,
}) => {
	await signUpByApi(page.request, newAccount('bookaxe'))
	const screens: [string, string][] = [['books-search', '/nav/search?type=book&q=tolkien']]
	await page.goto(screens[0]![1])
	await page.getByRole('link', { name: 'The Hobbit', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'The Hobbit' })).toBeVisible()
	screens.push(['books-book', new URL(page.url()).pathname])
	await page.getByRole('link', { name: 'J.R.R. Tolkien' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'J.R.R. Tolkien' })).toBeVisible()
	screens.push(['books-author', new URL(page.url()).pathname])
	await page.goto('/nav/search?type=book&q=sabriel')
	await page.getByRole('link', { name: 'Sabriel', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Sabriel' })).toBeVisible()
	screens.push(['books-book-sabriel', new URL(page.url()).pathname])
	await page.getByRole('link', { name: 'Garth Nix' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Garth Nix' })).toBeVisible()
	screens.push(['books-author-nix', new URL(page.url()).pathname])

	const problems: string[] = []
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		for (const width of [1280, 375, 320]) {
			await page.setViewportSize({ width, height: 800 })
			for (const [name, path] of screens) {
				await page.goto(path)
				await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
				if (name === 'books-search') await expect(results(page).first()).toBeVisible()
				else await expect(page.getByText('Loading…')).toHaveCount(0)
				if (width === 320) {
					expect(await noSidewaysScroll(page), `${path} at 320px`).toBeLessThanOrEqual(0)
					continue
				}
				// Axe light at 1280 and dark at 375, as accessibility.spec.ts does: contrast follows the scheme, layout the width.
				if ((scheme === 'light') === (width === 1280))
					problems.push(...(await seriousViolations(page)).map((v) => `${path} ${scheme} ${width}px: ${v}`))
				await screenshot(page, name, scheme)
			}
		}
	}
	expect(problems).toEqual([])
})
