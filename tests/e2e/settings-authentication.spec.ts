import { expect } from '@playwright/test'
import { AccountMessages } from '../../src/shared/schemas/account.ts'
import { fillSignIn, newAccount, signUpByApi } from './support/accounts.ts'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { outboxCount, waitForEmailChangeLink } from './support/outbox.ts'
import { screenshot } from './support/screenshots.ts'
import { newAppContext } from './support/take-over.ts'

test('the e-mail address changes once the link mailed to the new address is opened', async ({ page }) => {
	const account = newAccount('email')
	await signUpByApi(page.request, account)
	await page.goto('/nav/settings?tab=authentication')
	const signIn = page.getByRole('region', { name: 'How you sign in' })
	await expect(signIn.getByText('E-mail address and password')).toBeVisible()
	await expect(signIn.getByText(account.email)).toBeVisible()
	await expect(signIn.getByText(new Date().toLocaleDateString('en-US', { dateStyle: 'long' }))).toBeVisible()

	const form = page.getByRole('form', { name: 'Change e-mail address' })
	const send = form.getByRole('button', { name: 'Send confirmation link' })
	const newEmail = `moved.${account.email}`
	// A session alone is not enough: the password is asked for, and a wrong one is said beside its field.
	await form.getByLabel('New e-mail address').fill(newEmail)
	await send.click()
	await expect(form.locator('#email-password-error')).toHaveText(AccountMessages.emailPasswordRequired)
	await expect(form.getByLabel('Current password')).toBeFocused()
	await form.getByLabel('Current password').fill('not my password')
	await send.click()
	await expect(form.locator('#email-password-error')).toHaveText(AccountMessages.passwordWrong)
	await expect(form.getByLabel('Current password')).toBeFocused()
	await expect(form.getByRole('alert').first()).toContainText(AccountMessages.passwordWrong)
	await screenshot(page, 'settings-email-password-wrong')

	await form.getByLabel('Current password').fill(account.password)
	await form.getByLabel('New e-mail address').fill(account.email.toUpperCase())
	await send.click()
	await expect(form.getByRole('alert').first()).toHaveText(AccountMessages.emailSame)
	await expect(form.getByLabel('New e-mail address')).toBeFocused()

	const seen = await outboxCount()
	await form.getByLabel('New e-mail address').fill(newEmail)
	await send.click()
	await expect(form.getByRole('status')).toHaveText(`Check your new inbox. ${AccountMessages.emailSent(newEmail)}`)
	await screenshot(page, 'settings-email-sent')

	const link = await waitForEmailChangeLink(newEmail, seen)
	await page.goto(link)
	await expect(page).toHaveURL(/\/nav\/settings\?email=changed$/)
	await expect(signIn.getByRole('status')).toHaveText(
		`Your e-mail address has been changed. You now sign in with ${newEmail}.`,
	)
	await expect(signIn.getByText(`${newEmail} (confirmed)`)).toBeVisible()
	await screenshot(page, 'settings-email-changed')

	// The same link again is used up.
	await page.goto(link)
	await expect(page).toHaveURL(/\/nav\/settings\?email=invalid$/)
	await expect(signIn.getByRole('alert')).toContainText('This confirmation link is invalid or has expired')
})

test('the password changes with the current one; a reset link can be sent from here', async ({ page }) => {
	const account = newAccount('password')
	await signUpByApi(page.request, account)
	await page.goto('/nav/settings?tab=authentication')
	const form = page.getByRole('form', { name: 'Change password' })
	await form.getByLabel('Current password').fill('not my password')
	await form.getByLabel('New password', { exact: true }).fill('a brand new password')
	await form.getByLabel('Repeat new password').fill('a brand new password')
	await form.getByRole('button', { name: 'Change password' }).click()
	await expect(form.locator('#password-current-error')).toHaveText(AccountMessages.currentPasswordWrong)
	await expect(form.getByLabel('Current password')).toBeFocused()

	await form.getByLabel('Current password').fill(account.password)
	await form.getByRole('button', { name: 'Change password' }).click()
	await expect(form.getByRole('status')).toHaveText(AccountMessages.passwordChanged)
	await expect(form.getByLabel('Current password')).toHaveValue('')

	await page.getByRole('button', { name: 'Send me a reset link' }).click()
	await expect(page.getByRole('status').filter({ hasText: AccountMessages.resetSent })).toBeVisible()
})

test('a session signed out from settings is signed out in that other browser; so are all others at once', async ({
	page,
	browser,
	baseURL,
}, testInfo) => {
	const account = newAccount('sessions')
	await signUpByApi(page.request, account)
	const other = await newAppContext(browser, {
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'other browser')),
	})
	const otherPage = await other.newPage()
	const signInElsewhere = async () => {
		await otherPage.goto('/login')
		await fillSignIn(otherPage, account)
		await expect(otherPage).toHaveURL(/\/nav\/home$/)
	}
	await signInElsewhere()

	await page.goto('/nav/settings?tab=authentication')
	const sessions = page.getByRole('region', { name: 'Active sessions' }).getByRole('listitem')
	await expect(sessions).toHaveCount(2)
	const mine = sessions.filter({ hasText: 'This browser' })
	await expect(mine).toHaveCount(1)
	await expect(mine).toContainText(/Last active .+ · signed in/)
	await screenshot(page, 'settings-sessions')
	await sessions
		.filter({ hasNotText: 'This browser' })
		.getByRole('button', { name: /^Sign out/ })
		.click()
	await expect(sessions).toHaveCount(1)

	await otherPage.goto('/nav/settings')
	await expect(otherPage).toHaveURL(/\/login\?next=%2Fnav%2Fsettings$/)

	await signInElsewhere()
	await page.reload()
	await expect(sessions).toHaveCount(2)
	await expect(page.getByRole('form', { name: 'Change password' })).toContainText('revokes every personal access token')
	await page.getByLabel('Also revoke every personal access token (scripts and apps using one stop working)').check()
	await screenshot(page, 'settings-sessions-revoke-tokens')
	await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'One other session has been signed out.' })).toBeVisible()
	await expect(sessions).toHaveCount(1)
	await otherPage.reload()
	await expect(otherPage).toHaveURL(/\/login\?next=/)
	await other.close()

	// This browser's own entry signs this browser out.
	await mine.getByRole('button', { name: 'Sign out this browser' }).click()
	await expect(page).toHaveURL(/\/$/)
	await page.goto('/nav/settings')
	await expect(page).toHaveURL(/\/login\?next=/)
	await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})
