import { expect } from '@playwright/test'
import { AuthMessages } from '../../src/shared/schemas/auth.ts'
import { ProfileMessages } from '../../src/shared/schemas/profile.ts'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { lookAt } from './support/look-at.ts'
import { screenshot } from './support/screenshots.ts'

const PICTURE = 'tests/e2e/fixtures/reader-picture.png'

test('profile settings save only what changed, discard restores, and leaving with unsaved changes asks first', async ({
	page,
	playwright,
	baseURL,
}, testInfo) => {
	const account = newAccount('edit')
	await signUpByApi(page.request, account)
	await page.goto('/nav/settings')
	await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
	await expect(
		page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Profile' }),
	).toHaveAttribute('aria-current', 'page')
	await expect(page.getByLabel('Username')).toHaveValue(account.username)

	// Save: the PATCH carries the two changed fields and nothing else.
	await page.getByLabel('Display name').fill('Ann Reader')
	await page.getByLabel('Bio').fill('First line\nSecond line 📚')
	await expect(page.getByText('24 / 500 characters')).toBeVisible()
	await expect(page.getByText('You have unsaved changes.')).toBeVisible()
	const patch = page.waitForRequest((r) => r.url().endsWith('/api/profile') && r.method() === 'PATCH')
	await page.getByRole('button', { name: 'Save changes' }).click()
	expect((await patch).postDataJSON()).toEqual({ name: 'Ann Reader', bio: 'First line\nSecond line 📚' })
	await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible()
	await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Ann Reader')).toBeVisible()

	// Discard puts back what was saved.
	await page.getByLabel('Location').fill('Nowhere in particular')
	await page.getByRole('button', { name: 'Discard changes' }).click()
	await expect(page.getByLabel('Location')).toHaveValue('')
	await expect(page.getByRole('status').filter({ hasText: 'Your changes have been discarded.' })).toBeVisible()

	// Leaving with unsaved changes: an in-page question; staying keeps the text, leaving drops it.
	await page.getByLabel('Location').fill('Paris')
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Diary' }).click()
	const dialog = page.getByRole('dialog', { name: 'Leave without saving?' })
	await expect(dialog).toBeVisible()
	await expect(dialog.getByRole('button', { name: 'Stay and keep editing' })).toBeFocused()
	await screenshot(page, 'settings-unsaved-dialog')
	await dialog.getByRole('button', { name: 'Stay and keep editing' }).click()
	await expect(dialog).toBeHidden()
	await expect(page).toHaveURL(/\/nav\/settings$/)
	await expect(page.getByLabel('Location')).toHaveValue('Paris')
	// Another settings tab is a different page too.
	await page.getByRole('link', { name: 'Authentication' }).click()
	await expect(dialog).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(dialog).toBeHidden()
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Diary' }).click()
	await dialog.getByRole('button', { name: 'Leave without saving' }).click()
	await expect(page).toHaveURL(/\/nav\/diary$/)
	await page.goBack()
	await expect(page.getByLabel('Location')).toHaveValue('')

	// The server's answers, inline: a username taken by someone else, whatever its case.
	const other = await playwright.request.newContext({
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'other')),
	})
	const taken = newAccount('taken')
	await signUpByApi(other, taken)
	await other.dispose()
	await page.getByLabel('Username').fill(taken.username.toUpperCase())
	await page.getByRole('button', { name: 'Save changes' }).click()
	await expect(page.locator('#profile-username-error')).toHaveText(AuthMessages.usernameTaken)
	await expect(page.getByLabel('Username')).toBeFocused()
	await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true')
	// And the shared schema's, before anything is sent.
	await page.getByLabel('Username').fill(account.username)
	await page.getByLabel('Bio').fill('x'.repeat(501))
	await expect(page.getByText('501 / 500 characters')).toBeVisible()
	await page.getByRole('button', { name: 'Save changes' }).click()
	await expect(page.getByRole('alert').filter({ hasText: ProfileMessages.bioTooLong })).toBeVisible()
	await expect(page.getByLabel('Bio')).toBeFocused()
	await screenshot(page, 'settings-profile-errors')

	// Closing or reloading the tab: the browser's own prompt.
	// Dismissed and awaited before the test ends: a dismissal still in flight raced the context's closing.
	const browserPrompt = page.waitForEvent('dialog')
	await page.close({ runBeforeUnload: true })
	const prompt = await browserPrompt
	expect(prompt.type()).toBe('beforeunload')
	await prompt.dismiss()
})

