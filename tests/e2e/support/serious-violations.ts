import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** What axe finds on the page at impact serious or critical, one line each with where. */
export async function seriousViolations(page: Page): Promise<string[]> {
	const found = await new AxeBuilder({ page }).analyze()
	return found.violations
		.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
