import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

// The front end's budget (issue 10): the JavaScript a first visit loads, gzipped, at most 150 KB. Pages are
// chunks of their own (src/web/router.tsx), so the landing page brings only what it and every page need.
const BUDGET = 150 * 1024

test('a first visit to the landing page loads at most 150 KB of JavaScript, gzipped', async ({ page }) => {
	const scripts = new Map<string, number>()
	page.on('response', async (response) => {
		if (response.request().resourceType() !== 'script') return
		scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length)
	})
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await page.waitForLoadState('networkidle')
	const total = [...scripts.values()].reduce((sum, size) => sum + size, 0)
	const listing = [...scripts].map(([path, size]) => `${path}: ${(size / 1024).toFixed(1)} KB`).join('\n')
	expect(total, `JavaScript loaded by the landing page, gzipped:\n${listing}`).toBeLessThanOrEqual(BUDGET)
})