test('a picture is uploaded, shown in the menu and on the profile, and removed; a file that is no picture is refused inline', async ({
	page,
}) => {
	await signUpByApi(page.request, newAccount('picture'))
	await page.goto('/nav/settings')
	const picture = page.getByRole('region', { name: 'Picture' })
	const menu = page.getByRole('navigation', { name: 'Main' })
	await expect(menu.locator('img')).toHaveCount(0)

	// Named .png, but text: the server looks at the content and refuses it; its message shows inline.
	let chooser = page.waitForEvent('filechooser')
	await picture.getByRole('button', { name: 'Choose a picture' }).click()
	await (await chooser).setFiles({
		name: 'notes.png',
		mimeType: 'image/png',
		buffer: Buffer.from('These are my reading notes, not a picture.'),
	})
	await expect(picture.getByText('Chosen: notes.png')).toBeVisible()
	await picture.getByRole('button', { name: 'Upload picture' }).click()
	await expect(picture.getByRole('alert')).toHaveText(ProfileMessages.pictureType)
	const choose = picture.getByRole('button', { name: 'Choose a picture' })
	await expect(choose).toBeFocused()
	// The error line's "! " mark is drawn by CSS and read with it.
	await expect(choose).toHaveAccessibleDescription(`! ${ProfileMessages.pictureType}`)
	await screenshot(page, 'settings-picture-refused')

	chooser = page.waitForEvent('filechooser')
	await choose.click()
	await (await chooser).setFiles(PICTURE)
	await expect(picture.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible()
	await expect(picture.getByRole('alert')).toBeEmpty()
	await picture.getByRole('button', { name: 'Upload picture' }).click()
	await expect(picture.getByRole('status')).toHaveText('Your new picture is saved.')
	await expect(menu.locator('img.avatar')).toHaveAttribute('src', /^\/api\/uploads\/pictures\/.+\.webp$/)
	await expect
		.poll(() => menu.locator('img.avatar').evaluate((img: HTMLImageElement) => img.naturalWidth))
		.toBeGreaterThan(0)
	await screenshot(page, 'settings-picture-saved')

	await menu.getByRole('link', { name: 'Profile' }).click()
	const profileImage = page.getByRole('region', { name: 'Profile' }).locator('img.avatar')
	await expect(profileImage).toHaveAttribute('src', /^\/api\/uploads\//)
	await expect.poll(() => profileImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

	await page.goto('/nav/settings')
	await picture.getByRole('button', { name: 'Remove picture' }).click()
	await expect(picture.getByRole('status')).toHaveText('Your picture has been removed.')
	await expect(menu.locator('img')).toHaveCount(0)
	await expect(picture.locator('.avatar--initial')).toBeVisible()
})

test('favourite books are found, added and put in order with the keyboard, and lead the profile', async ({ page }) => {
	await signUpByApi(page.request, newAccount('favs'))
	await page.goto('/nav/settings')
	const favourites = page.getByRole('region', { name: 'Favourite books' })
	await expect(favourites.getByText('No favourites chosen yet.')).toBeVisible()
	for (const [query, title] of [
		['Gatsby', 'The Great Gatsby'],
		['Mockingbird', 'To Kill a Mockingbird'],
	] as const) {
		await favourites.getByRole('searchbox', { name: 'Find a book' }).fill(query)
		await favourites.getByRole('button', { name: 'Search' }).click()
		await favourites.getByRole('button', { name: `Add ${title}` }).click()
		await expect(favourites.getByRole('status').filter({ hasText: `Added ${title}` })).toBeVisible()
	}
	const chosen = favourites.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Move/ }) })
	await expect(chosen).toHaveText([/1\. The Great Gatsby/, /2\. To Kill a Mockingbird/])

	// With the keyboard: the focus stays on the moved book's button, which at the top does nothing.
	const up = favourites.getByRole('button', { name: 'Move To Kill a Mockingbird up' })
	await up.focus()
	await page.keyboard.press('Enter')
	await expect(
		favourites.getByRole('status').filter({ hasText: 'To Kill a Mockingbird is now number 1.' }),
	).toBeVisible()
	await expect(chosen).toHaveText([/1\. To Kill a Mockingbird/, /2\. The Great Gatsby/])
	await expect(up).toBeFocused()
	await expect(up).toHaveAttribute('aria-disabled', 'true')
	await lookAt(page, 'settings-favourites')

	await page.goto('/nav/profile')
	await expect(page.getByRole('region', { name: 'Favourite books' }).getByRole('listitem')).toHaveText([
		'To Kill a Mockingbird',
		'The Great Gatsby',
	])
})
