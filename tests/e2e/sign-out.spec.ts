import { expect } from '@playwright/test'
import { fillSignIn, newAccount, signUpByApi, signedInUser } from './support/accounts.ts'
import { screenshot } from './support/screenshots.ts'
import { test } from './support/client-address.ts'

test('signing out lands on the landing page, and a signed-in page then asks to sign in and comes back', async ({
	page,
}) => {
	const account = newAccount('signout')
	await signUpByApi(page.request, account)
	await page.goto('/nav/settings')
	await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
	await expect(page.getByText(account.email)).toBeVisible()
	await screenshot(page, 'settings')

	await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' })).toBeVisible()
	expect(await signedInUser(page.request)).toBeNull()

	await page.goto('/nav/home')
	await expect(page).toHaveURL(/\/login\?next=%2Fnav%2Fhome$/)
	await fillSignIn(page, account)
	await expect(page).toHaveURL(/\/nav\/home$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Popular' })).toBeVisible()

	// The query string is part of where the reader was going.
	await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click()
	await expect(page).toHaveURL(/\/$/)
	await page.goto('/nav/search?type=list&q=poetry')
	await expect(page).toHaveURL(/\/login\?next=%2Fnav%2Fsearch%3Ftype%3Dlist%26q%3Dpoetry$/)
	await fillSignIn(page, account)
	await expect(page).toHaveURL(/\/nav\/search\?type=list&q=poetry$/)
	await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true')

	// Signed in, the landing page offers the way home instead of sign-in and sign-up.
	await page.goto('/')
	await expect(
		page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Go to your home' }),
	).toBeVisible()
	await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
})

test('loading /nav/signout signs nobody out: the page asks, and only its button signs out', async ({ page }) => {
	const account = newAccount('signoutpage')
	await signUpByApi(page.request, account)
	await page.goto('/nav/signout')
	await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible()
	await screenshot(page, 'sign-out-confirmation')
	expect(await signedInUser(page.request)).toBe(account.username)

	// Another site can neither load the page for the reader nor post the sign-out itself.
	const crossSite = await page.request.post('/api/auth/sign-out', { headers: { origin: 'https://evil.example' } })
	expect(crossSite.status()).toBe(403)
	expect(await signedInUser(page.request)).toBe(account.username)

	await page.getByRole('link', { name: 'Stay signed in' }).click()
	await expect(page).toHaveURL(/\/nav\/home$/)
	await page.goto('/nav/signout')
	await page.getByRole('button', { name: 'Sign out' }).click()
	await expect(page).toHaveURL(/\/$/)
	expect(await signedInUser(page.request)).toBeNull()
})
