import { expect, type Page } from '@playwright/test'
import { screenshot } from './screenshots.ts'
import { seriousViolations } from './serious-violations.ts'

/** How far the page scrolls sideways (0 when it fits). */
export const overflow = (page: Page) =>
	page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** Light and dark at 1280 and 375 wide, axe clean, and no sideways scroll at 320; left light and wide. */
export async function lookAt(page: Page, screen: string) {
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		for (const width of [1280, 375]) {
			await page.setViewportSize({ width, height: 900 })
			await screenshot(page, screen, scheme)
		}
		expect(await seriousViolations(page), `${screen} ${scheme}`).toEqual([])
	}
	await page.setViewportSize({ width: 320, height: 800 })
	expect(await overflow(page), `${screen} at 320 px`).toBe(0)
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.emulateMedia({ colorScheme: 'light' })
}
