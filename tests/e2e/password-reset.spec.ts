import { expect } from '@playwright/test'
import { AuthMessages } from '../../src/shared/schemas/auth.ts'
import { fillSignIn, newAccount, signUpByApi } from './support/accounts.ts'
import { outboxCount, waitForResetLink } from './support/outbox.ts'
import { screenshot } from './support/screenshots.ts'
import { test } from './support/client-address.ts'

test('a forgotten password is replaced through the mailed link', async ({ page, playwright, baseURL }) => {
	const account = newAccount('reset')
	const request = await playwright.request.newContext({ baseURL })
	await signUpByApi(request, account)
	await request.dispose()

	await page.goto('/login')
	await page.getByRole('link', { name: 'Forgot your password?' }).click()
	await expect(page).toHaveURL(/\/reset$/)
	await expect(page).toHaveTitle('Reset password · Dogear')
	await screenshot(page, 'reset-request')

	const send = page.getByRole('button', { name: 'Send password reset email' })
	await send.click()
	await expect(page.getByRole('alert')).toHaveText(AuthMessages.resetEmail)
	await expect(page.getByLabel('E-mail address')).toBeFocused()

	const seen = await outboxCount()
	await page.getByLabel('E-mail address').fill(account.email)
	await send.click()
	await expect(page.getByRole('status')).toHaveText(AuthMessages.resetSent)
	await screenshot(page, 'reset-sent')

	const link = await waitForResetLink(account.email, seen)
	expect(new URL(link).pathname).toBe('/reset')
	await page.goto(link)
	await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
	await screenshot(page, 'reset-new-password')

	const newPassword = `${account.password} renewed`
	await page.getByLabel('New password', { exact: true }).fill(newPassword)
	await page.getByLabel('Repeat new password').fill(`${newPassword}!`)
	await page.getByRole('button', { name: 'Change password' }).click()
	await expect(page.getByRole('alert')).toHaveText(AuthMessages.repeatMismatch)

	await page.getByLabel('Repeat new password').fill(newPassword)
	await page.getByRole('button', { name: 'Change password' }).click()
	await expect(page.getByRole('status')).toHaveText(AuthMessages.passwordChanged)
	await screenshot(page, 'reset-done')
	await page.getByRole('link', { name: 'Sign in' }).last().click()
	await expect(page).toHaveURL(/\/login$/)

	await fillSignIn(page, account)
	await expect(page.getByRole('alert')).toHaveText(AuthMessages.loginFailed)
	await fillSignIn(page, { email: account.email, password: newPassword })
	await expect(page).toHaveURL(/\/nav\/home$/)
})

test('a used or made-up reset link says so and offers a new one', async ({ page }) => {
	await page.goto('/reset?token=made-up-token')
	await page.getByLabel('New password', { exact: true }).fill('a perfectly fine password')
	await page.getByLabel('Repeat new password').fill('a perfectly fine password')
	await page.getByRole('button', { name: 'Change password' }).click()
	await expect(page.getByRole('alert')).toHaveText(AuthMessages.resetTokenInvalid)
	await page.getByRole('link', { name: 'Ask for a new reset link' }).click()
	await expect(page.getByRole('button', { name: 'Send password reset email' })).toBeVisible()
})
