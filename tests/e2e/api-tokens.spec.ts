import { expect } from '@playwright/test'
import { AccessTokenMessages } from '../../src/shared/schemas/access-tokens.ts'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { catalogueBookId } from './support/catalogue.ts'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { lookAt } from './support/look-at.ts'

test('a token made in Settings reads the diary from a script until it is revoked', async ({
	page,
	context,
	playwright,
	baseURL,
}, testInfo) => {
	const account = newAccount('tokens')
	await signUpByApi(page.request, account)
	const bookId = await catalogueBookId(page.request, 'To Kill a Mockingbird')
	expect(
		(
			await page.request.post('/api/entries', {
				data: { bookId, readOn: '2026-01-04', review: 'Read through the API' },
			})
		).status(),
	).toBe(201)
	await context.grantPermissions(['clipboard-read', 'clipboard-write'])

	await page.goto('/nav/settings?tab=authentication')
	const section = page.getByRole('region', { name: 'Personal access tokens' })
	await expect(section.getByText('You have no tokens.')).toBeVisible()
	await section.getByRole('button', { name: 'Create token' }).click()
	await expect(section.getByRole('alert').first()).toHaveText(AccessTokenMessages.nameRequired)
	await expect(section.getByLabel('Name')).toBeFocused()

	await section.getByLabel('Name').fill('Diary script')
	await section.getByRole('button', { name: 'Create token' }).click()
	await expect(section.getByRole('heading', { name: 'Your new token “Diary script”' })).toBeFocused()
	const secret = await section.getByRole('textbox', { name: 'Token', exact: true }).inputValue()
	expect(secret).toMatch(/^dgr_[A-Za-z0-9_-]{43}$/)
	await section.getByRole('button', { name: 'Copy token' }).click()
	await expect(section.getByRole('status').filter({ hasText: 'Copied' })).toHaveText('Copied to the clipboard.')
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
	await lookAt(page, 'settings-token-created')

	// A script elsewhere: no cookies, only the token.
	const script = await playwright.request.newContext({
		baseURL,
		extraHTTPHeaders: { authorization: `Bearer ${secret}`, ...forwardedFor(clientAddress(testInfo, 'script')) },
	})
	const diary = await script.get('/api/v1/me/diary')
	expect(diary.status()).toBe(200)
	expect(diary.headers()['ratelimit-remaining']).toBe('299')
	expect(((await diary.json()) as { entries: { review: string }[] }).entries.map((e) => e.review)).toEqual([
		'Read through the API',
	])
	expect((await script.post('/api/v1/entries', { data: { bookId, readOn: '2026-01-05' } })).status()).toBe(403)

	await section.getByRole('button', { name: 'I have copied it' }).click()
	await expect(section.getByRole('textbox', { name: 'Token', exact: true })).toHaveCount(0)
	await page.reload()
	const item = section.getByRole('listitem').filter({ hasText: 'Diary script' })
	await expect(item).toContainText('Read')
	await expect(item).toContainText('last used')
	await lookAt(page, 'settings-token-list')

	await item.getByRole('button', { name: 'Revoke Diary script' }).click()
	const dialog = page.getByRole('dialog', { name: 'Revoke this token?' })
	await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused()
	await dialog.getByRole('button', { name: 'Revoke token' }).click()
	await expect(section.getByRole('status').filter({ hasText: 'revoked' })).toHaveText(
		'The token “Diary script” has been revoked. Anything using it can no longer get in.',
	)
	await expect(section.getByText('You have no tokens.')).toBeVisible()
	await expect(section.getByRole('heading', { name: 'Your tokens' })).toBeFocused()

	const after = await script.get('/api/v1/me/diary')
	expect(after.status()).toBe(401)
	await script.dispose()
})

test('the API docs are one page of our own that reads well in light and dark, and at 320 px', async ({ page }) => {
	const response = await page.goto('/api/docs')
	expect(response?.status()).toBe(200)
	await expect(page.getByRole('heading', { level: 1, name: 'Dogear API v1' })).toBeVisible()
	await expect(page.getByRole('link', { name: '/api/openapi.json' })).toBeVisible()
	await page.getByRole('navigation', { name: 'API sections' }).getByRole('link', { name: 'Lists' }).click()
	await expect(page).toHaveURL(/#tag-Lists$/)
	await lookAt(page, 'api-docs')
})
