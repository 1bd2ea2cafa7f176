import { expect } from '@playwright/test'
import { newAccount } from './support/accounts.ts'
import { screenshot } from './support/screenshots.ts'
import { test } from './support/client-address.ts'

// These answers are hard to provoke on purpose from a healthy server, so the browser is handed them instead:
// what is under test is how the page shows them (inline, announced, never alert()).
const errorBody = (code: string, message: string) => JSON.stringify({ error: { code, message } })

test.beforeEach(async ({ page }) => {
	page.on('dialog', (dialog) => {
		throw new Error(`A browser dialog appeared: ${dialog.message()}`)
	})
})

async function submitSignIn(page: import('@playwright/test').Page) {
	const account = newAccount('errors')
	await page.getByLabel('E-mail address').fill(account.email)
	await page.getByLabel('Password', { exact: true }).fill(account.password)
	await page.getByRole('checkbox', { name: /I agree to the terms/ }).check()
	await page.getByRole('button', { name: 'Login' }).click()
}

test('too many attempts (429) is shown inline with the server message', async ({ page }) => {
	const message = 'Too many attempts. Please wait a minute and try again.'
	await page.route('**/api/auth/sign-in', (route) =>
		route.fulfill({
			status: 429,
			headers: { 'content-type': 'application/json', 'retry-after': '60' },
			body: errorBody('rate_limited', message),
		}),
	)
	await page.goto('/login')
	await submitSignIn(page)
	await expect(page.getByRole('alert')).toHaveText(message)
	await expect(page).toHaveURL(/\/login$/)
})

test('a server failure or a dropped connection is shown inline', async ({ page }) => {
	await page.route('**/api/auth/sign-in', (route) =>
		route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
	)
	await page.goto('/login')
	await submitSignIn(page)
	await expect(page.getByRole('alert')).toHaveText(/Something went wrong on the server/)
	await screenshot(page, 'login-server-error')

	await page.unroute('**/api/auth/sign-in')
	await page.route('**/api/auth/sign-in', (route) => route.abort('internetdisconnected'))
	await page.getByRole('button', { name: 'Login' }).click()
	await expect(page.getByRole('alert')).toHaveText(/could not reach its server/)
})

test('the shell says so when the session cannot be checked, and retries', async ({ page }) => {
	let fail = true
	await page.route('**/api/session', (route) =>
		fail
			? route.fulfill({
					status: 500,
					contentType: 'application/json',
					body: errorBody('internal', 'Something went wrong on our side.'),
				})
			: route.fallback(),
	)
	// As the server sends a page it could not render in time: the app then asks who is signed in itself.
	await page.route('**/nav/home', async (route) => {
		const response = await route.fetch()
		const rendered = /<div id="root">[\s\S]*<script type="application\/json" id="dogear-state">[\s\S]*?<\/script>/
		await route.fulfill({ response, body: (await response.text()).replace(rendered, '<div id="root"></div>') })
	})
	await page.goto('/nav/home')
	await expect(page.getByRole('alert')).toContainText('Something went wrong on our side.')
	fail = false
	await page.getByRole('button', { name: 'Try again' }).click()
	await expect(page).toHaveURL(/\/login\?next=%2Fnav%2Fhome$/)
})
