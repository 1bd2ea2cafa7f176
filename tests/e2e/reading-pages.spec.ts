import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { catalogueBookId } from './support/catalogue.ts'
import { test } from './support/client-address.ts'
import { screenshot } from './support/screenshots.ts'
import { seriousViolations } from './support/serious-violations.ts'
import { ok } from './support/api-ok.ts'

// The reader's own pages: Diary, Your reviews, Readlist and Activity, and the default visibility of new entries.
// Entries are made through the API (the log form has its own journey), on books of the e2e catalogue.

const PAGES = [
	['diary', '/nav/diary', 'Your Diary'],
	['reviews', '/nav/reviews', 'Your Reviews'],
	['readlist', '/nav/readlist', 'Readlist'],
	['activity', '/nav/activity', 'Your activity'],
] as const

async function logEntry(
	request: APIRequestContext,
	entry: Record<string, unknown>,
): Promise<{ id: string; visibility: string }> {
	const res = await request.post('/api/entries', { data: entry })
	expect(res.status(), await res.text()).toBe(201)
	return ((await res.json()) as { entry: { id: string; visibility: string } }).entry
}

/** Each page in light and dark, at desktop width and at 320 px: a screenshot, no sideways scrolling, and axe. */
async function lookAtEveryPage(page: Page, label: string, extra: readonly (readonly [string, string])[] = []) {
	const found: string[] = []
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		for (const width of [1280, 320]) {
			await page.setViewportSize({ width, height: 800 })
			for (const [name, path] of [...PAGES.map(([n, p]) => [n, p] as const), ...extra]) {
				await page.goto(path)
				await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
				await expect(page.getByText('Loading…')).toHaveCount(0)
				expect(
					await page.evaluate(() => document.documentElement.scrollWidth),
					`${path} at ${width}px fits`,
				).toBeLessThanOrEqual(width)
				await screenshot(page, `reading-${label}-${name}`, scheme)
				found.push(...(await seriousViolations(page)).map((v) => `${path} ${scheme} ${width}px: ${v}`))
			}
		}
	}
	await page.emulateMedia({ colorScheme: 'light' })
	await page.setViewportSize({ width: 1280, height: 800 })
	expect(found).toEqual([])
}

test('a new reader finds each page honestly empty, with the way to fill it', async ({ page }) => {
	test.setTimeout(180_000)
	await signUpByApi(page.request, newAccount('empty'))
	await page.goto('/nav/diary')
	await expect(page.getByRole('heading', { name: 'Your diary is empty' })).toBeVisible()
	await page.getByRole('link', { name: 'Log a book' }).click()
	await expect(page).toHaveURL(/\/nav\/reviews\/add$/)
	await page.goto('/nav/reviews')
	await expect(page.getByRole('heading', { name: 'No reviews yet' })).toBeVisible()
	await page.goto('/nav/readlist')
	await expect(page.getByRole('heading', { name: 'Your readlist is empty' })).toBeVisible()
	await expect(page.getByText(/‘Want to read’ on a book page/)).toBeVisible()
	await page.goto('/nav/activity')
	await expect(page.getByRole('heading', { name: 'Nothing has happened yet' })).toBeVisible()
	await lookAtEveryPage(page, 'empty')
})

test('Load more brings the next pages of the diary and the activity, and says how many are shown', async ({ page }) => {
	await signUpByApi(page.request, newAccount('many'))
	const hobbit = await catalogueBookId(page.request, 'The Hobbit')
	// 55 rereads, one a day from January 1, 2024: more than a diary page (50) and an activity page (30).
	for (let day = 0; day < 55; day += 1) {
		const readOn = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10)
		await logEntry(page.request, { bookId: hobbit, readOn, reread: day > 0 })
	}
	await page.goto('/nav/diary')
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(['February 2024', 'January 2024'])
	const rows = page.getByRole('main').getByRole('region').getByRole('listitem')
	await expect(rows).toHaveCount(50)
	await expect(page.getByRole('status').filter({ hasText: 'Showing 50 entries.' })).toBeVisible()
	await page.getByRole('button', { name: 'Load more' }).click()
	await expect(rows).toHaveCount(55)
	// January's rows from both pages stay under one heading.
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(['February 2024', 'January 2024'])
	await expect(page.getByRole('region', { name: 'January 2024' }).getByRole('listitem')).toHaveCount(31)
	await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)
	const count = page.getByRole('status').filter({ hasText: 'Showing 55 entries.' })
	await expect(count).toBeFocused()

	// On a phone, a month's heading stays in sight below the shell's top bar while its rows scroll by.
	await page.setViewportSize({ width: 375, height: 700 })
	const january = page.getByRole('heading', { level: 2, name: 'January 2024' })
	await page.getByRole('region', { name: 'January 2024' }).getByRole('listitem').nth(15).scrollIntoViewIfNeeded()
	const bar = await page.locator('.shell-topbar').boundingBox()
	const heading = await january.boundingBox()
	expect(heading!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1)
	expect(heading!.y).toBeLessThan(bar!.y + bar!.height + 5)
	await page.setViewportSize({ width: 1280, height: 800 })

	await page.goto('/nav/activity')
	const lines = page.getByRole('main').getByRole('listitem')
	await expect(lines).toHaveCount(30)
	await page.getByRole('button', { name: 'Load more' }).click()
	await expect(lines).toHaveCount(55)
	await expect(page.getByRole('status').filter({ hasText: 'Showing 55 items.' })).toBeFocused()
})

