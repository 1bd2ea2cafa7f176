import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { localToday } from '../../src/shared/days.ts'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { screenshot } from './support/screenshots.ts'
import { seriousViolations } from './support/serious-violations.ts'

// Sabriel (from the Open Library dump sample) is the catalogue's one book with a page count (491), so progress
// can be bounded by it. This file is the only one that logs it: its rating counts are exact.
async function sabrielId(request: APIRequestContext): Promise<string> {
	const res = await request.get('/api/books/search?q=sabriel&limit=5')
	expect(res.ok()).toBe(true)
	const { results } = (await res.json()) as { results: { id: string; title: string }[] }
	const book = results.find((r) => r.title === 'Sabriel')
	if (!book) throw new Error('Sabriel is not in the e2e catalogue')
	return book.id
}

type Review = { rating: number; spoilers: boolean; review: string }

/** Another reader, signed up in their own request context, logs the book publicly; returns their display name. */
async function otherReaderLogs(
	request: APIRequestContext,
	label: string,
	name: string,
	bookId: string,
	review: Review,
) {
	await signUpByApi(request, newAccount(label))
	expect((await request.patch('/api/profile', { data: { name } })).status()).toBe(200)
	const res = await request.post('/api/entries', {
		data: { bookId, readOn: localToday(), visibility: 'public', ...review },
	})
	expect(res.status(), await res.text()).toBe(201)
}

const shelf = (page: Page) => page.getByRole('group', { name: 'Shelf' })
const reviews = (page: Page) => page.getByRole('region', { name: 'Reviews' })
const reviewBy = (page: Page, name: string) => reviews(page).getByRole('article', { name: `Review by ${name}` })

