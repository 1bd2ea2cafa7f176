import { expect, type Page } from '@playwright/test'
import { screenshot } from './screenshots.ts'
import { seriousViolations } from './serious-violations.ts'

/** How far the page scrolls sideways (0 when it fits). */
export const overflow = (page: Page) =>
	page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/**
 * Photographed and axe clean light at 1280 wide and dark at 375, and no sideways scroll at 320; left light and wide.
 * Contrast follows the colour scheme and not the width, and what is shown and named follows the width and not the
 * scheme, so two pairs see both schemes and both widths in half the time of all four (accessibility.spec.ts does
 * the same).
 */
export async function lookAt(page: Page, screen: string) {
	for (const [scheme, width] of [
		['light', 1280],
		['dark', 375],
	] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		await page.setViewportSize({ width, height: 900 })
		await screenshot(page, screen, scheme)
		expect(await seriousViolations(page), `${screen} ${scheme} ${width}px`).toEqual([])
	}
	await page.setViewportSize({ width: 320, height: 800 })
	expect(await overflow(page), `${screen} at 320 px`).toBe(0)
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.emulateMedia({ colorScheme: 'light' })
}
