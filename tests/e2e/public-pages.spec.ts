import { expect } from '@playwright/test'
import { LEGACY_REDIRECTS } from '../../src/shared/page-routes.ts'
import { screenshot } from './support/screenshots.ts'
import { test } from './support/client-address.ts'

const PUBLIC_SCREENS = [
	{ path: '/', name: 'landing', h1: 'Remember every book you read.' },
	{ path: '/login', name: 'login', h1: 'Sign in' },
	{ path: '/signup', name: 'signup', h1: 'Create your account' },
	{ path: '/reset', name: 'reset-request', h1: 'Reset your password' },
	{ path: '/imprint', name: 'imprint', h1: 'Site notice' },
	{ path: '/privacy-policy', name: 'privacy-policy', h1: 'Privacy policy' },
	{ path: '/terms&conditions', name: 'terms', h1: 'Terms and conditions' },
	{ path: '/no/such/page', name: 'not-found', h1: 'Page not found' },
] as const

test('the landing page explains Dogear honestly and links to the legal pages', async ({ page }) => {
	await page.goto('')
	await expect(page).toHaveTitle('Dogear')
	for (const name of ['What Dogear does', 'Pricing', 'Use it anywhere', 'Questions and answers']) {
		await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
	}
	await expect(page.getByText(/\$\d/)).toHaveCount(0)
	const header = page.getByRole('navigation', { name: 'Account' })
	await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
	await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
	await page.getByText('Can I import my Goodreads or StoryGraph library?').click()
	await expect(page.getByText(/Export your library as a CSV file/)).toBeVisible()

	const legal = page.getByRole('navigation', { name: 'Legal' })
	await legal.getByRole('link', { name: 'Terms and conditions' }).click()
	await expect(page).toHaveURL(/\/terms&conditions$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible()
	await expect(page.getByText('Dogear Test Operator')).toBeVisible()
	await page.getByRole('link', { name: 'Close' }).click()
	await expect(page).toHaveURL(/\/$/)

	await page.goto('/privacy-policy')
	await expect(page.getByText('operator@example.org')).toBeVisible()
	await expect(page.getByText(/no analytics, no advertising and no third-party trackers/)).toBeVisible()
	await page.getByRole('link', { name: 'Back' }).click()
	await expect(page).toHaveURL(/\/$/)
	await page.goto('/imprint')
	await expect(page.getByRole('link', { name: 'CC BY-SA 4.0' })).toBeVisible()
})

test('every public screen has one h1, a title and no sideways scrolling down to 320px', async ({ page }) => {
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		for (const width of [1280, 375, 320]) {
			await page.setViewportSize({ width, height: 800 })
			for (const screen of PUBLIC_SCREENS) {
				await page.goto(screen.path)
				await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.h1)
				await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
				const overflow = await page.evaluate(
					() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
				)
				expect(overflow, `${screen.path} at ${width}px`).toBeLessThanOrEqual(0)
				if (width !== 320 || screen.name === 'landing' || screen.name === 'signup')
					await screenshot(page, screen.name, scheme)
			}
		}
	}
})

test('the skip link is the first stop and jumps to the main content', async ({ page }) => {
	await page.goto('/login')
	// Pages load as chunks of their own: the keys go to the page once it is there.
	await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
	await page.keyboard.press('Tab')
	const skip = page.getByRole('link', { name: 'Skip to main content' })
	await expect(skip).toBeFocused()
	await expect(skip).toBeVisible()
	await page.keyboard.press('Enter')
	await expect(page.locator('main')).toBeFocused()
})

test('old links redirect and unknown paths get a real not-found page', async ({ page }) => {
	const register = await page.goto('/register')
	expect(register?.ok()).toBe(true)
	await expect(page).toHaveURL(/\/signup$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()

	for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
		if (to === '/nav/signout') continue
		await page.goto(from)
		// Visitors then meet the shell's sign-in check, which keeps the redirect's target as ?next=.
		const expected = to.startsWith('/nav/') ? `/login?next=${encodeURIComponent(to)}` : to
		await expect(page, `${from} → ${to}`).toHaveURL(new RegExp(`${expected.replace(/[?]/g, '\\?')}$`))
	}

	// The client's own redirect (a link inside the app, no server round trip) replaces the history entry.
	await page.goto('/')
	await page.evaluate(() => {
		window.history.pushState({}, '', '/register')
		window.dispatchEvent(new PopStateEvent('popstate'))
	})
	await expect(page).toHaveURL(/\/signup$/)
	await page.goBack()
	await expect(page).toHaveURL(/\/$/)

	const missing = await page.goto('/no/such/page')
	expect(missing?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
	await expect(page).toHaveTitle('Page not found · Dogear')
	await page.getByRole('link', { name: 'Go to the home page' }).click()
	await expect(page).toHaveURL(/\/$/)
})
