import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { catalogueBookId } from './support/catalogue.ts'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { screenshot } from './support/screenshots.ts'
import { seriousViolations } from './support/serious-violations.ts'
import { newAppContext } from './support/take-over.ts'

// Stats, the reading goal and the year in review, on books of the e2e catalogue (Sabriel, from the Open Library
// sample, is the one with a page count and subjects). Reads are logged through the API, in last year so every
// day is in the past whatever today is, plus one read today for this year's goal.

const THIS_YEAR = new Date().getFullYear()
const LAST_YEAR = THIS_YEAR - 1
const today = () => {
	const now = new Date()
	return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

async function logRead(request: APIRequestContext, entry: Record<string, unknown>) {
	const res = await request.post('/api/entries', { data: entry })
	expect(res.status(), await res.text()).toBe(201)
}

/** A reader with eight reads last year (a reread, half stars, some with a start day, one private) and one today. */
async function readerWithYear(request: APIRequestContext, label: string) {
	const account = newAccount(label)
	await signUpByApi(request, account)
	const [sabriel, hobbit, pride, gatsby, farm] = await Promise.all(
		['Sabriel', 'The Hobbit', 'Pride and Prejudice', 'The Great Gatsby', 'Animal Farm'].map((t) =>
			catalogueBookId(request, t),
		),
	)
	const y = LAST_YEAR
	await logRead(request, { bookId: sabriel, readOn: `${y}-01-20`, startedOn: `${y}-01-06`, rating: 4.5 })
	await logRead(request, { bookId: hobbit, readOn: `${y}-02-11`, startedOn: `${y}-02-01`, rating: 5 })
	await logRead(request, { bookId: pride, readOn: `${y}-03-03`, rating: 3.5 })
	await logRead(request, { bookId: gatsby, readOn: `${y}-03-28`, rating: 2.5 })
	await logRead(request, { bookId: hobbit, readOn: `${y}-07-14`, startedOn: `${y}-07-10`, rating: 4, reread: true })
	await logRead(request, { bookId: farm, readOn: `${y}-09-02`, rating: 0.5, visibility: 'private' })
	await logRead(request, { bookId: sabriel, readOn: `${y}-11-30`, reread: true })
	await logRead(request, { bookId: pride, readOn: `${y}-12-24`, rating: 4, reread: true })
	await logRead(request, { bookId: gatsby, readOn: today() })
	return account
}

/** Light and dark at 1280 and 375 wide: a screenshot each, axe each time, and no sideways scroll at 320. */
async function lookAt(page: Page, path: string, name: string, heading: RegExp | string) {
	const found: string[] = []
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		for (const width of [1280, 375, 320]) {
			await page.setViewportSize({ width, height: 900 })
			await page.goto(path)
			await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
			await expect(page.getByText('Loading…')).toHaveCount(0)
			expect(
				await page.evaluate(() => document.documentElement.scrollWidth),
				`${path} at ${width}px fits`,
			).toBeLessThanOrEqual(width)
			if (width !== 320) await screenshot(page, name, scheme)
			found.push(...(await seriousViolations(page)).map((v) => `${path} ${scheme} ${width}px: ${v}`))
		}
	}
	await page.emulateMedia({ colorScheme: 'light' })
	await page.setViewportSize({ width: 1280, height: 800 })
	expect(found).toEqual([])
}

test('the stats page charts a year of reads with tables behind the bars, and the goal is set from it', async ({
	page,
}) => {
	test.setTimeout(240_000)
	await readerWithYear(page.request, 'stats')
	await page.goto(`/nav/stats?year=${LAST_YEAR}`)
	await expect(page.getByRole('heading', { level: 1, name: 'Your Stats' })).toBeVisible()
	await expect(
		page.getByRole('navigation', { name: 'Stats years' }).getByRole('link', { name: String(LAST_YEAR), exact: true }),
	).toHaveAttribute('aria-current', 'page')
	const figures = page.locator('.stats-figures')
	await expect(figures.getByText('Books read')).toBeVisible()
	// Eight reads of five books: Sabriel, The Hobbit and Pride and Prejudice were each read twice.
	await expect(figures.locator('.stats-figures__item').filter({ hasText: 'Books read' }).locator('dd')).toHaveText('5')
	await expect(
		figures
			.locator('.stats-figures__item')
			.filter({ hasText: /^Reads/ })
			.locator('dd'),
	).toHaveText('8')
	await expect(figures.locator('.stats-figures__item').filter({ hasText: 'Rereads' }).locator('dd')).toHaveText('3')
	// Seven ratings, 48 half-stars: 3.43 stars on average.
	await expect(figures.locator('.stats-figures__item').filter({ hasText: 'Average rating' }).locator('dd')).toHaveText(
		'3.43 stars (7 ratings)',
	)
	await expect(figures.locator('.stats-figures__item').filter({ hasText: 'Longest book' })).toContainText('Sabriel')
	// Every chart has its numbers as a table for screen readers.
	const months = page.getByRole('table', { name: 'Reads per month' })
	await expect(months.getByRole('row')).toHaveCount(13)
	await expect(months.getByRole('row', { name: `March ${LAST_YEAR} 2` })).toHaveCount(1)
	await expect(page.getByText('8 reads in all; the most in March: 2 reads.')).toBeVisible()
	await expect(page.getByRole('table', { name: 'Ratings' }).getByRole('row', { name: '4½ stars 1' })).toHaveCount(1)
	await expect(page.getByRole('region', { name: 'Top authors' }).getByRole('listitem')).not.toHaveCount(0)

	// This year's goal, from the stats page: a bad number is refused inline, a good one shows progress.
	await page
		.getByRole('navigation', { name: 'Stats years' })
		.getByRole('link', { name: String(THIS_YEAR), exact: true })
		.click()
	await expect(page).toHaveURL(new RegExp(`year=${THIS_YEAR}$`))
	const goal = page.getByRole('region', { name: `Reading goal for ${THIS_YEAR}` })
	// A small card until the reader asks for the form; the form takes the focus.
	await expect(goal.getByRole('form')).toHaveCount(0)
	await goal.getByRole('button', { name: 'Set a goal' }).click()
	await expect(goal.getByLabel(`How many books in ${THIS_YEAR}?`)).toBeFocused()
	await goal.getByLabel(`How many books in ${THIS_YEAR}?`).fill('0')
	await goal.getByRole('button', { name: 'Save goal' }).click()
	await expect(goal.getByText('Enter a goal from 1 to 1,000,000').first()).toBeVisible()
	await expect(goal.getByLabel(`How many books in ${THIS_YEAR}?`)).toBeFocused()
	await goal.getByLabel(`How many books in ${THIS_YEAR}?`).fill('12')
	await goal.getByRole('button', { name: 'Save goal' }).click()
	await expect(goal.getByText(/^1 of 12 books, /)).toBeVisible()
	await expect(goal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '8')

	// The same card on the profile.
	await page.goto('/nav/profile')
	await expect(
		page.getByRole('region', { name: `Reading goal for ${THIS_YEAR}` }).getByText(/^1 of 12 books, /),
	).toBeVisible()

	await lookAt(page, `/nav/stats?year=${LAST_YEAR}`, 'stats-year', 'Your Stats')
	await lookAt(page, '/nav/stats?year=all', 'stats-all-time', 'Your Stats')
})

