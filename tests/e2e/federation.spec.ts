import { expect } from '@playwright/test'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { test } from './support/client-address.ts'
import { lookAt } from './support/look-at.ts'

// The journeys' server federates over loopback (playwright.config.ts): a reader chooses to be findable from other
// servers in Settings › Privacy, and only then does WebFinger know them.
test('a reader makes themself findable from other servers, and can take it back', async ({ page, baseURL }) => {
	const account = newAccount('fedi')
	await signUpByApi(page.request, account)
	const host = new URL(baseURL!).host
	const finger = () =>
		page.request.get(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:${account.username}@${host}`)}`)
	expect((await finger()).status(), 'not findable until the reader says so').toBe(404)

	await page.goto('/nav/settings?tab=privacy')
	const section = page.getByRole('form', { name: 'Other servers' })
	await expect(section.getByText(`@${account.username}@${host}`)).toBeVisible()
	const box = section.getByRole('checkbox', { name: 'Findable from other servers' })
	await expect(box).not.toBeChecked()
	await box.check()
	await expect(section.getByText('You have unsaved changes.')).toBeVisible()
	await section.getByRole('button', { name: 'Save' }).click()
	await expect(
		section
			.getByRole('status')
			.filter({ hasText: `Saved. Other servers can find you as @${account.username}@${host}.` }),
	).toBeVisible()
	await lookAt(page, 'settings-privacy-findable')

	const jrd = (await (await finger()).json()) as { links: { rel: string; href?: string }[] }
	const actor = jrd.links.find((link) => link.rel === 'self')?.href
	expect(actor).toMatch(new RegExp(`^${baseURL}/ap/users/`))
	const person = (await (
		await page.request.get(actor!, { headers: { accept: 'application/activity+json' } })
	).json()) as {
		preferredUsername: string
	}
	expect(person.preferredUsername).toBe(account.username)

	await page.reload()
	await expect(box).toBeChecked()
	await box.uncheck()
	await section.getByRole('button', { name: 'Save' }).click()
	await expect(section.getByRole('status').filter({ hasText: 'Saved. Other servers cannot find you.' })).toBeVisible()
	expect((await finger()).status()).toBe(404)
})
