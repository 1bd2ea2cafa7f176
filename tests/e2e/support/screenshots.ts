import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'

const DIR = '.test-output/screenshots'

/** Full-page pictures of each screen, named <screen>-<width>-<scheme>.png, for people to look at. */
export async function screenshot(page: Page, screen: string, scheme: 'light' | 'dark' = 'light') {
	mkdirSync(DIR, { recursive: true })
	const width = page.viewportSize()?.width ?? 0
	await page.screenshot({ path: `${DIR}/${screen}-${width}-${scheme}.png`, fullPage: true })
}
