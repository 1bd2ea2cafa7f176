import { execFileSync } from 'node:child_process'
import { type Browser, expect, type Page, type TestInfo } from '@playwright/test'
import { localToday } from '../../src/shared/days.ts'
import { fillSignIn, newAccount, signUpByApi, type TestAccount } from './support/accounts.ts'
import { catalogueBookId } from './support/catalogue.ts'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { lookAt } from './support/look-at.ts'
import { readerWithProfile } from './support/readers.ts'
import { screenshot } from './support/screenshots.ts'
import { seriousViolations } from './support/serious-violations.ts'
import { newAppContext } from './support/take-over.ts'

// Blocking, reporting and administration, each reader in a browser of their own: Ann blocks Bob from his
// profile and unblocks him in her settings; Ann reports Bob's review; an administrator (made with
// `npm run user:role`) hides the review and suspends Cat, who then cannot sign in. Ann also reports Bob's
// list and comment from their pages.

const TITLE = 'To Kill a Mockingbird'

/** Another reader in a browser of their own, with a client address of their own for the sign-up limits. */
async function reader(browser: Browser, baseURL: string | undefined, testInfo: TestInfo, label: string, name: string) {
	const context = await newAppContext(browser, {
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, label)),
	})
	const account = await readerWithProfile(context.request, label, { name })
	return { context, page: await context.newPage(), account }
}

const notFound = (page: Page) => expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()

test('a reader blocks another from his profile, they are not found by each other, and she unblocks him in settings', async ({
	page,
	browser,
	baseURL,
}, testInfo) => {
	const ann = await readerWithProfile(page.request, 'ann', { name: 'Ann Blocker' })
	const bob = await reader(browser, baseURL, testInfo, 'bob', 'Bob Pest')
	expect((await page.request.post(`/api/users/${bob.account.username}/follow`)).status()).toBe(200)
	expect((await bob.context.request.post(`/api/users/${ann.username}/follow`)).status()).toBe(200)
	const count = (label: string) =>
		page.locator('.profile-counts div').filter({ hasText: label }).getByRole('definition')

	await page.goto(`/u/${bob.account.username}`)
	await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible()
	await expect(count('Followers')).toHaveText('1')
	await page.getByRole('button', { name: 'Block' }).click()
	const dialog = page.getByRole('dialog', { name: 'Block Bob Pest?' })
	await expect(dialog).toContainText('disappear for each other')
	await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
	expect(await seriousViolations(page)).toEqual([])
	await screenshot(page, 'block-dialog')
	await dialog.getByRole('button', { name: 'Block' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'You blocked Bob Pest.' })).toBeVisible()
	// The follows ended both ways: the page says so at once, not on its next load.
	await expect(page.getByRole('button', { name: 'Unfollow' })).toHaveCount(0)
	await expect(page.getByText('Follows you')).toHaveCount(0)
	await expect(count('Followers')).toHaveText('0')
	await expect(count('Following')).toHaveText('0')

	await page.reload()
	await notFound(page)
	await bob.page.goto(`/u/${ann.username}`)
	await notFound(bob.page)

	await page.goto('/nav/settings?tab=privacy')
	const blocked = page.getByRole('region', { name: 'Blocked readers' })
	await expect(blocked.getByText('Bob Pest')).toBeVisible()
	await lookAt(page, 'blocked-readers')
	await blocked.getByRole('button', { name: 'Unblock Bob Pest' }).click()
	await expect(
		blocked.getByRole('status').filter({ hasText: 'Unblocked. You and Bob Pest can see each other again.' }),
	).toBeVisible()
	await bob.page.reload()
	await expect(bob.page.getByRole('heading', { level: 1, name: 'Ann Blocker' })).toBeVisible()
	await bob.context.close()
})

