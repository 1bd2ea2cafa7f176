import { expect } from '@playwright/test'
import { AuthMessages } from '../../src/shared/schemas/auth.ts'
import { signedInUser } from './support/accounts.ts'
import { OIDC_READER } from './support/e2e-oidc-provider.ts'
import { screenshot } from './support/screenshots.ts'
import { test } from './support/client-address.ts'

test('sign-in with the configured provider needs the terms box, then comes back signed in', async ({ page }) => {
	await page.goto('/login?next=%2Fnav%2Fdiary')
	const google = page.getByRole('button', { name: 'Sign in with Google' })
	await expect(google).toBeVisible()
	await screenshot(page, 'login-with-provider')

	await google.click()
	await expect(page.getByRole('alert')).toHaveText(AuthMessages.terms)
	await expect(page.getByRole('checkbox', { name: /I agree to the terms/ })).toBeFocused()

	await page.getByRole('checkbox', { name: /I agree to the terms/ }).check()
	await google.click()
	// The test provider approves at once and sends the reader back to ?next=.
	await expect(page).toHaveURL(/\/nav\/diary$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Your Diary' })).toBeVisible()
	expect(await signedInUser(page.request)).not.toBeNull()
	await expect(page.getByRole('navigation', { name: 'Main' }).getByText(OIDC_READER.name)).toBeVisible()
})

test('the sign-up page offers the provider too', async ({ page }) => {
	await page.goto('/signup')
	await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeVisible()
})

test('a failed provider sign-in comes back to /login with a clear inline error', async ({ page }) => {
	await page.goto('/login?error=oidc')
	await expect(page.getByRole('alert')).toHaveText(/Signing in with Google did not work/)
	await screenshot(page, 'login-provider-failed')
})
