import { expect, type APIRequestContext, type Page } from '@playwright/test'

export type TestAccount = { username: string; email: string; password: string }

let counter = 0

/** A fresh reader per journey, so journeys never depend on each other's accounts. */
export function newAccount(label: string): TestAccount {
	counter += 1
	const stamp = `${Date.now().toString(36)}${counter}`
	return {
		username: `${label}_${stamp}`.slice(0, 30),
		email: `${label}.${stamp}@example.org`,
		password: `correct horse ${stamp}`,
	}
}

/** Creates the account through the API (the sign-up form has its own journey); the request's context is signed in after. */
export async function signUpByApi(request: APIRequestContext, account: TestAccount, rememberMe = true) {
	const res = await request.post('/api/auth/sign-up', {
		data: { ...account, repeatPassword: account.password, acceptTerms: true, rememberMe },
	})
	expect(res.status(), await res.text()).toBe(201)
}

export async function fillSignIn(
	page: Page,
	account: Pick<TestAccount, 'email' | 'password'>,
	options: { rememberMe?: boolean } = {},
) {
	await page.getByLabel('E-mail address').fill(account.email)
	await page.getByLabel('Password', { exact: true }).fill(account.password)
	const remember = page.getByLabel('Stay logged in')
	if (options.rememberMe === false) await remember.uncheck()
	else await remember.check()
	await page.getByRole('checkbox', { name: /I agree to the terms/ }).check()
	await page.getByRole('button', { name: 'Login' }).click()
}

export async function signedInUser(request: APIRequestContext): Promise<string | null> {
	const res = await request.get('/api/session')
	expect(res.ok()).toBe(true)
	const body = (await res.json()) as { user: { username: string } | null }
	return body.user?.username ?? null
}