test('diary by month with a year filter, reviews newest-updated first with her own spoilers open, readlist sorts, activity in words, and the default visibility', async ({
	page,
}) => {
	test.setTimeout(240_000)
	const request = page.request
	await signUpByApi(request, newAccount('log'))
	const [hobbit, pride, kite, gatsby, fellowship, gone, flies, farm] = await Promise.all(
		[
			'The Hobbit',
			'Pride and Prejudice',
			'The Kite Runner',
			'The Great Gatsby',
			'The Fellowship of the Ring',
			'Gone Girl',
			'Lord of the Flies',
			'Animal Farm',
		].map((t) => catalogueBookId(request, t)),
	)
	const hobbitEntry = await logEntry(request, {
		bookId: hobbit,
		readOn: '2025-03-14',
		rating: 4.5,
		liked: true,
		review: 'There and back again, and worth every step.',
	})
	await logEntry(request, {
		bookId: pride,
		readOn: '2026-10-20',
		rating: 3,
		reread: true,
		spoilers: true,
		review: 'Darcy turns out to be kind all along.',
	})
	await logEntry(request, { bookId: kite, readOn: '2026-10-05' })
	const gatsbyEntry = await logEntry(request, {
		bookId: gatsby!,
		readOn: '2026-09-01',
		rating: 2,
		review: 'Not for me.',
	})
	await ok(request.delete(`/api/entries/${gatsbyEntry.id}`))
	await ok(request.patch(`/api/entries/${hobbitEntry.id}`, { data: { rating: 5 } }))
	for (const id of [gone, flies, farm]) await ok(request.put(`/api/books/${id}/shelf`, { data: { status: 'want' } }))
	await ok(request.post(`/api/books/${fellowship}/progress`, { data: { page: 120, note: 'Slow going in the Shire' } }))

	// Diary: months newest first, each a heading over a list; the day of the month, the stars and marks in words.
	await page.goto('/nav/diary')
	await expect(page.getByRole('heading', { level: 1, name: 'Your Diary' })).toBeVisible()
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(['October 2026', 'March 2025'])
	const october = page.getByRole('region', { name: 'October 2026' })
	await expect(october.getByRole('listitem')).toHaveCount(2)
	await expect(october.getByRole('heading', { level: 3 })).toHaveText(['Pride and Prejudice', 'The Kite Runner'])
	const prideRow = october.getByRole('listitem').first()
	await expect(prideRow.locator('time')).toHaveAttribute('datetime', '2026-10-20')
	await expect(prideRow.locator('time')).toContainText('October 20, 2026')
	await expect(prideRow.getByRole('img', { name: '3 out of 5 stars' })).toBeVisible()
	await expect(prideRow.getByText('Reread')).toBeAttached()
	await expect(page.getByText('The Great Gatsby')).toHaveCount(0)
	await expect(page.getByRole('status').filter({ hasText: 'Showing 3 entries.' })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)

	const years = page.getByRole('navigation', { name: 'Diary years' })
	await expect(years.getByRole('link')).toHaveText(['All years', '2026', '2025'])
	await expect(years.getByRole('link', { name: 'All years' })).toHaveAttribute('aria-current', 'page')
	await page.goto('/nav/diary?year=1999')
	await expect(page.getByText('You have no entries from 1999.')).toBeVisible()
	await expect(years.getByRole('link', { name: 'All years' })).not.toHaveAttribute('aria-current')
	await years.getByRole('link', { name: '2025' }).click()
	await expect(page).toHaveURL(/\/nav\/diary\?year=2025$/)
	await expect(years.getByRole('link', { name: '2025' })).toHaveAttribute('aria-current', 'page')
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(['March 2025'])
	const hobbitRow = page.getByRole('region', { name: 'March 2025' }).getByRole('listitem')
	await expect(hobbitRow.locator('time')).toHaveAttribute('datetime', '2025-03-14')
	await expect(hobbitRow.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
	await expect(hobbitRow.getByText('Liked')).toBeAttached()
	await expect(hobbitRow.getByText('1937')).toBeVisible()
	await hobbitRow.getByRole('link', { name: 'The Hobbit' }).click()
	await expect(page).toHaveURL(new RegExp(`/entry/${hobbitEntry.id}$`))
	await page.goBack()
	await expect(page).toHaveURL(/\/nav\/diary\?year=2025$/)

	// Your reviews: the Hobbit was changed last, so it comes first; the spoiler review is folded until asked for.
	await page.goto('/nav/reviews')
	await expect(page.getByRole('heading', { level: 1, name: 'Your Reviews' })).toBeVisible()
	await expect(page.getByRole('article')).toHaveCount(2)
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(['The Hobbit', 'Pride and Prejudice'])
	const today = new Date().toLocaleDateString('en-US', { dateStyle: 'long' })
	const hobbitReview = page.getByRole('article', { name: 'The Hobbit' })
	await expect(hobbitReview.getByText(`Logged on ${today}`)).toBeVisible()
	// Changed the same day it was logged: no separate 'Updated on'.
	await expect(hobbitReview.getByText('Updated on')).toHaveCount(0)
	await expect(hobbitReview.getByText('There and back again, and worth every step.')).toBeVisible()
	await expect(hobbitReview.getByRole('link', { name: 'Edit your review of The Hobbit' })).toHaveAttribute(
		'href',
		`/entry/${hobbitEntry.id}/edit`,
	)
	// Her own spoilers are hers to read: open on Your reviews as on the entry page, folded only for others.
	const prideReview = page.getByRole('article', { name: 'Pride and Prejudice' })
	await expect(prideReview.getByText('Darcy turns out to be kind all along.')).toBeVisible()
	await expect(prideReview.getByText('This review contains spoilers.')).toHaveCount(0)
	await expect(prideReview.getByRole('button', { name: 'Show the review' })).toHaveCount(0)

	// Readlist: newest added first, then by title, then by the author's surname; the sort lives in the URL.
	await page.goto('/nav/readlist')
	await expect(page.getByRole('heading', { level: 1, name: 'Readlist' })).toBeVisible()
	await expect(page.getByText('3 books you want to read')).toBeVisible()
	const titles = page
		.getByRole('list')
		.filter({ has: page.getByRole('heading', { level: 2 }) })
		.getByRole('heading', { level: 2 })
	await expect(titles).toHaveText(['Animal Farm', 'Lord of the Flies', 'Gone Girl'])
	await expect(
		page.getByRole('listitem').filter({ hasText: 'Animal Farm' }).getByText(`Added on ${today}`),
	).toBeVisible()
	const sorts = page.getByRole('navigation', { name: 'Sort the readlist' })
	await sorts.getByRole('link', { name: 'Title' }).click()
	await expect(page).toHaveURL(/\/nav\/readlist\?sort=title$/)
	await expect(titles).toHaveText(['Animal Farm', 'Gone Girl', 'Lord of the Flies'])
	await sorts.getByRole('link', { name: 'Author' }).click()
	await expect(page).toHaveURL(/\/nav\/readlist\?sort=author$/)
	await expect(sorts.getByRole('link', { name: 'Author' })).toHaveAttribute('aria-current', 'page')
	await expect(titles).toHaveText(['Gone Girl', 'Lord of the Flies', 'Animal Farm'])
	await page.reload()
	await expect(titles).toHaveText(['Gone Girl', 'Lord of the Flies', 'Animal Farm'])

	// Activity: newest first, one sentence each, with a machine-readable time.
	await page.goto('/nav/activity')
	await expect(page.getByRole('heading', { level: 1, name: 'Your activity' })).toBeVisible()
	const lines = page.getByRole('main').getByRole('listitem')
	await expect(lines.first()).toContainText(
		'You are on page 120 of The Fellowship of the Ring: “Slow going in the Shire”',
	)
	for (const sentence of [
		'You shelved Animal Farm as Want to read',
		'You updated your entry for The Hobbit (rating)',
		'You deleted an entry for The Great Gatsby',
		'You logged The Kite Runner',
		'You logged Pride and Prejudice (a reread)',
		'You logged The Hobbit',
	]) {
		await expect(lines.filter({ hasText: sentence })).toHaveCount(1)
	}
	await expect(
		lines.filter({ hasText: 'You logged Pride and Prejudice' }).getByRole('img', { name: '3 out of 5 stars' }),
	).toBeVisible()
	await expect(lines.filter({ hasText: 'You logged The Hobbit' })).toContainText('and liked it')
	await expect(lines.first().locator('time')).toHaveText('just now')
	expect(await lines.first().locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/)
	await expect(page.getByText('Not for me.')).toHaveCount(0)
	await lines
		.filter({ hasText: 'You updated your entry for The Hobbit' })
		.getByRole('link', { name: 'The Hobbit' })
		.click()
	await expect(page).toHaveURL(new RegExp(`/entry/${hobbitEntry.id}$`))

	// Settings › Privacy: the default for new entries, kept across a reload and used by the next entry.
	await page.goto('/nav/settings?tab=privacy')
	const group = page.getByRole('group', { name: 'Who sees new entries' })
	await expect(group.getByRole('radio', { name: 'Public' })).toBeChecked()
	await group.getByRole('radio', { name: 'Friends' }).check()
	await expect(page.getByText('You have unsaved changes.')).toBeVisible()
	await page.getByRole('button', { name: 'Save privacy settings' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Saved. New entries will use this choice.' })).toBeVisible()
	await page.reload()
	await expect(
		page.getByRole('group', { name: 'Who sees new entries' }).getByRole('radio', { name: 'Friends' }),
	).toBeChecked()
	expect((await logEntry(request, { bookId: kite, readOn: '2026-11-01', reread: true })).visibility).toBe('friends')

	await lookAtEveryPage(page, 'log', [['settings-privacy', '/nav/settings?tab=privacy']])
})
