import { expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { test } from './support/client-address.ts'
import { screenshot } from './support/screenshots.ts'
import { seriousViolations } from './support/serious-violations.ts'

// A reader adds a book the catalogue lacks (with a cover), is warned of the duplicate when adding it again,
// corrects it, reads its history and reverts the correction: each screen axe-clean.

const TITLE = 'The Glass Orchard'

async function search(page: Page, query: string) {
	await page.getByLabel('Search for a book').fill(query)
	await page.getByRole('button', { name: 'Search', exact: true }).click()
}

test('add a book with a cover, see the duplicate warning, correct it, read its history and revert', async ({
	page,
}) => {
	await signUpByApi(page.request, newAccount('adder'))
	await page.goto('/nav/search')
	await search(page, 'glass orchard')
	await expect(page.getByRole('link', { name: TITLE })).toHaveCount(0)

	await page.goto(`/books/new?title=${encodeURIComponent(TITLE)}`)
	await expect(page.getByRole('heading', { level: 1, name: 'Add a book' })).toBeVisible()
	await expect(page.getByLabel('Title', { exact: true })).toHaveValue(TITLE)
	await page.getByRole('button', { name: 'Add book' }).click()
	await expect(page.getByRole('alert')).toHaveText('Name at least one author')
	await expect(page.getByLabel('Authors')).toBeFocused()
	await page.getByLabel('Authors').fill('Mira Holt')
	await page.getByLabel('ISBN (optional)').fill('978-3-16-148410-1')
	await page.getByRole('button', { name: 'Add book' }).click()
	await expect(page.getByRole('alert')).toHaveText('This is not a valid ISBN-10 or ISBN-13')
	await page.getByLabel('ISBN (optional)').fill('978-3-16-148410-0')
	await page.getByLabel('Pages (optional)').fill('320')
	await page.getByLabel('Year published (optional)').fill('2024')
	await page.getByRole('radio', { name: 'E-book' }).check()
	const cover = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#2f6b43' } })
		.png()
		.toBuffer()
	await page.getByLabel('Cover (optional)').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover })
	expect(await seriousViolations(page, 'new book')).toEqual([])
	await screenshot(page, 'book-new')
	await page.getByRole('button', { name: 'Add book' }).click()

	await expect(page).toHaveURL(/\/book\/[0-9a-f-]{36}\/the-glass-orchard$/)
	const bookUrl = page.url()
	await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
	const image = page.locator('.book-head img')
	await expect(image).toHaveJSProperty('complete', true)
	expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight)).toBeCloseTo(2 / 3, 1)
	const links = page.getByRole('navigation', { name: "This book's catalogue data" })
	await expect(links.getByRole('link', { name: 'Edit book' })).toBeVisible()
	await expect(links.getByRole('button', { name: /Report the data of/ })).toBeVisible()
	await screenshot(page, 'book-added')

	await page.goto(`/books/new?title=${encodeURIComponent(TITLE)}&author=Mira%20Holt`)
	await page.getByRole('button', { name: 'Add book' }).click()
	const warning = page.getByRole('region', { name: 'Is it one of these?' })
	await expect(warning.getByRole('link', { name: TITLE })).toHaveAttribute('href', new URL(bookUrl).pathname)
	await expect(page.getByRole('button', { name: 'Create anyway' })).toBeVisible()
	expect(await seriousViolations(page, 'duplicate warning')).toEqual([])
	await screenshot(page, 'book-duplicates')
	await warning.getByRole('link', { name: TITLE }).click()
	await expect(page).toHaveURL(bookUrl)

	await links.getByRole('link', { name: 'Edit book' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Edit book' })).toBeVisible()
	await page.getByLabel('Title', { exact: true }).fill('The Glass Orchards')
	await page.getByLabel('Subtitle').fill('A Novel')
	await page.getByLabel('Language').fill('en')
	await page.getByRole('button', { name: 'Save changes' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
	expect(await seriousViolations(page, 'edit book')).toEqual([])
	await screenshot(page, 'book-edit')

	// A new cover shows at once on the edit page, the book page and in search results, though browsers keep a
	// cover a day: its address carries the cover's version.
	const shownCover = page.getByRole('form', { name: 'Cover' }).locator('img')
	const oldSrc = await shownCover.getAttribute('src')
	const amber = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#f2b01e' } })
		.png()
		.toBuffer()
	await page.getByLabel('New cover').setInputFiles({ name: 'amber.png', mimeType: 'image/png', buffer: amber })
	await page.getByRole('button', { name: 'Upload cover' }).click()
	await expect(
		page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'The new cover is saved.' }),
	).toBeVisible()
	await expect(shownCover).not.toHaveAttribute('src', oldSrc!)
	const newSrc = await shownCover.getAttribute('src')
	await page.goto(bookUrl)
	await expect(image).toHaveAttribute('src', newSrc!.replace('h=150', 'h=200'))
	await expect(image).toHaveJSProperty('complete', true)
	const amberPixel = await image.evaluate((img: HTMLImageElement) => {
		const canvas = document.createElement('canvas')
		canvas.width = img.naturalWidth
		canvas.height = img.naturalHeight
		const context = canvas.getContext('2d')!
		context.drawImage(img, 0, 0)
		return [...context.getImageData(5, 5, 1, 1).data.slice(0, 3)]
	})
	expect(amberPixel[0]).toBeGreaterThan(0xc0)
	await screenshot(page, 'book-new-cover')
	await page.goBack()

	await page.goto('/nav/search')
	await search(page, 'glass orchards')
	await expect(page.getByRole('link', { name: 'The Glass Orchards' })).toBeVisible()

	await page.goBack()
	await page.goBack()
	await page.getByRole('link', { name: 'History' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Edit history' })).toBeVisible()
	const edit = page.getByRole('listitem').filter({ hasText: 'The Glass Orchards' })
	await expect(edit.getByText('The Glass Orchard', { exact: true })).toBeVisible()
	await expect(edit.getByText('The Glass Orchards', { exact: true })).toBeVisible()
	expect(await seriousViolations(page, 'history')).toEqual([])
	await screenshot(page, 'book-history')
	await edit.getByRole('button', { name: 'Revert this edit' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Reverted.' })).toBeVisible()
	await expect(page.getByRole('listitem').filter({ hasText: '(a revert)' })).toBeVisible()
	await screenshot(page, 'book-history-reverted')

	await page.goto(bookUrl)
	await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
})
