import { expect, test } from '@playwright/test'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { seriousViolations } from './support/serious-violations.ts'

const PUBLIC = ['/', '/login', '/signup', '/reset', '/reset?token=example', '/imprint', '/privacy-policy', '/terms&conditions', '/no/such/page']
const SHELL = ['/nav/home', '/nav/search?type=book&q=dune', '/nav/profile', '/nav/settings']

// One account for the file: the server allows ten sign-ups an hour from one address, and the journeys share it.
const account = newAccount('axe')
test.beforeAll(async ({ playwright, baseURL }) => {
	const request = await playwright.request.newContext({ baseURL })
	await signUpByApi(request, account)
	await request.dispose()
})

for (const scheme of ['light', 'dark'] as const) {
	test(`axe finds no serious or critical problems (${scheme})`, async ({ page }) => {
		await page.emulateMedia({ colorScheme: scheme })
		const found: string[] = []
		for (const path of PUBLIC) {
			await page.goto(path)
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
			found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`))
		}
		// Forms showing their errors: the state a screen reader user meets after a failed submit.
		for (const [path, button] of [['/signup', 'Sign up'], ['/login', 'Login']] as const) {
			await page.goto(path)
			await page.getByRole('button', { name: button, exact: true }).click()
			await expect(page.getByRole('alert')).not.toBeEmpty()
			found.push(...(await seriousViolations(page)).map((v) => `${path} with errors: ${v}`))
		}

		const signIn = await page.request.post('/api/auth/sign-in', { data: { email: account.email, password: account.password, acceptTerms: true, rememberMe: true } })
		expect(signIn.status()).toBe(200)
		for (const width of [1280, 375]) {
			await page.setViewportSize({ width, height: 800 })
			for (const path of SHELL) {
				await page.goto(path)
				await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
				found.push(...(await seriousViolations(page)).map((v) => `${path} at ${width}px: ${v}`))
			}
		}
		await page.getByRole('button', { name: 'Menu' }).click()
		found.push(...(await seriousViolations(page)).map((v) => `menu open at 375px: ${v}`))
		expect(found).toEqual([])
	})
}
