import { expect } from '@playwright/test'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { readerWithProfile } from './support/readers.ts'
import { screenshot } from './support/screenshots.ts'
import { seriousViolations } from './support/serious-violations.ts'

const SETTINGS = [
	['settings-profile', '/nav/settings'],
	['settings-authentication', '/nav/settings?tab=authentication'],
	['settings-appearance', '/nav/settings?tab=appearance'],
	['settings-account', '/nav/settings?tab=account'],
] as const

for (const scheme of ['light', 'dark'] as const) {
	test(`profile and settings pages pass axe and fit 1280 and 375 pixels (${scheme})`, async ({
		page,
		playwright,
		baseURL,
	}, testInfo) => {
		// Eleven axe runs take a couple of seconds each on a small machine.
		test.setTimeout(180_000)
		const others = await playwright.request.newContext({
			baseURL,
			extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'others')),
		})
		const open = await readerWithProfile(others, 'axeopen', {
			name: 'Pia Public',
			location: 'Lisbon',
			bio: 'Short stories,\nlong walks.',
		})
		const closed = await readerWithProfile(others, 'axeclosed', { name: 'Pete Private', visibility: 'private' })
		await others.dispose()
		await page.emulateMedia({ colorScheme: scheme })
		const found: string[] = []

		await page.goto(`/u/${open.username}`)
		await expect(page.getByRole('heading', { level: 1, name: 'Pia Public' })).toBeVisible()
		found.push(...(await seriousViolations(page, 'public profile, visitor')))
		await page.goto(`/u/${closed.username}`)
		await expect(page.getByText(/This profile is private/)).toBeVisible()
		found.push(...(await seriousViolations(page, 'private profile, visitor')))

		await readerWithProfile(page.request, 'axe', {
			name: 'Axel Reader',
			location: 'Oslo',
			bio: 'Crime novels in winter.\nGardening books in spring.',
		})
		// The pages in this scheme at both widths; axe at one of them, light at 1280 and dark at 375, as
		// accessibility.spec.ts does: contrast follows the scheme, what is shown and named follows the width.
		const axeWidth = scheme === 'light' ? 1280 : 375
		for (const width of [1280, 375]) {
			await page.setViewportSize({ width, height: 800 })
			const check = async (where: string) => {
				if (width === axeWidth) found.push(...(await seriousViolations(page, `${where} at ${width}px`)))
			}
			await page.goto('/nav/profile')
			await expect(page.locator('.profile-bio')).toBeVisible()
			await check('/nav/profile')
			await screenshot(page, 'profile-own-axe', scheme)
			await page.goto(`/u/${closed.username}`)
			await expect(page.getByText(/This profile is private/)).toBeVisible()
			await check('private profile')
			await screenshot(page, 'profile-private-signed-in', scheme)
			for (const [name, path] of SETTINGS) {
				await page.goto(path)
				await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
				await expect(page.getByText('Loading…')).toHaveCount(0)
				await check(path)
				await screenshot(page, name, scheme)
			}
		}

		// The states a reader meets after acting: errors shown, a question asked, a confirmation step open.
		await page.setViewportSize({ width: 1280, height: 800 })
		await page.goto('/nav/settings')
		await page.getByLabel('Display name').fill('')
		await page.getByRole('button', { name: 'Save changes' }).click()
		await expect(page.getByLabel('Display name')).toBeFocused()
		found.push(...(await seriousViolations(page, 'profile form with errors')))
		await screenshot(page, 'settings-profile-invalid', scheme)
		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lists' }).click()
		await expect(page.getByRole('dialog')).toBeVisible()
		found.push(...(await seriousViolations(page, 'unsaved changes dialog')))
		await screenshot(page, 'settings-unsaved-dialog', scheme)
		await page.getByRole('button', { name: 'Leave without saving' }).click()

		await page.goto('/nav/settings?tab=authentication')
		const passwordForm = page.getByRole('form', { name: 'Change password' })
		await passwordForm.getByRole('button', { name: 'Change password' }).click()
		await expect(passwordForm.getByLabel('Current password')).toBeFocused()
		found.push(...(await seriousViolations(page, 'password form with errors')))
		await page.goto('/nav/settings?tab=account')
		await page.getByRole('button', { name: 'Delete my account…' }).click()
		await page.getByRole('button', { name: 'Delete my account permanently' }).click()
		await expect(page.getByLabel('Your password')).toBeFocused()
		found.push(...(await seriousViolations(page, 'delete confirmation with errors')))
		await screenshot(page, 'settings-delete-confirm', scheme)
		expect(found).toEqual([])
	})
}

test('nothing on the profile and settings pages scrolls sideways at 320px', async ({ page }) => {
	await signUpByApi(page.request, newAccount('narrow_reader_with_a_long_nm'))
	await page.setViewportSize({ width: 320, height: 640 })
	for (const path of ['/nav/profile', ...SETTINGS.map(([, p]) => p)]) {
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect(page.getByText('Loading…')).toHaveCount(0)
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
		)
		expect(overflow, path).toBeLessThanOrEqual(0)
		await screenshot(page, `narrow${path.replace(/[/?=]/g, '-')}`)
	}
})

test('a reader who chooses dark while the system is light gets dark from the first paint, scripts or not', async ({
	page,
	browser,
	baseURL,
}) => {
	await signUpByApi(page.request, newAccount('theme'))
	await page.emulateMedia({ colorScheme: 'light' })
	await page.goto('/nav/settings?tab=appearance')
	const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
	await expect.poll(background).toBe('rgb(246, 239, 225)')
	await page.getByRole('radio', { name: 'Same as this device' }).focus()
	await page.keyboard.press('ArrowDown')
	await page.keyboard.press('ArrowDown')
	await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked()
	await expect.poll(background).toBe('rgb(20, 23, 28)')
	// The browser's toolbar follows the choice too: every theme-color tag says dark's colour.
	const toolbar = () =>
		page.evaluate(() =>
			[...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content),
		)
	expect(await toolbar()).toEqual(['#15181d', '#15181d'])

	// The first HTML carries the theme, so the page is dark before, and without, any script of ours.
	const noScript = await browser.newContext({
		baseURL,
		javaScriptEnabled: false,
		colorScheme: 'light',
		storageState: await page.context().storageState(),
	})
	const firstPaint = await noScript.newPage()
	const diary = await firstPaint.goto('/nav/diary')
	expect(await diary?.text()).toMatch(/<html data-theme="dark" lang="en">/)
	expect(await diary?.text()).toMatch(
		/<meta name="theme-color" content="#15181d" media="\(prefers-color-scheme: light\)"/,
	)
	await expect(firstPaint.getByRole('heading', { level: 1, name: 'Diary' })).toBeVisible()
	expect(await firstPaint.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(20, 23, 28)')
	await screenshot(firstPaint, 'theme-dark-first-paint')
	await noScript.close()

	await page.goto('/nav/settings?tab=appearance')
	await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked()
	await page.getByRole('radio', { name: 'Same as this device' }).check()
	await page.reload()
	await expect(page.getByRole('radio', { name: 'Same as this device' })).toBeChecked()
	expect(await background()).toBe('rgb(246, 239, 225)')
	expect(await toolbar()).toEqual(['#f6efe1', '#15181d'])
})
