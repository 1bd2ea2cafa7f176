import { execFileSync } from 'node:child_process'
import { expect } from '@playwright/test'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { test } from './support/client-address.ts'
import { lookAt } from './support/look-at.ts'

// An administrator blocks another server from the admin pages, sees it listed with its reason, and unblocks it;
// a host that is no server's name is refused on its field. A reader gets the 404 of an unknown page.
test('an administrator blocks a server, sees it listed, and unblocks it; a reader cannot reach the page', async ({
	page,
	browser,
}) => {
	const admin = newAccount('srvadmin')
	await signUpByApi(page.request, admin)
	execFileSync('npm', ['run', '--silent', 'user:role', '--', admin.username, 'admin'], {
		env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
		stdio: 'pipe',
	})
	await page.goto('/nav/admin')
	await page.getByRole('link', { name: 'Blocked servers' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Blocked servers' })).toBeVisible()
	const blocked = page.getByRole('region', { name: 'Blocked' })
	await expect(blocked.getByText('No blocked servers')).toBeVisible()

	const form = page.getByRole('region', { name: 'Block a server' })
	await form.getByLabel('Server').fill('not a server')
	await form.getByRole('button', { name: 'Block server' }).click()
	await expect(form.getByText("host must be a server's name")).toBeVisible()
	await expect(form.getByLabel('Server')).toHaveAttribute('aria-invalid', 'true')

	await form.getByLabel('Server').fill('@spammer@Spam.Example')
	await form.getByLabel('Reason (optional, for administrators)').fill('Floods the shared inbox')
	await form.getByRole('button', { name: 'Block server' }).click()
	await expect(form.getByRole('status')).toHaveText('spam.example is blocked.')
	await expect(blocked.getByRole('listitem')).toHaveText([/^spam\.example, blocked .+: Floods the shared inbox/])
	await form.getByLabel('Server').fill('https://other.example/@ann')
	await form.getByRole('button', { name: 'Block server' }).click()
	await expect(blocked.getByRole('listitem')).toHaveCount(2)
	await lookAt(page, 'admin-servers')

	await blocked.getByRole('button', { name: 'Unblock spam.example' }).click()
	await expect(blocked.getByRole('listitem')).toHaveText([/^other\.example, blocked/])

	const reader = await browser.newPage()
	await signUpByApi(reader.request, newAccount('srvreader'))
	await reader.goto('/nav/admin/servers')
	await expect(reader.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
	await reader.close()
})
