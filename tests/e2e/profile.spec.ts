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
	await lookAt(page, 'profile-public-visitor')

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

test("a reader's pages: every count on the profile leads to its page, and the row of pages walks them all", async ({
	page,
	playwright,
	baseURL,
}, testInfo) => {
	const theirs = await playwright.request.newContext({
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'theirs')),
	})
	const dora = await readerWithProfile(theirs, 'dora', { name: 'Dora Diary', bio: 'Logs everything.' })
	const [hobbit, gatsby, pride, farm, flies] = await Promise.all(
		['The Hobbit', 'The Great Gatsby', 'Pride and Prejudice', 'Animal Farm', 'Lord of the Flies'].map((t) =>
			catalogueBookId(theirs, t),
		),
	)
	const log = (data: Record<string, unknown>) =>
		ok(theirs.post('/api/entries', { data: { visibility: 'public', ...data } }))
	await log({ bookId: hobbit, readOn: '2025-03-02', rating: 4.5, review: 'Second breakfast, then dragons.' })
	await log({ bookId: gatsby, readOn: '2026-01-15', rating: 3 })
	await log({ bookId: pride, readOn: '2026-02-01', review: 'Only for my friends.', visibility: 'friends' })
	await ok(theirs.put(`/api/books/${farm}/shelf`, { data: { status: 'reading', visibility: 'public' } }))
	await ok(theirs.put(`/api/books/${flies}/shelf`, { data: { status: 'dnf', visibility: 'public' } }))
	await theirs.dispose()

	// A visitor: the counts are links, and only what a visitor may see is counted and shown.
	await page.goto(`/u/${dora.username}`)
	const pages = page.getByRole('navigation', { name: `@${dora.username}’s pages` })
	await expect(pages.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page')
	await page.getByRole('link', { name: 'Books read: 2' }).click()
	await expect(page).toHaveURL(new RegExp(`/u/${dora.username}/diary$`))
	await expect(page.getByRole('heading', { level: 1, name: `Diary of @${dora.username}` })).toBeVisible()
	await expect(page.getByRole('heading', { level: 2, name: 'January 2026' })).toBeVisible()
	await expect(page.getByRole('heading', { level: 2, name: 'February 2026' })).toHaveCount(0)
	await lookAt(page, 'member-diary')
	await page.getByRole('navigation', { name: 'Diary years' }).getByRole('link', { name: '2025' }).click()
	await expect(page.getByRole('link', { name: 'The Hobbit' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'The Great Gatsby' })).toHaveCount(0)

	await pages.getByRole('link', { name: 'Reviews' }).click()
	await expect(page.getByRole('heading', { level: 1, name: `Reviews by @${dora.username}` })).toBeVisible()
	await expect(page.getByText('Second breakfast, then dragons.')).toBeVisible()
	await expect(page.getByText('Only for my friends.')).toHaveCount(0)
	await lookAt(page, 'member-reviews')
	await page.getByRole('navigation', { name: 'Sort the reviews' }).getByRole('link', { name: 'Rating' }).click()
	await expect(page).toHaveURL(/\/reviews\?sort=rating$/)
	await expect(page.getByText('Second breakfast, then dragons.')).toBeVisible()

	await pages.getByRole('link', { name: 'Shelves' }).click()
	await expect(page).toHaveURL(new RegExp(`/u/${dora.username}/shelves/reading$`))
	const shelves = page.getByRole('navigation', { name: 'Shelves' })
	await expect(shelves.getByRole('link', { name: 'Currently reading (1)' })).toHaveAttribute('aria-current', 'page')
	await expect(page.getByRole('link', { name: 'Animal Farm' })).toBeVisible()
	await expect(page.getByText('Log a read', { exact: true })).toHaveCount(0)
	await lookAt(page, 'member-shelf')
	await shelves.getByRole('link', { name: 'Did not finish (1)' }).click()
	await expect(page.getByRole('link', { name: 'Lord of the Flies' })).toBeVisible()
	await shelves.getByRole('link', { name: 'Read (2)' }).click()
	await page.getByRole('navigation', { name: 'Sort the shelf' }).getByRole('link', { name: 'Title' }).click()
	await expect(page).toHaveURL(/\/shelves\/read\?sort=title$/)
	await expect(page.locator('.readlist-item__title')).toHaveText(['The Great Gatsby', 'The Hobbit'])

	// The pages that were there before are in the row too; a reader that is not there has none.
	for (const [name, heading] of [
		['Lists', `Lists by @${dora.username}`],
		['Stats', 'Dora Diary’s stats'],
		['Year in review', `Dora Diary’s ${new Date().getFullYear()} in books`],
		['Followers', `Followers of @${dora.username}`],
		['Following', `Followed by @${dora.username}`],
	]) {
		await pages.getByRole('link', { name }).click()
		await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
		await expect(pages.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
	}
	for (const path of ['diary', 'reviews', 'shelves/read']) {
		await page.goto(`/u/nobody_by_this_name/${path}`)
		await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
	}
})
