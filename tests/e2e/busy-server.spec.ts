import { expect, type Route } from '@playwright/test'
import { BUSY_PAGE_RETRY_S, busyPage } from '../../src/server/http/busy-page.ts'
import { BUSY_MESSAGES } from '../../src/server/http/load-shedding.ts'
import { newAccount, signedInUser, signUpByApi } from './support/accounts.ts'
import { test } from './support/client-address.ts'
import { screenshot } from './support/screenshots.ts'
import { seriousViolations } from './support/serious-violations.ts'

// A server turns requests away only under more load than a journey makes (src/server/http/load-shedding.ts;
// its HTTP tests refuse for real), so the browser is handed the refusals the server sends: what is under test is
// how the browser and the app come through them.

const busyAnswer = (method: 'read' | 'write') => ({
	status: 503,
	headers: { 'content-type': 'application/json', 'retry-after': '1', 'cache-control': 'no-store' },
	body: JSON.stringify({ error: { code: 'busy', message: BUSY_MESSAGES[method] } }),
})

/** Answers the first request with `refuse`, the rest as the server does; counts them all. */
function refuseOnce(refuse: (route: Route) => Promise<void>) {
	const seen = { count: 0 }
	const handler = async (route: Route) => {
		seen.count++
		if (seen.count === 1) await refuse(route)
		else await route.fallback()
	}
	return { seen, handler }
}

test('a page refused as busy says so in a page of its own, asks again by itself, and opens once the server can', async ({
	page,
}) => {
	const retryS = BUSY_PAGE_RETRY_S.min
	// The server's own headers (its Content-Security-Policy above all) around the page it sends when busy.
	const busy = async (route: Route, html: string) => {
		const real = await route.fetch()
		const headers: Record<string, string> = {
			...real.headers(),
			'content-type': 'text/html; charset=UTF-8',
			'retry-after': String(retryS),
			'cache-control': 'no-store',
		}
		delete headers['content-encoding']
		delete headers['content-length']
		await route.fulfill({ status: 503, headers, body: html })
	}
	// First looked at without its script, which would reload it under axe's feet.
	const onlyRead = (route: Route) => busy(route, busyPage(retryS).replace(/<script>.*<\/script>/, ''))
	const landing = (url: URL) => url.pathname === '/'
	await page.route(landing, onlyRead)
	expect((await page.goto('/'))?.status()).toBe(503)
	await expect(page).toHaveTitle('Dogear is busy')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dogear is busy')
	await expect(page.getByRole('status')).toContainText('It tries again by itself in a few seconds')
	await screenshot(page, 'busy-page')
	expect(await seriousViolations(page)).toEqual([])
	await page.unroute(landing, onlyRead)

	// As sent: refused once, it asks again by itself after the Retry-After and opens.
	const { seen, handler } = refuseOnce((route) => busy(route, busyPage(retryS)))
	await page.route(landing, handler)
	expect((await page.goto('/'))?.status()).toBe(503)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remember every book you read.', {
		timeout: (retryS + 15) * 1000,
	})
	expect(seen.count).toBe(2)
	await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a read refused as busy is asked again after its Retry-After, and the page shows no error', async ({ page }) => {
	await signUpByApi(page.request, newAccount('busyread'))
	await page.goto('/nav/home')
	const { seen, handler } = refuseOnce((route) => route.fulfill(busyAnswer('read')))
	await page.route('**/api/me/lists?**', handler)
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lists', exact: true }).click()
	await expect(page.getByRole('heading', { name: 'No lists yet' })).toBeVisible()
	expect(seen.count).toBe(2)
	await expect(page.getByRole('alert')).toHaveCount(0)
	await expect(page.getByText(/went wrong|server is busy/i)).toHaveCount(0)
})

test('a sign-up refused as busy says nothing was saved, keeps what was typed, and goes through when sent again', async ({
	page,
}) => {
	const account = newAccount('busywrite')
	const { seen, handler } = refuseOnce((route) => route.fulfill(busyAnswer('write')))
	await page.route('**/api/auth/sign-up', handler)
	await page.goto('/signup')
	await page.getByLabel('Username').fill(account.username)
	await page.getByLabel('E-mail address').fill(account.email)
	await page.getByLabel('Password', { exact: true }).fill(account.password)
	await page.getByLabel('Repeat password').fill(account.password)
	await page.getByRole('checkbox', { name: /I agree to the terms/ }).check()
	await page.getByRole('button', { name: 'Sign up', exact: true }).click()

	await expect(page.getByRole('alert')).toHaveText(BUSY_MESSAGES.write)
	await expect(page.getByRole('alert')).toContainText('nothing was saved')
	await expect(page).toHaveURL(/\/signup$/)
	await expect(page.getByLabel('Username')).toHaveValue(account.username)
	await expect(page.getByLabel('E-mail address')).toHaveValue(account.email)
	await expect(page.getByLabel('Password', { exact: true })).toHaveValue(account.password)
	await expect(page.getByLabel('Repeat password')).toHaveValue(account.password)
	await expect(page.getByRole('checkbox', { name: /I agree to the terms/ })).toBeChecked()
	await screenshot(page, 'signup-busy')

	await page.getByRole('button', { name: 'Sign up', exact: true }).click()
	await expect(page).not.toHaveURL(/\/signup$/)
	expect(seen.count).toBe(2)
	expect(await signedInUser(page.request)).toBe(account.username)
})
