import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * What axe finds on the page at impact serious or critical, one line each, after `where` when given. axe runs in
 * the page itself, asked for its violations only: @axe-core/playwright's AxeBuilder opened a page of its own for
 * every analysis and sent back every passing node too, five times the time (7 s against 1.3 s a page on a loaded
 * 2-core host).
 * The app has no frames, so the one document is the whole page.
 */
export async function seriousViolations(page: Page, where?: string): Promise<string[]> {
	// Passed as a string, the source runs as the page's own script without eval (the app's CSP forbids eval).
	if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
	const violations = await page.evaluate(async () => {
		const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe
		return (await axe.run(document, { resultTypes: ['violations'] })).violations
	})
	return violations
		.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		.map(
			(v) =>
				`${where ? `${where}: ` : ''}${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
		)
}
