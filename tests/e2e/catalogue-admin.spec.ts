import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { expect } from '@playwright/test'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { test } from './support/client-address.ts'
import { lookAt } from './support/look-at.ts'

// An administrator loads a catalogue file on the catalogue page and watches it import; a reader gets the 404.
// The file is rows 31–42 of goodbooks-10k (tests/fixtures/books), books the e2e catalogue does not have yet. The
// e2e server's book services point at a port that refuses, so the page says they cannot be reached.
const FILE = resolve(import.meta.dirname, '../fixtures/books/goodbooks-rows-31-42.csv')

const booksIn = (text: string | null) => Number((/([\d,]+) books/.exec(text ?? '')?.[1] ?? '').replaceAll(',', ''))

test('an administrator uploads a goodbooks file, watches its progress, and the catalogue grows by its books', async ({
	page,
}) => {
	const admin = newAccount('catadmin')
	await signUpByApi(page.request, admin)
	execFileSync('npm', ['run', '--silent', 'user:role', '--', admin.username, 'admin'], {
		env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
		stdio: 'pipe',
	})
	await page.goto('/nav/admin')
	await page.getByRole('link', { name: 'Catalogue' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible()
	const size = page.locator('.catalogue-size')
	await expect(size).toHaveText(/^[\d,]+ books, [\d,]+ editions, [\d,]+ authors$/)
	const before = booksIn(await size.textContent())
	const services = page.getByRole('region', { name: 'Book services' })
	await expect(services.getByRole('listitem')).toHaveText([
		/^Open Library \(.+\): not reachable from this server\. Open Library could not be reached$/,
		/^Google Books \(.+\): not reachable from this server\. Google Books could not be reached$/,
	])

	// A file of the wrong format is refused on the field, before anything is queued.
	const upload = page.getByRole('region', { name: 'Load a catalogue file' })
	await upload.getByLabel('Format').selectOption('openlibrary')
	await upload.getByLabel('Catalogue file (up to 50 MB)').setInputFiles(FILE)
	await upload.getByRole('button', { name: 'Upload and import' }).click()
	await expect(upload.getByText(/file is not an Open Library dump/).first()).toBeVisible()
	await expect(upload.getByLabel('Catalogue file (up to 50 MB)')).toHaveAttribute('aria-invalid', 'true')

	await upload.getByLabel('Format').selectOption('goodbooks')
	await upload.getByLabel('Catalogue file (up to 50 MB)').setInputFiles(FILE)
	await upload.getByRole('button', { name: 'Upload and import' }).click()
	const latest = page.getByRole('region', { name: 'Latest import' })
	await expect(latest).toContainText(`goodbooks-rows-31-42.csv (goodbooks-10k), uploaded by`)
	await expect(latest.getByRole('status')).toHaveText(
		'Done: 12 records read, 12 added, 0 updated, 0 unchanged, 0 skipped.',
		{ timeout: 30_000 },
	)
	await expect(latest.getByRole('progressbar', { name: 'Import done' })).toBeVisible()
	await expect(size).toHaveText(new RegExp(`^${(before + 12).toLocaleString('en')} books,`))
	await lookAt(page, 'admin-catalogue')

	// The new books are in search at once.
	await page.goto('/nav/search?type=book&q=of+mice+and+men')
	await expect(page.getByRole('link', { name: 'Of Mice and Men' })).toBeVisible()
})

test('a reader opening the catalogue page gets the not-found page', async ({ page }) => {
	await signUpByApi(page.request, newAccount('catreader'))
	await page.goto('/nav/admin/catalogue')
	await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
	expect((await page.request.get('/api/admin/catalogue')).status()).toBe(404)
})
