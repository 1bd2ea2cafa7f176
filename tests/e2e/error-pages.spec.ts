import { expect, type Page, type Route } from '@playwright/test'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { test } from './support/client-address.ts'
import { overflow } from './support/look-at.ts'
import { screenshot } from './support/screenshots.ts'
import { seriousViolations } from './support/serious-violations.ts'

// The site notice is a page of its own chunk, which a visitor reaches from the landing page's footer.
const IMPRINT_CHUNK = /\/assets\/imprint-page-[\w-]+\.js$/
// What React Router shows when a route has no error page of its own.
const DEVELOPER_SCREEN = /Hey developer|Unexpected Application Error/

/** How many times the tab loaded a document: the first visit plus each reload. */
function countDocumentLoads(page: Page) {
	let loads = 0
	page.on('request', (request) => {
		if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1
	})
	return () => loads
}

/** The tab's memory of a reload made for a chunk (src/web/lib/chunk-reload.ts). */
const reloadAttempt = (page: Page) => page.evaluate(() => sessionStorage.getItem('dogear:chunk-reload'))

/** The page's error message, its heading focused and announced, with a way on, and nothing for developers. */
async function expectErrorPage(page: Page, title: string, home: string) {
	const heading = page.getByRole('heading', { level: 1, name: title })
	await expect(heading).toBeVisible()
	await expect(heading).toBeFocused()
	await expect(page.getByRole('alert').filter({ has: heading })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
	await expect(page.getByRole('link', { name: home })).toBeVisible()
	await expect(page.getByText(DEVELOPER_SCREEN)).toHaveCount(0)
	await expect(page.locator('main')).not.toContainText(/\bat \S+ \(|\.js:\d+/)
}

/** Desktop light and 320 px dark, as a reader might meet them; axe clean and no sideways scroll in both. */
async function lookAtErrorPage(page: Page, screen: string) {
	await screenshot(page, screen, 'light')
	expect(await seriousViolations(page), `${screen} light`).toEqual([])
	await page.emulateMedia({ colorScheme: 'dark' })
	await page.setViewportSize({ width: 320, height: 700 })
	await screenshot(page, screen, 'dark')
	expect(await seriousViolations(page), `${screen} dark`).toEqual([])
	expect(await overflow(page), `${screen} at 320 px`).toBe(0)
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.emulateMedia({ colorScheme: 'light' })
}

// A dropped connection, and a tab left open across a deploy whose build no longer has the chunk it asks for.
const FIRST_FAILURES = {
	'a dropped connection': (route: Route) => route.abort('connectionreset'),
	'a 404 after a deploy': (route: Route) =>
		route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not found</h1>' }),
}

for (const [failure, fail] of Object.entries(FIRST_FAILURES)) {
	test(`a page whose chunk fails once (${failure}) reloads by itself, once, and then works`, async ({ page }) => {
		let refused = 0
		await page.route(IMPRINT_CHUNK, (route) => (refused++ === 0 ? fail(route) : route.fallback()))
		const loads = countDocumentLoads(page)
		await page.goto('/')
		await page.getByRole('link', { name: 'Site notice' }).click()
		await expect.poll(loads).toBe(2)
		await expect(page).toHaveURL(/\/imprint$/)
		// The server paints the reloaded page at once; it works once the app, with the chunk, has taken it over.
		await page.waitForFunction(() => !document.getElementById('dogear-state'))
		await expect(page.getByRole('heading', { level: 1, name: 'Site notice' })).toBeVisible()
		expect(refused).toBe(2)
		// The page loaded whole, so a later failure may reload again.
		expect(await reloadAttempt(page)).toBeNull()
		await expect(page.getByText(DEVELOPER_SCREEN)).toHaveCount(0)
		await page.getByRole('link', { name: 'Back' }).click()
		await expect(page).toHaveURL(/\/$/)
		expect(loads()).toBe(2)
	})
}

test('a chunk that never arrives: one reload, then a page that says so, with Try again and a way home, and no loop', async ({
	page,
}) => {
	let refused = 0
	await page.route(IMPRINT_CHUNK, (route) => {
		refused += 1
		return route.abort('connectionreset')
	})
	const reports: string[] = []
	page.on('request', (request) => {
		if (request.url().endsWith('/api/client-errors')) reports.push(request.url())
	})
	const loads = countDocumentLoads(page)
	await page.goto('/imprint')
	await expectErrorPage(page, 'This page could not load', 'Go to the home page')
	expect(refused).toBeGreaterThanOrEqual(2)
	// Time for a loop to show itself: the page stays as it is.
	await page.waitForTimeout(2_000)
	expect(loads()).toBe(2)
	await lookAtErrorPage(page, 'error-chunk')

	// Trying again loads the page afresh; the chunk fails again and the tab does not reload a third time by itself.
	await page.getByRole('button', { name: 'Try again' }).click()
	await expect.poll(loads).toBe(3)
	await expectErrorPage(page, 'This page could not load', 'Go to the home page')
	await page.waitForTimeout(2_000)
	expect(loads()).toBe(3)
	// A chunk that did not arrive is the network's doing, not a fault to report.
	expect(reports).toEqual([])

	await page.getByRole('link', { name: 'Go to the home page' }).click()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not load')
})

test('an answer the app cannot read shows the error page inside the shell and is reported to the server', async ({
	page,
}) => {
	await signUpByApi(page.request, newAccount('errpage'))
	await page.goto('/nav/home')
	// The server renders a page with real answers; a page opened from the menu asks from the browser, and gets this.
	await page.route(
		(url) => url.pathname === '/api/me/lists',
		(route) =>
			route.fulfill({
				status: 200,
				contentType: 'application/json',
				body: JSON.stringify({ lists: 'not a list', nextCursor: 7 }),
			}),
	)
	const report = page.waitForRequest((request) => request.url().endsWith('/api/client-errors'))
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lists', exact: true }).click()
	await expectErrorPage(page, 'Something went wrong', 'Go to your home')
	// The shell stays around the message, so the reader keeps the menu.
	await expect(
		page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Diary', exact: true }),
	).toBeVisible()

	const sent = await report
	expect((await sent.response())?.status()).toBe(204)
	const body = sent.postDataJSON() as { message: string; stack?: string; route: string; build: string }
	expect(body.route).toBe('/nav/lists')
	expect(body.message).toMatch(/lists/)
	expect(body.build).toMatch(/^\d+\.\d+\.\d+/)
	await lookAtErrorPage(page, 'error-shell')

	await page.getByRole('link', { name: 'Go to your home' }).click()
	await expect(page).toHaveURL(/\/nav\/home$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0)
})
