import { createHash } from 'node:crypto'
import { test as base, expect, type TestInfo } from '@playwright/test'
import { watchHydration } from './hydration-errors.ts'
import { waitForTakeOver } from './take-over.ts'

// The documentation ranges (RFC 5737): addresses no real client has, 512 of them.
const RANGES = ['198.51.100', '203.0.113']

/**
 * The client address a journey claims in X-Forwarded-For. The e2e server trusts the proxy header
 * (TRUST_PROXY=true), and counts sign-ups per address (ten an hour), so each journey signing up from its own
 * address keeps the whole suite well inside that limit. Derived from the test's title: stable across reruns.
 */
export function clientAddress(testInfo: Pick<TestInfo, 'titlePath'>, variant = ''): string {
	const digest = createHash('sha256')
		.update([...testInfo.titlePath, variant].join('\u0000'))
		.digest()
	return `${RANGES[digest[0]! % RANGES.length]}.${(digest[1]! % 254) + 1}`
}

export const forwardedFor = (address: string) => ({ 'x-forwarded-for': address })

/**
 * Playwright's test, with every request of the journey's page and `request` coming from its own address, its
 * pages handed over once the app has taken them over, and failing when one was not taken over as rendered.
 */
export const test = base.extend({
	extraHTTPHeaders: async ({}, use, testInfo) => use(forwardedFor(clientAddress(testInfo))),
	context: async ({ context, javaScriptEnabled }, use) => {
		const hydrationErrors = watchHydration(context)
		if (javaScriptEnabled !== false) waitForTakeOver(context)
		await use(context)
		expect(hydrationErrors(), "pages whose first render differed from the server's").toEqual([])
	},
})
