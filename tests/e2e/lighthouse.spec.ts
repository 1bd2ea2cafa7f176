import { chromium, expect } from '@playwright/test'
import lighthouse, { type Result } from 'lighthouse'
import { localToday } from '../../src/shared/days.ts'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { catalogueBookId } from './support/catalogue.ts'
import { test } from './support/client-address.ts'

// Lighthouse's mobile preset (its default: a phone's screen, simulated slow 4G and a four times slower CPU) on the
// pages readers open most, in Debian's Chromium. One browser, four runs; Lighthouse drives it through the DevTools
// port. Nothing leaves the machine. Accessibility must be 100. Issue 10 asks for performance 95; the landing page
// has it (97), the others score 87–93 (docs/performance.md, 'Lighthouse'): nothing is painted before the entry
// and shared scripts have run, then the page's own chunk and its data. Until less runs before the first paint,
// this holds them where they are, so a change that makes them slower fails here.

const DEBUGGING_PORT = 9323
const PERFORMANCE_MIN = 0.85

/** The audits of a category that lost it points, worst first, with what Lighthouse measured. */
function shortfalls(lhr: Result, category: string): string[] {
	return (lhr.categories[category]?.auditRefs ?? [])
		.filter((ref) => ref.weight > 0)
		.map((ref) => lhr.audits[ref.id]!)
		.filter((audit) => audit.score !== null && audit.score < 1)
		.sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
		.map((audit) => `  ${audit.id}: ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
}

test('Lighthouse mobile: landing, home, a book and the diary score at least 85 for performance and 100 for accessibility', async ({ request, baseURL }) => {
	test.setTimeout(300_000)
	await signUpByApi(request, newAccount('lighthouse'))
	const [bones, hobbit] = await Promise.all(['The Lovely Bones', 'The Hobbit'].map((title) => catalogueBookId(request, title)))
	for (const [bookId, review] of [[bones, 'Told from heaven.'], [hobbit, 'Second breakfast, then dragons.']]) {
		const logged = await request.post('/api/entries', { data: { bookId, readOn: localToday(), rating: 4, review, visibility: 'public' } })
		expect(logged.status(), await logged.text()).toBe(201)
	}
	const cookie = (await request.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ')
	const pages: { name: string; path: string; headers: Record<string, string> }[] = [
		{ name: 'landing', path: '/', headers: {} },
		{ name: 'home', path: '/nav/home', headers: { Cookie: cookie } },
		{ name: 'book', path: `/book/${bones}/the-lovely-bones`, headers: {} },
		{ name: 'diary', path: '/nav/diary', headers: { Cookie: cookie } },
	]

	const browser = await chromium.launch({
		executablePath: '/usr/bin/chromium',
		args: [`--remote-debugging-port=${DEBUGGING_PORT}`, '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
	})
	const lines: string[] = []
	const problems: string[] = []
	try {
		for (const { name, path, headers } of pages) {
			const run = await lighthouse(`${baseURL}${path}`, { port: DEBUGGING_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders: headers })
			const lhr = run!.lhr
			expect(lhr.finalDisplayedUrl, `${name} stayed on its page`).toBe(`${baseURL}${path}`)
			const performance = lhr.categories.performance!.score ?? 0
			const accessibility = lhr.categories.accessibility!.score ?? 0
			lines.push(`${name.padEnd(8)} performance ${Math.round(performance * 100)}  accessibility ${Math.round(accessibility * 100)}  (${path})`)
			if (performance < PERFORMANCE_MIN) problems.push(`${name} performance ${performance}:`, ...shortfalls(lhr, 'performance'))
			if (accessibility < 1) problems.push(`${name} accessibility ${accessibility}:`, ...shortfalls(lhr, 'accessibility'))
		}
	} finally {
		await browser.close()
	}
	console.log(`Lighthouse, mobile preset:\n${lines.join('\n')}`)
	expect(problems, lines.join('\n')).toEqual([])
})