test('a reader without reads gets an honest empty state and the goal card', async ({ page }) => {
	await signUpByApi(page.request, newAccount('nostats'))
	await page.goto('/nav/home')
	await page.getByRole('link', { name: 'Your reading goal and stats' }).click()
	await expect(page).toHaveURL(/\/nav\/stats$/)
	await expect(page.getByRole('heading', { name: `No reads in ${THIS_YEAR} yet` })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Log a book' })).toBeVisible()
	await expect(
		page.getByRole('region', { name: `Reading goal for ${THIS_YEAR}` }).getByRole('button', { name: 'Set a goal' }),
	).toBeVisible()
	await expect(page.locator('.stats-bars')).toHaveCount(0)
	await lookAt(page, '/nav/stats', 'stats-empty', 'Your Stats')
})

test("the year in review: top-rated covers, first and last book, shareable with link-preview tags; others' stats leave out private reads", async ({
	page,
	browser,
	baseURL,
}, testInfo) => {
	test.setTimeout(240_000)
	const account = await readerWithYear(page.request, 'review')
	const path = `/u/${account.username}/year/${LAST_YEAR}`

	const visitor = await newAppContext(browser, {
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'visitor')),
	})
	const visit = await visitor.newPage()
	await visit.goto(path)
	await expect(
		visit.getByRole('heading', { level: 1, name: `${account.username}’s ${LAST_YEAR} in books` }),
	).toBeVisible()
	// As a visitor: seven public reads (Animal Farm is private) of four books; the top list names each book once.
	await expect(visit.getByText(`${account.username} read 4 books (7 reads with rereads) and`)).toBeVisible()
	const top = visit.getByRole('region', { name: 'Top rated' })
	await expect(top.getByRole('article')).toHaveCount(4)
	await expect(top.getByRole('article').first()).toContainText('The Hobbit')
	await expect(top.locator('img[src*="/api/covers/"][src*="h=150"]')).toHaveCount(4)
	await expect(top).not.toContainText('Animal Farm')
	const firstLast = visit.getByRole('region', { name: 'First and last book of the year' })
	await expect(firstLast.getByRole('article').first()).toContainText('Sabriel')
	await expect(firstLast.getByRole('article').last()).toContainText('Pride and Prejudice')
	await expect(visit.getByLabel('Link to this page')).toHaveValue(`${baseURL}${path}`)
	// The years link back and forward, but never past this year.
	const years = visit.getByRole('navigation', { name: 'Years' })
	await years.getByRole('link', { name: `${THIS_YEAR} →` }).click()
	await expect(visit).toHaveURL(new RegExp(`/year/${THIS_YEAR}$`))
	await expect(years.getByRole('link', { name: `← ${LAST_YEAR}` })).toBeVisible()
	await expect(years.getByRole('link', { name: `${THIS_YEAR + 1} →` })).toHaveCount(0)
	await visitor.close()

	const html = await (await page.request.get(path)).text()
	expect(html).toContain(`<meta property="og:title" content="${account.username}’s ${LAST_YEAR} in books">`)
	expect(html).toContain(`<meta property="og:image" content="${baseURL}/api/covers/`)
	expect(html).toContain('?h=150&#38;dpr=2">')

	await lookAt(page, path, 'year-in-review', `${account.username}’s ${LAST_YEAR} in books`)

	// Another reader's view of the stats page counts the public reads only.
	const other = await newAppContext(browser, {
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'other')),
	})
	const otherPage = await other.newPage()
	await signUpByApi(otherPage.request, newAccount('other'))
	await otherPage.goto(`/u/${account.username}/stats?year=${LAST_YEAR}`)
	await expect(otherPage.getByRole('heading', { level: 1, name: `${account.username}’s stats` })).toBeVisible()
	await expect(otherPage.locator('.stats-figures__item').filter({ hasText: 'Books read' }).locator('dd')).toHaveText(
		'4',
	)
	await expect(
		otherPage
			.locator('.stats-figures__item')
			.filter({ hasText: /^Reads/ })
			.locator('dd'),
	).toHaveText('7')
	await other.close()
})
