import { expect } from '@playwright/test'
import { AuthMessages } from '../../src/shared/schemas/auth.ts'
import { fillSignIn, newAccount, signUpByApi, signedInUser } from './support/accounts.ts'
import { screenshot } from './support/screenshots.ts'
import { newAppContext } from './support/take-over.ts'
import { test } from './support/client-address.ts'

const account = newAccount('signin')
const DAY = 24 * 60 * 60
const SESSION_COOKIE = 'dogear.session_token'

test.beforeAll(async ({ playwright, baseURL }) => {
	const request = await playwright.request.newContext({ baseURL })
	await signUpByApi(request, account)
	await request.dispose()
})

test('the login form checks its fields in order and shows a failed sign-in inline', async ({ page }) => {
	await page.goto('/login')
	await expect(page).toHaveTitle('Sign in · Dogear')
	await screenshot(page, 'login')
	const alert = page.getByRole('alert')
	await page.getByRole('button', { name: 'Login' }).click()
	await expect(alert).toHaveText(AuthMessages.loginEmail)
	await expect(page.getByLabel('E-mail address')).toBeFocused()
	await page.getByLabel('E-mail address').fill(account.email)
	await page.getByRole('button', { name: 'Login' }).click()
	await expect(alert).toHaveText(AuthMessages.loginPassword)
	await page.getByLabel('Password', { exact: true }).fill(account.password)
	await page.getByRole('button', { name: 'Login' }).click()
	await expect(alert).toHaveText(AuthMessages.terms)
	await expect(page.getByRole('checkbox', { name: /I agree to the terms/ })).toBeFocused()

	await page.reload()
	await fillSignIn(page, { email: account.email, password: 'not the password' })
	await expect(alert).toHaveText(AuthMessages.loginFailed)
	await expect(page).toHaveURL(/\/login$/)
	await screenshot(page, 'login-failed')
	expect(await signedInUser(page.request)).toBeNull()
})

test('with "Stay logged in" on, the session outlives the browser', async ({ page, browser }) => {
	await page.goto('/login')
	await fillSignIn(page, account, { rememberMe: true })
	await expect(page).toHaveURL(/\/nav\/home$/)

	// Signed in, sign-up and sign-in send the reader on: the server before any paint, the app on its own navigations.
	const signUpPage = await page.goto('/signup')
	expect(signUpPage?.request().redirectedFrom()?.url()).toMatch(/\/signup$/)
	await expect(page).toHaveURL(/\/nav\/home$/)
	await page.evaluate(() => {
		history.pushState(null, '', '/login?next=/nav/diary')
		dispatchEvent(new PopStateEvent('popstate'))
	})
	await expect(page).toHaveURL(/\/nav\/diary$/)

	const cookies = await page.context().cookies()
	const session = cookies.find((c) => c.name === SESSION_COOKIE)
	expect(session, `cookies: ${cookies.map((c) => c.name).join(', ')}`).toBeDefined()
	const daysLeft = ((session?.expires ?? 0) - Date.now() / 1000) / DAY
	expect(daysLeft).toBeGreaterThan(29)
	expect(daysLeft).toBeLessThanOrEqual(31)

	const restored = await newAppContext(browser, { storageState: await page.context().storageState() })
	expect(await signedInUser(restored.request)).toBe(account.username)
	await restored.close()

	// What survives closing the browser: only cookies with an expiry.
	const reopened = await newAppContext(browser)
	await reopened.addCookies(cookies.filter((c) => c.expires !== -1))
	const reopenedPage = await reopened.newPage()
	await reopenedPage.goto('/nav/home')
	await expect(reopenedPage.getByRole('heading', { level: 1, name: 'Popular' })).toBeVisible()
	await reopened.close()
})

test('with "Stay logged in" off, the session ends with the browser', async ({ page, browser }) => {
	await page.goto('/login')
	await fillSignIn(page, account, { rememberMe: false })
	await expect(page).toHaveURL(/\/nav\/home$/)

	const cookies = await page.context().cookies()
	const session = cookies.find((c) => c.name === SESSION_COOKIE)
	expect(session, `cookies: ${cookies.map((c) => c.name).join(', ')}`).toBeDefined()
	expect(session?.expires).toBe(-1)

	const reopened = await newAppContext(browser)
	await reopened.addCookies(cookies.filter((c) => c.expires !== -1))
	expect(await signedInUser(reopened.request)).toBeNull()
	const reopenedPage = await reopened.newPage()
	await reopenedPage.goto('/nav/home')
	await expect(reopenedPage).toHaveURL(/\/login\?next=%2Fnav%2Fhome$/)
	await reopened.close()
})
