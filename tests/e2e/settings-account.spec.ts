import { readFile } from 'node:fs/promises'
import { expect } from '@playwright/test'
import { AccountExport, AccountMessages, FRESH_SIGN_IN_MINUTES } from '../../src/shared/schemas/account.ts'
import { AuthMessages } from '../../src/shared/schemas/auth.ts'
import { fillSignIn, newAccount, signedInUser, signUpByApi } from './support/accounts.ts'
import { test } from './support/client-address.ts'
import { screenshot } from './support/screenshots.ts'

test('export downloads one JSON file that holds the profile', async ({ page }) => {
	const account = newAccount('export')
	await signUpByApi(page.request, account)
	expect(
		(await page.request.patch('/api/profile', { data: { bio: 'Exported bio', location: 'Archive' } })).status(),
	).toBe(200)
	await page.goto('/nav/settings?tab=account')
	await expect(
		page.getByText(`Your account was created on ${new Date().toLocaleDateString('en-US', { dateStyle: 'long' })}.`),
	).toBeVisible()

	const download = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Export my data' }).click()
	const file = await download
	expect(file.suggestedFilename()).toMatch(new RegExp(`^dogear-${account.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`))
	const archive = AccountExport.parse(JSON.parse(await readFile((await file.path()) as string, 'utf8')))
	const rows = Object.values(archive.tables).flatMap((table) => table.rows)
	expect(rows).toContainEqual(expect.objectContaining({ username: account.username, email: account.email }))
	expect(rows).toContainEqual(expect.objectContaining({ bio: 'Exported bio', location: 'Archive' }))
	expect(JSON.stringify(archive)).not.toContain(account.password)
})

test('deleting the account asks for the password on the page, lands on the home page that says so, and the account is gone', async ({
	page,
}) => {
	const account = newAccount('delete')
	await signUpByApi(page.request, account)
	await page.goto('/nav/settings?tab=account')
	const open = page.getByRole('button', { name: 'Delete my account…' })
	await open.click()
	await expect(page.getByRole('heading', { name: 'Are you sure?' })).toBeFocused()
	const confirm = page.getByRole('button', { name: 'Delete my account permanently' })
	await confirm.click()
	await expect(page.locator('#delete-password-error')).toHaveText(AccountMessages.passwordRequired)
	await expect(page.getByLabel('Your password')).toBeFocused()
	await page.getByLabel('Your password').fill('not my password')
	await confirm.click()
	await expect(page.locator('#delete-password-error')).toHaveText(AccountMessages.passwordWrong)
	await screenshot(page, 'settings-delete-confirm')

	await page.getByRole('button', { name: 'Cancel' }).click()
	await expect(open).toBeFocused()
	await open.click()
	await page.getByLabel('Your password').fill(account.password)
	await page.getByRole('button', { name: 'Delete my account permanently' }).click()
	await expect(page).toHaveURL(/\/\?account=deleted$/)
	// Focused, so a screen reader reads it out on the freshly loaded page.
	await expect(page.getByRole('status')).toHaveText(/^Your account has been deleted/)
	await expect(page.getByRole('status')).toBeFocused()
	await screenshot(page, 'account-deleted')
	await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' })).toBeVisible()
	expect(await signedInUser(page.request)).toBeNull()

	await page.goto('/login')
	await fillSignIn(page, account)
	await expect(page.getByRole('alert')).toHaveText(AuthMessages.loginFailed)
	expect((await page.request.get(`/api/users/${account.username}/profile`)).status()).toBe(404)
})

test('an account that signs in only with the provider is deleted after a fresh sign-in there, without a password', async ({
	page,
}) => {
	await page.goto('/login?next=%2Fnav%2Fsettings%3Ftab%3Daccount')
	await page.getByRole('checkbox', { name: /I agree to the terms/ }).check()
	await page.getByRole('button', { name: 'Sign in with Google' }).click()
	await expect(page).toHaveURL(/\/nav\/settings\?tab=account$/)
	const { username } = (await (await page.request.get('/api/profile')).json()) as { username: string }
	await page.getByRole('button', { name: 'Delete my account…' }).click()
	await expect(
		page.getByText(
			`Your account signs in with Google and has no password. To show it is you, you must have signed in with Google within the last ${FRESH_SIGN_IN_MINUTES} minutes.`,
		),
	).toBeVisible()
	await expect(page.getByLabel('Your password')).toHaveCount(0)
	await screenshot(page, 'settings-delete-provider')
	await page.getByRole('button', { name: 'Delete my account permanently' }).click()
	await expect(page).toHaveURL(/\/\?account=deleted$/)
	expect(await signedInUser(page.request)).toBeNull()
	expect((await page.request.get(`/api/users/${username}/profile`)).status()).toBe(404)
})