test('a review is reported, an administrator hides it and suspends a reader, who then cannot sign in', async ({
	page,
	browser,
	baseURL,
}, testInfo) => {
	await readerWithProfile(page.request, 'ann', { name: 'Ann Reporter' })
	const bob = await reader(browser, baseURL, testInfo, 'bob', 'Bob Rude')
	const cat = await reader(browser, baseURL, testInfo, 'cat', 'Cat Spammer')
	const logged = await bob.context.request.post('/api/entries', {
		data: {
			bookId: await catalogueBookId(page.request, TITLE),
			readOn: localToday(),
			rating: 1,
			review: 'Anyone who likes this is an idiot.',
			visibility: 'public',
		},
	})
	expect(logged.status(), await logged.text()).toBe(201)
	const entryId = ((await logged.json()) as { entry: { id: string } }).entry.id
	expect(
		(
			await bob.context.request.post(`/api/entries/${entryId}/comments`, { data: { body: 'And you are all fools.' } })
		).status(),
	).toBe(201)
	const list = await bob.context.request.post('/api/lists', {
		data: { name: 'Books for idiots', visibility: 'public' },
	})
	expect(list.status(), await list.text()).toBe(201)
	const listId = ((await list.json()) as { list: { id: string } }).list.id

	// Ann reports the list from its page, and the comment under the review.
	await page.goto(`/list/${listId}`)
	await page.getByRole('button', { name: 'Report this list' }).click()
	const listForm = page.getByRole('dialog', { name: 'Report this list' })
	await listForm.getByLabel('Spam').check()
	await listForm.getByRole('button', { name: 'Send report' }).click()
	await expect(
		page.getByRole('status').filter({ hasText: 'Thank you. The administrators will look at this list.' }),
	).toBeVisible()

	// Ann reports the review from its page.
	await page.goto(`/entry/${entryId}`)
	await page.getByRole('button', { name: "Report Bob Rude's comment" }).click()
	const commentForm = page.getByRole('dialog', { name: "Report Bob Rude's comment" })
	await commentForm.getByLabel('Hateful').check()
	await commentForm.getByRole('button', { name: 'Send report' }).click()
	await expect(
		page.getByRole('status').filter({ hasText: "Thank you. The administrators will look at Bob Rude's comment." }),
	).toBeVisible()
	await page.getByRole('button', { name: 'Report this entry' }).click()
	const form = page.getByRole('dialog', { name: 'Report this entry' })
	await form.getByRole('button', { name: 'Send report' }).click()
	await expect(form.getByRole('alert')).toHaveText('Choose a reason for the report')
	await form.getByLabel('Harassment').check()
	await form.getByLabel('Details (optional)').fill('Insults other readers.')
	expect(await seriousViolations(page)).toEqual([])
	await screenshot(page, 'report-dialog')
	await page.setViewportSize({ width: 375, height: 800 })
	await screenshot(page, 'report-dialog')
	await page.setViewportSize({ width: 1280, height: 800 })
	await form.getByRole('button', { name: 'Send report' }).click()
	await expect(
		page.getByRole('status').filter({ hasText: 'Thank you. The administrators will look at this entry.' }),
	).toBeVisible()
	const reported = await page.request.post('/api/reports', {
		data: { targetKind: 'profile', targetId: cat.account.username, reason: 'spam' },
	})
	expect(reported.status()).toBe(201)

	// The administrator is made with the documented command, on the database the server uses.
	const adminContext = await newAppContext(browser, {
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'admin')),
	})
	const admin: TestAccount = newAccount('admin')
	await signUpByApi(adminContext.request, admin)
	execFileSync('npm', ['run', '--silent', 'user:role', '--', admin.username, 'admin'], {
		env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
		stdio: 'pipe',
	})
	const adminPage = await adminContext.newPage()
	await adminPage.goto('/nav/home')
	await adminPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click()
	await expect(adminPage.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible()
	const entryReport = adminPage.getByRole('article', { name: 'Entry: Harassment' })
	await expect(entryReport).toContainText('Anyone who likes this is an idiot.')
	await expect(entryReport).toContainText('Insults other readers.')
	await lookAt(adminPage, 'admin-reports')

	await entryReport.getByRole('button', { name: 'Hide entry' }).click()
	await adminPage.getByRole('dialog', { name: 'Hide this entry?' }).getByRole('button', { name: 'Hide entry' }).click()
	await expect(entryReport.getByRole('status')).toHaveText('Hidden. 1 report closed.')

	const profileReport = adminPage.getByRole('article', { name: 'Profile: Spam' })
	await profileReport.getByRole('button', { name: `Suspend @${cat.account.username}` }).click()
	await adminPage
		.getByRole('dialog', { name: 'Suspend Cat Spammer?' })
		.getByRole('button', { name: 'Suspend reader' })
		.click()
	await expect(profileReport.getByRole('status')).toHaveText('Reader suspended. 1 report closed.')
	await screenshot(adminPage, 'admin-reports-resolved')

	// Bob still sees his review, marked hidden; Ann no longer finds it.
	await bob.page.goto(`/entry/${entryId}`)
	await expect(bob.page.getByText('An administrator hid this entry')).toBeVisible()
	await lookAt(bob.page, 'entry-hidden')
	await page.reload()
	await notFound(page)

	// Cat was signed out and cannot sign in again.
	await cat.page.goto('/nav/home')
	await expect(cat.page).toHaveURL(/\/login/)
	await fillSignIn(cat.page, cat.account)
	await expect(
		cat.page
			.getByRole('alert')
			.filter({ hasText: "This account has been suspended by the site's administrators" })
			.first(),
	).toBeVisible()
	await page.goto(`/u/${cat.account.username}`)
	await notFound(page)
	for (const context of [bob.context, cat.context, adminContext]) await context.close()
})
