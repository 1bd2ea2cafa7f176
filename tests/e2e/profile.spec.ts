import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { ok } from './support/api-ok.ts'
import { catalogueBookId } from './support/catalogue.ts'
import { lookAt } from './support/look-at.ts'
import { readerWithProfile } from './support/readers.ts'
import { screenshot } from './support/screenshots.ts'

const PICTURE = 'tests/e2e/fixtures/reader-picture.png'
const BIO = 'Reads on the night train.\nMostly <b>poetry</b> & essays.'

test('your profile shows name, username, location, bio with its line breaks, join date, your books and counts', async ({
	page,
}) => {
	const account = await readerWithProfile(page.request, 'own', { name: 'Ann Reader', location: 'Booktown', bio: BIO })
	const [gatsby, mockingbird] = [
		await catalogueBookId(page.request, 'The Great Gatsby'),
		await catalogueBookId(page.request, 'To Kill a Mockingbird'),
	]
	await ok(page.request.put('/api/profile/favourites', { data: { bookIds: [mockingbird, gatsby] } }))
	await ok(page.request.post('/api/entries', { data: { bookId: gatsby, readOn: '2026-01-05', rating: 4.5 } }))
	await ok(page.request.post(`/api/books/${mockingbird}/progress`, { data: { percent: 40 } }))
	// Sent by the server with the page, not only drawn once the app has asked for it.
	expect(await (await page.request.get('/nav/profile')).text()).toContain('Currently reading')
	await page.goto('/nav/profile')
	await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible()
	await expect(page).toHaveTitle('Profile · Dogear')
	const card = page.getByRole('region', { name: 'Profile' })
	await expect(card.getByText('Ann Reader', { exact: true })).toBeVisible()
	await expect(card.getByText(`@${account.username}`)).toBeVisible()
	await expect(card.getByText('Booktown')).toBeVisible()
	const joined = new Date().toLocaleDateString('en-US', { dateStyle: 'long' })
	await expect(card.getByText(`Joined ${joined}`)).toBeVisible()
	// No picture yet: the initial stands in.
	await expect(card.locator('.avatar--initial')).toHaveText('A')

	// Plain text: the markup is shown as typed, and the line break is kept.
	const bio = page.locator('.profile-bio')
	await expect(bio).toHaveText(BIO)
	expect(await bio.evaluate((el) => (el as HTMLElement).innerText)).toBe(BIO)
	await expect(page.locator('main b')).toHaveCount(0)

	await expect(page.getByRole('region', { name: 'Favourite books' }).getByRole('listitem')).toHaveText([
		'To Kill a Mockingbird',
		'The Great Gatsby',
	])
	const reading = page.getByRole('region', { name: 'Currently reading' })
	await expect(reading.getByRole('progressbar', { name: 'Progress in To Kill a Mockingbird' })).toHaveAttribute(
		'aria-valuenow',
		'40',
	)
	const latest = page.getByRole('region', { name: 'Latest reads' })
	await expect(latest.getByRole('link', { name: 'The Great Gatsby' })).toBeVisible()
	await expect(latest.getByRole('img', { name: '4.5 out of 5 stars' })).toBeVisible()
	await expect(page.getByRole('region', { name: 'Ratings' }).getByRole('row', { name: '4½ stars 1' })).toBeVisible()
	// The goal is a small card until asked for; nobody waits for approval on this public profile.
	await expect(page.getByRole('button', { name: 'Set a goal' })).toBeVisible()
	for (const label of ['Books read', 'Reviews', 'Lists', 'Followers']) {
		await expect(page.locator('.profile-counts div').filter({ hasText: label }).getByRole('definition')).toHaveText(
			label === 'Books read' ? '1' : '0',
		)
	}
	await lookAt(page, 'profile-own')
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.getByRole('link', { name: 'Edit profile in settings' }).click()
	await expect(page).toHaveURL(/\/nav\/settings$/)
	await expect(page.getByLabel('Location')).toHaveValue('Booktown')
})

test('another reader is at /u/<username> for visitors and readers; a private profile shows only name and picture', async ({
	page,
	playwright,
	baseURL,
}, testInfo) => {
	const others = await playwright.request.newContext({
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'others')),
	})
	const open = await readerWithProfile(others, 'open', { name: 'Olga Open', location: 'Riga', bio: 'Open book.' })
	const closed = await readerWithProfile(others, 'closed', {
		name: 'Carl Closed',
		location: 'Secret town',
		bio: 'Nobody reads this.',
		visibility: 'private',
	})
	const picture = await others.put('/api/profile/picture', {
		multipart: { picture: { name: 'carl.png', mimeType: 'image/png', buffer: readFileSync(PICTURE) } },
	})
	expect(picture.status()).toBe(200)
	await others.dispose()

	// A visitor, in the public frame; the address works when opened directly (a reload).
	const res = await page.goto(`/u/${open.username}`)
	expect(res?.status()).toBe(200)
	await expect(page.getByRole('heading', { level: 1, name: 'Olga Open' })).toBeVisible()
	await expect(page).toHaveTitle(`Olga Open (@${open.username}) · Dogear`)
	await expect(page.getByText('Riga')).toBeVisible()
	await expect(page.getByText('Open book.')).toBeVisible()
	await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Edit profile in settings' })).toHaveCount(0)
	await screenshot(page, 'profile-public-visitor')

	await page.goto(`/u/${closed.username.toUpperCase()}`)
	await expect(page.getByRole('heading', { level: 1, name: 'Carl Closed' })).toBeVisible()
	await expect(page.getByText(/This profile is private/)).toBeVisible()
	await expect(page.getByRole('region', { name: 'Profile' }).locator('img.avatar')).toHaveAttribute(
		'src',
		/^\/api\/uploads\//,
	)
	for (const hidden of ['Secret town', 'Nobody reads this.', 'Joined', 'Books read'])
		await expect(page.getByText(hidden)).toHaveCount(0)
	await screenshot(page, 'profile-private-visitor')

	// No such reader: the not-found page; a name that cannot be a username is a 404 from the server too.
	await page.goto('/u/nobody_by_this_name')
	await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
	expect((await page.goto('/u/x'))?.status()).toBe(404)

	// Signed in, the same pages open inside the reader's shell.
	await signUpByApi(page.request, newAccount('visitor'))
	await page.goto(`/u/${open.username}`)
	await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
	await expect(page.getByRole('heading', { level: 1, name: 'Olga Open' })).toBeVisible()
	await page.reload()
	await expect(page.getByText('Open book.')).toBeVisible()
	await page.goto(`/u/${closed.username}`)
	await expect(page.getByText(/This profile is private/)).toBeVisible()
	await expect(page.getByText('Nobody reads this.')).toHaveCount(0)
	await screenshot(page, 'profile-private-reader')
})
