import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { test } from './support/client-address.ts'
import { screenshot } from './support/screenshots.ts'
import { seriousViolations } from './support/serious-violations.ts'

const FILE = resolve(import.meta.dirname, '../fixtures/imports/goodreads-small.csv')
const BULK_FILE = resolve(import.meta.dirname, '../fixtures/imports/goodreads-bulk.csv')

/** Light and dark at 1280 and 375 px, and no sideways scroll at 320; the page is left light and wide. */
async function screenshots(page: Page, screen: string) {
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		for (const width of [1280, 375]) {
			await page.setViewportSize({ width, height: 900 })
			await screenshot(page, screen, scheme)
		}
	}
	await page.setViewportSize({ width: 320, height: 900 })
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
	await page.setViewportSize({ width: 1280, height: 900 })
	await page.emulateMedia({ colorScheme: 'light' })
}
const row = (page: Page, n: number) => page.getByRole('listitem', { name: new RegExp(`^Row ${n}:`) })

test('a Goodreads file is reviewed (one match changed, one row skipped), imported with progress, reported, and the diary is filled; the CSV export downloads', async ({
	page,
}) => {
	await signUpByApi(page.request, newAccount('importer'))
	await page.goto('/nav/settings?tab=data')
	await expect(page.getByRole('heading', { name: 'Import', exact: true })).toBeVisible()
	expect(await seriousViolations(page)).toEqual([])

	// Nothing chosen: the field says so.
	await page.getByRole('button', { name: 'Upload and review' }).click()
	await expect(page.getByText('Choose the file you exported first.').first()).toBeVisible()

	await page.getByLabel('Export file (CSV or TSV, up to 10 MB)').setInputFiles(FILE)
	await page.getByRole('button', { name: 'Upload and review' }).click()
	await expect(page.getByRole('heading', { name: 'Goodreads import: goodreads-small.csv' })).toBeVisible()
	await expect(page.getByText('Waiting for your review')).toBeVisible()
	await expect(page.getByText('4 rows: 2 will be imported, 2 found no book.')).toBeVisible()
	await expect(row(page, 1).getByText('Matched by ISBN, 100% (certain)')).toBeVisible()
	await expect(row(page, 2).getByText('Matched by title and author')).toBeVisible()
	await expect(row(page, 3).getByText('No match')).toBeVisible()
	expect(await seriousViolations(page)).toEqual([])
	await screenshots(page, 'import-review')

	// Row 3 ('Mockingbird' by 'Lee') is To Kill a Mockingbird: the reader finds it.
	await row(page, 3).getByRole('button', { name: 'Change the book for row 3' }).click()
	await row(page, 3).getByLabel('Title, author or ISBN').fill('To Kill a Mockingbird')
	await row(page, 3).getByRole('button', { name: 'Search', exact: true }).click()
	await row(page, 3).getByRole('button', { name: 'Choose To Kill a Mockingbird' }).click()
	await expect(row(page, 3).getByText('Chosen by you, 100% (certain)')).toBeVisible()
	// Row 4 is not in the catalogue and the reader does not want it.
	await row(page, 4).getByRole('button', { name: 'Skip row 4' }).click()
	await expect(row(page, 4).getByText('You skipped this row')).toBeVisible()
	await expect(page.getByText('4 rows: 3 will be imported, 1 found no book.')).toBeVisible()

	await page.getByRole('button', { name: 'Import 3 books' }).click()
	await expect(page.getByRole('progressbar')).toBeVisible()
	await expect(page.getByText('Report: 3 imported, 1 skipped, 0 failed.')).toBeVisible({ timeout: 30_000 })
	await expect(page.getByRole('progressbar')).toHaveAttribute('value', '4')
	await expect(row(page, 1).getByText('Imported: 1 read logged, shelved as read, 2 tags')).toBeVisible()
	await expect(row(page, 4).getByText('Skipped: Skipped in review')).toBeVisible()
	expect(await seriousViolations(page)).toEqual([])
	await screenshots(page, 'import-report')

	await page.goto('/nav/diary')
	for (const title of ['The Hunger Games', 'The Hobbit', 'To Kill a Mockingbird'])
		await expect(page.getByText(title, { exact: false }).first()).toBeVisible()

	await page.goto('/nav/settings?tab=data')
	await expect(page.getByRole('link', { name: 'goodreads-small.csv' })).toBeVisible()
	const downloading = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Download Goodreads CSV' }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toMatch(/^dogear-goodreads-\d{4}-\d\d-\d\d\.csv$/)
	const csv = readFileSync((await download.path())!, 'utf8')
	const [header, ...lines] = csv.trim().split('\r\n')
	expect(header?.startsWith('Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating')).toBe(true)
	expect(lines).toHaveLength(3)
	expect(csv).toContain('2020/05/01')
	expect(await seriousViolations(page)).toEqual([])
	await screenshots(page, 'import-export')
})

