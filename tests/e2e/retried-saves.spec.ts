import { expect, type Page, type Route } from '@playwright/test'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { catalogueBookId } from './support/catalogue.ts'
import { test } from './support/client-address.ts'

// Romeo and Juliet is logged by this file alone, so the reader's entries of it are exactly what this journey wrote.
const TITLE = 'Romeo and Juliet'
const UNREACHABLE = 'Dogear could not reach its server. Please check your connection and try again.'

/**
 * The Idempotency-Key of every request to `path`; the first reaches the server, which saves, but its answer is
 * lost on the way back, as when a connection drops.
 */
async function loseFirstAnswer(page: Page, path: string) {
	const keys: string[] = []
	await page.route(path, async (route: Route) => {
		keys.push(route.request().headers()['idempotency-key'] ?? '')
		if (keys.length > 1) return route.continue()
		await route.fetch()
		await route.abort('connectionreset')
	})
	return keys
}

test('a save whose answer was lost is saved again with the same key, and exists once', async ({ page }) => {
	await signUpByApi(page.request, newAccount('retry'))
	const bookId = await catalogueBookId(page.request, TITLE)

	const entryKeys = await loseFirstAnswer(page, '**/api/entries')
	await page.goto(`/nav/reviews/add/${bookId}`)
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByText(UNREACHABLE)).toBeVisible()
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page).toHaveURL(/\/entry\/[0-9a-f-]{36}$/)
	expect(entryKeys).toHaveLength(2)
	expect(entryKeys[0]).toMatch(/^[0-9a-f]{32}$/)
	expect(entryKeys[1]).toBe(entryKeys[0])
	const reading = (await (await page.request.get(`/api/books/${bookId}/reading`)).json()) as {
		entries: { id: string }[]
	}
	expect(reading.entries.map((e) => `/entry/${e.id}`)).toEqual([new URL(page.url()).pathname])

	const listKeys = await loseFirstAnswer(page, '**/api/lists')
	await page.goto('/nav/list/add')
	await page.getByLabel('Name').fill('Saved once')
	await page.getByRole('button', { name: 'Create list' }).click()
	await expect(page.getByText(UNREACHABLE)).toBeVisible()
	await page.getByRole('button', { name: 'Create list' }).click()
	await expect(page).toHaveURL(/\/list\/[0-9a-f-]{36}\/edit$/)
	expect(listKeys).toHaveLength(2)
	expect(listKeys[1]).toBe(listKeys[0])
	const lists = (await (await page.request.get('/api/me/lists')).json()) as { lists: { name: string }[] }
	expect(lists.lists.map((l) => l.name)).toEqual(['Saved once'])
})
