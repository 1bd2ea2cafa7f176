import { expect, type Page } from '@playwright/test'
import { SHELL_SECTIONS } from '../../src/shared/page-routes.ts'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { screenshot } from './support/screenshots.ts'
import { test } from './support/client-address.ts'

const account = newAccount('shell')

async function signIn(page: Page) {
	// One account for the file: the server allows ten sign-ups an hour from one address.
	const res = await page.request.post('/api/auth/sign-in', {
		data: { email: account.email, password: account.password, acceptTerms: true, rememberMe: true },
	})
	expect(res.status()).toBe(200)
}

test.beforeAll(async ({ playwright, baseURL }) => {
	const request = await playwright.request.newContext({ baseURL })
	await signUpByApi(request, account)
	await request.dispose()
})

test.beforeEach(async ({ page }) => signIn(page))

for (const width of [768, 375]) {
	test(`at ${width}px the menu folds behind a toggle that names the section`, async ({ page }) => {
		await page.setViewportSize({ width, height: 800 })
		await page.goto('/nav/lists')
		const menu = page.getByRole('navigation', { name: 'Main' })
		const toggle = page.getByRole('button', { name: 'Menu' })
		await expect(page.getByRole('heading', { level: 1, name: 'Lists' })).toBeVisible()
		await expect(menu).toBeHidden()
		await expect(toggle).toHaveAttribute('aria-expanded', 'false')
		await expect(toggle).toHaveAttribute('aria-controls', 'shell-menu')
		await expect(page.locator('.shell-topbar__title')).toHaveText('Lists')

		await toggle.click()
		await expect(toggle).toHaveAttribute('aria-expanded', 'true')
		await expect(menu).toBeVisible()
		await expect(menu.getByRole('link').first()).toBeFocused()
		await expect(menu.getByText(/^Version \d+\.\d+\.\d+/)).toBeVisible()
		await screenshot(page, 'shell-menu-open')

		await page.keyboard.press('Escape')
		await expect(menu).toBeHidden()
		await expect(toggle).toBeFocused()

		// By keyboard: Enter opens and focuses the first link; tabbing out of menu and toggle closes it.
		await toggle.press('Enter')
		await expect(menu.getByRole('link').first()).toBeFocused()
		await page.keyboard.press('Shift+Tab')
		await expect(toggle).toBeFocused()
		await expect(menu).toBeVisible()
		await page.keyboard.press('Shift+Tab')
		await expect(menu).toBeHidden()
		await expect(toggle).toHaveAttribute('aria-expanded', 'false')
		// Focus is now on the skip link, which (by design, while focused) sits over the top bar.
		await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()

		await toggle.focus()
		await toggle.click()
		await menu.getByRole('link', { name: 'Diary' }).click()
		await expect(page).toHaveURL(/\/nav\/diary$/)
		await expect(menu).toBeHidden()
		await expect(page.locator('.shell-topbar__title')).toHaveText('Diary')
	})
}

test('at 1280px the menu is always visible, in the shared order, with version and reader', async ({ page }) => {
	await page.goto('/nav/home')
	const menu = page.getByRole('navigation', { name: 'Main' })
	await expect(menu).toBeVisible()
	await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
	const labels = await menu.getByRole('listitem').allInnerTexts()
	expect(labels.map((l) => l.trim())).toEqual([...SHELL_SECTIONS.map((s) => s.title), 'Sign out'])
	await expect(menu.getByText(/^Version \d+\.\d+\.\d+/)).toBeVisible()
	await expect(menu.getByText(account.username)).toBeVisible()
	await expect(menu.getByRole('link', { name: 'Popular' })).toHaveAttribute('aria-current', 'page')
})

test('every section has its own h1, title and an honest empty state', async ({ page }) => {
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		for (const width of [1280, 375]) {
			await page.setViewportSize({ width, height: 800 })
			for (const section of SHELL_SECTIONS) {
				await page.goto(section.path)
				await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
				await expect(page).toHaveTitle(`${section.title} · Dogear`)
				if (scheme === 'light' || section.path === '/nav/home' || section.path === '/nav/search') {
					await screenshot(page, `shell-${section.path.split('/').pop()}`, scheme)
				}
			}
		}
	}
	await page.emulateMedia({ colorScheme: 'light' })
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.goto('/nav/home')
	await expect(page.getByRole('heading', { level: 2, name: 'Popular this week' })).toBeVisible()
	await page.goto('/nav/search')
	await page.getByRole('tab', { name: 'Book' }).focus()
	await page.keyboard.press('ArrowRight')
	await expect(page.getByRole('tab', { name: 'User' })).toHaveAttribute('aria-selected', 'true')
	await expect(page.getByRole('tab', { name: 'User' })).toBeFocused()
	await page.getByLabel('Search for a user').fill('nobody called this')
	await page.getByRole('button', { name: 'Search', exact: true }).click()
	await expect(page).toHaveURL(/\/nav\/search\?type=user&q=nobody\+called\+this$/)
	await expect(page.getByRole('status')).toContainText('No user with that name found!')
	await screenshot(page, 'shell-search-submitted')
})

test('nothing scrolls sideways at 320px', async ({ page }) => {
	await page.setViewportSize({ width: 320, height: 640 })
	for (const path of ['/nav/home', '/nav/search', '/nav/profile', '/nav/settings', '/nav/clubs']) {
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
		)
		expect(overflow, path).toBeLessThanOrEqual(0)
	}
	await screenshot(page, 'shell-clubs')
})