test('the rows without a book are created from their own data in one click, and the import finishes in the next; a wrong Goodreads id is flagged, not imported', async ({
	page,
}) => {
	await signUpByApi(page.request, newAccount('bulkimporter'))
	await page.goto('/nav/settings?tab=data')
	for (const service of ['Goodreads', 'StoryGraph', 'Open Library', 'LibraryThing', 'Calibre', 'Openreads', 'BookWyrm'])
		await expect(page.getByRole('listitem').filter({ hasText: `${service}:` })).toBeVisible()
	await expect(page.getByLabel('Exported from')).toHaveValue('detect')
	await screenshots(page, 'import-sources')

	await page.getByLabel('Export file (CSV or TSV, up to 10 MB)').setInputFiles(BULK_FILE)
	await page.getByRole('button', { name: 'Upload and review' }).click()
	await expect(page.getByText('4 rows: 1 will be imported, 2 found no book, 1 flagged for your look.')).toBeVisible()
	// Row 4's Goodreads id is The Hunger Games': the match is flagged, not certain, and waits for the reader.
	await expect(row(page, 4).getByText('Matched by its Goodreads or Open Library id, 10% (flagged)')).toBeVisible()
	await expect(
		row(page, 4).getByText(
			'Check this match: the Goodreads id names The Hunger Games by Suzanne Collins, not The Paris Wife. It is not imported unless you keep it.',
		),
	).toBeVisible()
	await expect(
		row(page, 2).getByRole('link', { name: 'Add the book of row 2 by hand, then choose it here' }),
	).toHaveAttribute('href', '/books/new?title=Quiet+Orchard+Letters&author=Ines+Valcourt')
	expect(await seriousViolations(page)).toEqual([])
	await screenshots(page, 'import-bulk-review')

	// Click 1.
	await page.getByRole('button', { name: 'Create every unmatched book from its row' }).click()
	await expect(page.getByText('4 rows: 3 will be imported, 0 found no book, 1 flagged for your look.')).toBeVisible({
		timeout: 30_000,
	})
	await expect(row(page, 2).getByText('Created from this row, 100% (certain)')).toBeVisible()
	await expect(row(page, 3).getByText('A Map of Small Rivers').nth(1)).toBeVisible()
	await expect(page.getByRole('button', { name: 'Create every unmatched book from its row' })).toHaveCount(0)
	expect(await seriousViolations(page)).toEqual([])

	// Click 2.
	await page.getByRole('button', { name: 'Import 3 books' }).click()
	await expect(page.getByText('Report: 3 imported, 1 skipped, 0 failed.')).toBeVisible({ timeout: 30_000 })
	await expect(row(page, 2).getByText('Imported: 1 read logged, shelved as read')).toBeVisible()
	await expect(row(page, 4).getByText('Skipped: Flagged match not kept in review')).toBeVisible()
	await screenshots(page, 'import-bulk-report')

	await page.goto('/nav/diary')
	await expect(page.getByText('Quiet Orchard Letters').first()).toBeVisible()
})
