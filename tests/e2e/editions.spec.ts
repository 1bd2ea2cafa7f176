import { expect } from '@playwright/test'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { catalogueBookId } from './support/catalogue.ts'
import { test } from './support/client-address.ts'
import { lookAt } from './support/look-at.ts'
import { screenshot } from './support/screenshots.ts'

// Works and editions: a reader adds the audiobook of a book from its page, logs a read of it in the dialog with
// the edition picked and the length in hours and minutes, and sees the listening time in their stats.

test('a reader adds an audiobook edition, logs a listen of it, and sees the listening hours in stats', async ({
	page,
}) => {
	test.setTimeout(180_000)
	await signUpByApi(page.request, newAccount('editions'))
	const bookId = await catalogueBookId(page.request, 'Sabriel')
	await page.goto(`/book/${bookId}`)
	const editions = page.getByRole('region', { name: 'Editions' })
	// The goodbooks row and the Open Library edition of the e2e catalogue, under a header row.
	await expect(editions.getByRole('row')).toHaveCount(3)
	await editions.getByRole('link', { name: 'Add another edition' }).click()

	await expect(page.getByRole('heading', { level: 1, name: 'Add another edition' })).toBeVisible()
	await page.getByLabel('ISBN (optional)').fill('978-0-8072-0539-7')
	await page.getByRole('button', { name: 'Add edition' }).click()
	await expect(page.getByRole('alert')).toContainText('Enter a valid ISBN-10 or ISBN-13')
	await expect(page.getByLabel('ISBN (optional)')).toBeFocused()
	await lookAt(page, 'add-edition-error')

	await page.getByRole('radio', { name: 'Audiobook' }).check()
	await page.getByLabel('ISBN (optional)').fill('978-0-8072-0539-6')
	await page.getByLabel('Hours').fill('11')
	await page.getByLabel('Minutes').fill('30')
	await page.getByLabel('Publisher (optional)').fill('Listening Library')
	await page.getByLabel('Year published (optional)').fill('2002')
	await page.getByLabel('Language (optional)').fill('en')
	await page.getByRole('button', { name: 'Add edition' }).click()

	await expect(page.getByRole('heading', { level: 1, name: 'Sabriel' })).toBeVisible()
	const audiobook = editions.getByRole('row', { name: /Audiobook/ })
	await expect(audiobook).toContainText('11 h 30 min')
	await expect(audiobook).toContainText('Listening Library')
	await expect(audiobook).toContainText('9780807205396')
	await editions.scrollIntoViewIfNeeded()
	await lookAt(page, 'book-editions')

	// The same ISBN again is refused, naming the edition that has it.
	await page.goto(`/book/${bookId}/editions/new`)
	await page.getByLabel('ISBN (optional)').fill('9780807205396')
	await page.getByRole('button', { name: 'Add edition' }).click()
	await expect(page.getByRole('alert')).toContainText('the audiobook edition of “Sabriel”')

	await page.goto(`/book/${bookId}`)
	await page.getByRole('button', { name: 'Log a read of Sabriel' }).click()
	const dialog = page.getByRole('dialog')
	const listen = await dialog.locator('option', { hasText: 'Audiobook · 11 h 30 min' }).getAttribute('value')
	await dialog.getByLabel('Which edition').selectOption(listen ?? '')
	await expect(dialog.getByRole('radio', { name: 'Audiobook' })).toBeChecked()
	await dialog.getByLabel('Hours').fill('10')
	await dialog.getByLabel('Minutes').fill('45')
	await screenshot(page, 'log-audiobook-dialog')
	await dialog.getByRole('button', { name: 'Save' }).click()
	await expect(dialog).toHaveCount(0)

	await page.goto('/nav/stats')
	const figures = page.locator('.stats-figures')
	await expect(figures.getByText('Listening time')).toBeVisible()
	await expect(figures).toContainText('10.8 hours')
	await expect(figures).toContainText('Audiobook: 1 read, 10.8 hours')
	await lookAt(page, 'stats-listening')

	// The entry's edit page holds the same edition and length, and a corrected length counts from then on.
	const diary = (await (await page.request.get('/api/me/diary')).json()) as { entries: { id: string }[] }
	await page.goto(`/entry/${diary.entries[0]?.id}/edit`)
	await expect(page.getByRole('radio', { name: 'Audiobook' })).toBeChecked()
	await expect(page.getByLabel('Hours')).toHaveValue('10')
	await expect(page.getByLabel('Minutes')).toHaveValue('45')
	await page.getByLabel('Hours').fill('9')
	await page.getByLabel('Minutes').fill('30')
	await lookAt(page, 'edit-entry-edition')
	await page.getByRole('button', { name: 'Save changes' }).click()
	await expect(page).toHaveURL(/\/entry\/[0-9a-f-]+$/)
	await page.goto('/nav/stats')
	await expect(figures).toContainText('Audiobook: 1 read, 9.5 hours')
})