test('a reader shelves a book, moves it by keyboard, notes progress, and sees ratings and a spoiler review hidden until revealed', async ({
	page,
	playwright,
	baseURL,
}, testInfo) => {
	const others = await playwright.request.newContext({
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'others')),
	})
	const bookId = await sabrielId(others)
	await otherReaderLogs(others, 'spoiler', 'Sam Spoiler', bookId, {
		rating: 4.5,
		spoilers: true,
		review: 'The ending: Abhorsen rings Astarael.',
	})
	await others.post('/api/auth/sign-out')
	await otherReaderLogs(others, 'careful', 'Cara Careful', bookId, {
		rating: 3,
		spoilers: false,
		review: 'Bells, necromancy and a long walk.\n\nWorth it.',
	})
	await others.dispose()

	await signUpByApi(page.request, newAccount('shelver'))
	await page.goto(`/book/${bookId}`)
	await expect(page.getByRole('heading', { level: 1, name: 'Sabriel' })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Log a read of Sabriel' })).toBeVisible()
	await expect(page.getByText('You have not logged a read of this book yet.')).toBeVisible()

	await shelf(page).getByRole('radio', { name: 'Want to read' }).check()
	await expect(page.getByRole('status').filter({ hasText: 'Shelved as Want to read.' })).toBeVisible()
	await page.reload()
	await expect(shelf(page).getByRole('radio', { name: 'Want to read' })).toBeChecked()

	// Arrow keys move along the radios, and each status they land on is saved.
	await shelf(page).getByRole('radio', { name: 'Want to read' }).focus()
	await page.keyboard.press('ArrowRight')
	await expect(shelf(page).getByRole('radio', { name: 'Currently reading' })).toBeChecked()
	await expect(page.getByRole('status').filter({ hasText: 'Shelved as Currently reading.' })).toBeVisible()
	await expect(shelf(page).getByRole('radio', { name: 'Currently reading' })).toBeFocused()

	const progress = page.getByRole('form', { name: 'Update progress' })
	await expect(page.getByText('No progress updates yet.')).toBeVisible()
	await progress.getByRole('spinbutton', { name: 'Page' }).fill('600')
	await progress.getByRole('button', { name: 'Update progress' }).click()
	await expect(progress.getByRole('alert')).toHaveText('This book has fewer pages')
	await expect(progress.getByRole('spinbutton', { name: 'Page' })).toBeFocused()
	await expect(progress.getByRole('spinbutton', { name: 'Page' })).toHaveAttribute('aria-invalid', 'true')
	await progress.getByRole('spinbutton', { name: 'Page' }).fill('120')
	await progress.getByLabel('Note (optional)').fill('Into the Old Kingdom.')
	await progress.getByRole('button', { name: 'Update progress' }).click()
	await expect(page.getByText('Page 120 of 491 · 24%')).toBeVisible()
	await expect(page.getByText('Into the Old Kingdom.')).toBeVisible()
	await progress.getByRole('radio', { name: 'Percent' }).check()
	await progress.getByRole('spinbutton', { name: 'Percent' }).fill('40')
	await progress.getByRole('button', { name: 'Update progress' }).click()
	await expect(page.getByText('40%', { exact: true })).toBeVisible()

	// Ratings count both readers; Sam's spoiler review is left out until asked for, Cara's is there.
	const ratings = page.getByRole('region', { name: 'Ratings' })
	await expect(ratings.getByText('3.75')).toBeVisible()
	await expect(ratings.getByRole('img', { name: '3.75 out of 5 stars' })).toBeVisible()
	await expect(ratings.getByText('2 ratings')).toBeVisible()
	const histogram = ratings.getByRole('table', { name: 'Ratings by stars' })
	await expect(histogram.getByRole('rowheader')).toHaveText([
		'5 stars',
		'4½ stars',
		'4 stars',
		'3½ stars',
		'3 stars',
		'2½ stars',
		'2 stars',
		'1½ stars',
		'1 star',
		'½ star',
	])
	await expect(histogram.getByRole('cell')).toHaveText(['0', '1', '0', '0', '1', '0', '0', '0', '0', '0'])

	await expect(reviewBy(page, 'Cara Careful')).toContainText('Worth it.')
	await expect(reviewBy(page, 'Cara Careful').getByRole('link', { name: 'Cara Careful' })).toHaveAttribute(
		'href',
		/^\/u\/careful_/,
	)
	await expect(reviewBy(page, 'Sam Spoiler')).toHaveCount(0)
	await expect(reviews(page).getByText('1 review with spoilers is hidden')).toBeVisible()
	await screenshot(page, 'book-reading')
	expect(await seriousViolations(page)).toEqual([])

	await reviews(page).getByRole('button', { name: 'Show it' }).click()
	const spoiler = reviewBy(page, 'Sam Spoiler')
	await expect(spoiler.getByText('This review contains spoilers.')).toBeVisible()
	await expect(spoiler.getByText('The ending: Abhorsen rings Astarael.')).toBeHidden()
	await spoiler.getByRole('button', { name: 'Show the review' }).click()
	await expect(spoiler.getByRole('button', { name: 'Hide the review' })).toHaveAttribute('aria-expanded', 'true')
	await expect(spoiler.getByText('The ending: Abhorsen rings Astarael.')).toBeVisible()
	await page.emulateMedia({ colorScheme: 'dark' })
	await screenshot(page, 'book-reading', 'dark')
	expect(await seriousViolations(page)).toEqual([])
	await page.emulateMedia({ colorScheme: 'light' })

	// Shelved 'read', the reader is no longer kept from spoilers: the review is listed (still folded) on its own.
	await page.reload()
	await shelf(page).getByRole('radio', { name: 'Currently reading' }).focus()
	await page.keyboard.press('ArrowRight')
	await expect(shelf(page).getByRole('radio', { name: 'Read', exact: true })).toBeChecked()
	await expect(page.getByRole('form', { name: 'Update progress' })).toHaveCount(0)
	await expect(reviewBy(page, 'Sam Spoiler').getByRole('button', { name: 'Show the review' })).toBeVisible()
	await expect(reviews(page).getByText(/spoilers (is|are) hidden/)).toHaveCount(0)

	await page.getByRole('button', { name: 'Remove from shelves' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Removed from your shelves.' })).toBeVisible()
	await expect(shelf(page).getByRole('radio', { checked: true })).toHaveCount(0)

	await page.setViewportSize({ width: 320, height: 800 })
	await shelf(page).getByRole('radio', { name: 'Currently reading' }).check()
	await expect(page.getByText('40%', { exact: true })).toBeVisible()
	expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
	await screenshot(page, 'book-reading')

	// Two quick steps along the radios: both changes are sent in order and the last one stays.
	await shelf(page).getByRole('radio', { name: 'Currently reading' }).focus()
	await page.keyboard.press('ArrowRight')
	await page.keyboard.press('ArrowRight')
	await expect(page.getByRole('status').filter({ hasText: 'Shelved as Did not finish.' })).toBeVisible()
	await page.reload()
	await expect(shelf(page).getByRole('radio', { name: 'Did not finish' })).toBeChecked()
})

test("a reader's own entries show on the book, and Popular this week on the home lists the book with its count", async ({
	page,
}) => {
	await signUpByApi(page.request, newAccount('popular'))
	const bookId = await sabrielId(page.request)
	for (const readOn of ['2025-03-01', localToday()]) {
		const res = await page.request.post('/api/entries', {
			data: {
				bookId,
				readOn,
				rating: 5,
				liked: readOn !== '2025-03-01',
				reread: readOn !== '2025-03-01',
				visibility: 'public',
			},
		})
		expect(res.status(), await res.text()).toBe(201)
	}
	await page.goto(`/book/${bookId}`)
	const yours = page.getByRole('region', { name: 'Your reading' })
	await expect(shelf(page).getByRole('radio', { name: 'Read', exact: true })).toBeChecked()
	const entries = yours.getByRole('listitem')
	await expect(entries).toHaveCount(2)
	await expect(entries.first().getByRole('link')).toHaveText(/^Read /)
	await expect(entries.first()).toContainText('Liked')
	await expect(entries.first()).toContainText('Reread')
	await expect(entries.last().getByRole('link')).toHaveText('Read March 1, 2025')
	await expect(entries.last().getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()

	await page.goto('/nav/home')
	const popular = page.getByRole('region', { name: 'Popular this week' })
	const sabriel = popular
		.getByRole('listitem')
		.filter({ has: page.getByRole('link', { name: 'Sabriel', exact: true }) })
	await expect(sabriel).toContainText('Garth Nix')
	// Popular counts readers: this reader's two entries count once (with the first journey's readers when it ran before).
	await expect(sabriel.getByText(/^\d+ readers? this week$/)).toBeVisible()
	const friends = page
		.locator('section')
		.filter({ has: page.getByRole('heading', { level: 2, name: 'Popular with friends' }) })
	await expect(friends).toContainText('the readers you follow')

	const add = page.getByRole('link', { name: 'Log a book' })
	await expect(add).toHaveAttribute('href', '/nav/reviews/add')
	await page.keyboard.press('Tab')
	for (let i = 0; i < 40 && !(await add.evaluate((el) => el === document.activeElement)); i++)
		await page.keyboard.press('Tab')
	await expect(add).toBeFocused()
	await screenshot(page, 'home-popular')
	expect(await seriousViolations(page)).toEqual([])
	await page.emulateMedia({ colorScheme: 'dark' })
	await screenshot(page, 'home-popular', 'dark')
	expect(await seriousViolations(page)).toEqual([])

	// At 320 px, scrolled to the end, the button sits below the last link rather than on it.
	await page.setViewportSize({ width: 320, height: 640 })
	await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
	const last = await page.getByRole('link', { name: 'Your reading goal and stats' }).boundingBox()
	const button = await add.boundingBox()
	expect(last && button && button.y >= last.y + last.height).toBe(true)
	expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
	await screenshot(page, 'home-popular', 'dark')
	await add.click()
	await expect(page).toHaveURL(/\/nav\/reviews\/add$/)
})

test('a shelf change that does not reach the server is put back and said', async ({ page }) => {
	await signUpByApi(page.request, newAccount('offline'))
	const bookId = await sabrielId(page.request)
	await page.goto(`/book/${bookId}`)
	await shelf(page).getByRole('radio', { name: 'Want to read' }).check()
	await expect(page.getByRole('status').filter({ hasText: 'Shelved as Want to read.' })).toBeVisible()
	// The connection drops: the request never arrives, as when a phone loses its signal.
	await page.route('**/api/books/*/shelf', (route) => route.abort('internetdisconnected'))
	// click, not check: the choice is put back before check could see it stay.
	await shelf(page).getByRole('radio', { name: 'Read', exact: true }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Your shelf was not changed' })).toContainText(
		'could not reach its server',
	)
	await expect(shelf(page).getByRole('radio', { name: 'Want to read' })).toBeChecked()
	await page.unroute('**/api/books/*/shelf')
	await shelf(page).getByRole('radio', { name: 'Read', exact: true }).check()
	await expect(page.getByRole('status').filter({ hasText: 'Shelved as Read.' })).toBeVisible()
	await expect(page.getByRole('alert').filter({ hasText: 'Your shelf was not changed' })).toHaveCount(0)
})

test('a visitor sees the ratings and reviews of a book and is asked to sign in for the rest', async ({ page }) => {
	const bookId = await sabrielId(page.request)
	await page.goto(`/book/${bookId}`)
	const yours = page.getByRole('region', { name: 'Your reading' })
	await expect(yours.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
		'href',
		`/login?next=${encodeURIComponent(`/book/${bookId}/sabriel`)}`,
	)
	await expect(page.getByRole('group', { name: 'Shelf' })).toHaveCount(0)
	await expect(page.getByRole('region', { name: 'Ratings' })).toBeVisible()
	await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible()
})
