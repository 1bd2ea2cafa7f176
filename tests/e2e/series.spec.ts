import { expect } from '@playwright/test'
import { catalogueBookId } from './support/catalogue.ts'
import { test } from './support/client-address.ts'
import { screenshot } from './support/screenshots.ts'
import { seriousViolations } from './support/serious-violations.ts'

// The e2e catalogue holds The Hunger Games, Catching Fire and Mockingjay from goodbooks-10k, with their Goodreads
// ratings and, from the tag rows beside them (tests/e2e/fixtures/books-README.md), their genres.

test('a book shows its series neighbours, its Goodreads rating by source and its genres; its series opens in order', async ({
	page,
}) => {
	const catchingFire = await catalogueBookId(page.request, 'Catching Fire')
	await page.goto(`/book/${catchingFire}`)
	await expect(page.getByRole('heading', { level: 1, name: 'Catching Fire' })).toBeVisible()
	await expect(page.getByText('Book 2 of The Hunger Games')).toBeVisible()
	const neighbours = page.getByRole('navigation', { name: 'The Hunger Games series' })
	await expect(neighbours.getByRole('link', { name: 'The Hunger Games', exact: true })).toBeVisible()
	await expect(neighbours.getByRole('link', { name: 'Mockingjay' })).toBeVisible()
	await expect(neighbours).toContainText('Previous: The Hunger Games')
	await expect(neighbours).toContainText('Next: Mockingjay')

	const elsewhere = page.getByRole('region', { name: 'From other catalogues' })
	await expect(elsewhere.getByRole('listitem')).toHaveText(
		/^Goodreads readers \(goodbooks-10k\): 4\.\d\d\s+from \d(\.\d)?M ratings$/,
	)
	await expect(elsewhere.getByRole('img', { name: /out of 5 stars/ })).toHaveCount(1)
	await expect(page.getByRole('region', { name: 'Ratings', exact: true })).toContainText(
		'Nobody you can see has rated this book yet.',
	)
	const subjects = page.getByRole('region', { name: 'Subjects' })
	await expect(subjects.getByRole('listitem').filter({ hasText: 'Young adult' })).toHaveCount(1)
	await expect(subjects).not.toContainText('to-read')
	expect(await seriousViolations(page)).toEqual([])
	await screenshot(page, 'series-book-catching-fire')

	await neighbours.getByRole('link', { name: /^All 3 books in The Hunger Games$/ }).click()
	const first = await catalogueBookId(page.request, 'The Hunger Games')
	await expect(page).toHaveURL(new RegExp(`/series/${first}/the-hunger-games$`))
	await expect(page.getByRole('heading', { level: 1, name: 'The Hunger Games' })).toBeVisible()
	await expect(page).toHaveTitle('The Hunger Games · Dogear')
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(['The Hunger Games', 'Catching Fire', 'Mockingjay'])
	await expect(page.locator('.series-books > li').nth(1)).toContainText('Book 2')
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		for (const width of [1280, 375]) {
			await page.setViewportSize({ width, height: 800 })
			expect(await seriousViolations(page), `${scheme} ${width}px`).toEqual([])
			await screenshot(page, 'series-hunger-games', scheme)
		}
	}

	await page.getByRole('link', { name: 'Mockingjay' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Mockingjay' })).toBeVisible()
	await expect(page.getByRole('navigation', { name: 'The Hunger Games series' })).not.toContainText('Next:')
})
