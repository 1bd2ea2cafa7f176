import { expect, type Page } from '@playwright/test'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { lookAt } from './support/look-at.ts'
import { readerWithProfile } from './support/readers.ts'
import { screenshot } from './support/screenshots.ts'
import { seriousViolations } from './support/serious-violations.ts'
import { newAppContext } from './support/take-over.ts'

/** The follow state written beside the button ('Following', 'Requested'). */
const followState = (page: Page) => page.locator('.follow-control__state')
/** Light and dark, wide and 320 px; the page is left light and wide for what follows. */
async function screenshots(page: Page, screen: string) {
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		for (const width of [1280, 320]) {
			await page.setViewportSize({ width, height: 800 })
			await screenshot(page, screen, scheme)
		}
	}
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.emulateMedia({ colorScheme: 'light' })
}
const count = (page: Page, label: string) =>
	page
		.locator('.profile-counts div')
		.filter({ has: page.getByText(label, { exact: true }) })
		.getByRole('definition')

test('a private profile approves a follow request; the follower then sees its details and can unfollow', async ({
	page,
	browser,
	baseURL,
}, testInfo) => {
	const ann = await readerWithProfile(page.request, 'ann', {
		name: 'Ann Private',
		location: 'Hidden Harbour',
		bio: 'Reads slowly.',
		visibility: 'private',
	})
	const bobContext = await newAppContext(browser, {
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'bob')),
	})
	const bobPage = await bobContext.newPage()
	const bob = await readerWithProfile(bobContext.request, 'bob', { name: 'Bob Asker' })

	// Bob asks to follow: the button says what it will do, then the state and the way back.
	await bobPage.goto(`/u/${ann.username}`)
	await expect(bobPage.getByRole('heading', { level: 1, name: 'Ann Private' })).toBeVisible()
	await expect(bobPage.getByText('Hidden Harbour')).toHaveCount(0)
	const request = bobPage.getByRole('button', { name: 'Request to follow' })
	await request.click()
	await expect(followState(bobPage)).toHaveText('Requested')
	const withdraw = bobPage.getByRole('button', { name: 'Withdraw request' })
	await expect(withdraw).toBeFocused()
	await expect(bobPage.getByRole('status').filter({ hasText: 'Follow request sent to Ann Private.' })).toBeAttached()
	expect(await seriousViolations(bobPage)).toEqual([])

	// Ann finds the request beside her notifications, with its count, and approves it on its page; focus stays in
	// the section, which says when nothing is left.
	await page.goto('/nav/notifications')
	await page.getByRole('link', { name: 'Follow requests 1 waiting' }).click()
	await expect(page).toHaveURL(/\/nav\/notifications\/requests$/)
	const requests = page.getByRole('region', { name: 'Follow requests' })
	await expect(requests.getByRole('link', { name: /Bob Asker/ })).toBeVisible()
	await lookAt(page, 'follow-requests')
	await requests.getByRole('button', { name: 'Approve Bob Asker' }).click()
	await expect(requests.getByText('No follow requests are waiting.')).toBeVisible()
	await expect(requests.getByRole('heading', { name: 'Waiting for your answer' })).toBeFocused()
	await expect(page.getByRole('status').filter({ hasText: `Approved @${bob.username}'s request.` })).toBeAttached()
	await page.goto('/nav/profile')
	await expect(count(page, 'Followers')).toHaveText('1')

	// Bob now follows Ann and sees her details; Ann follows back, so Bob's page says she follows him.
	const follow = await page.request.post(`/api/users/${bob.username}/follow`)
	expect(follow.status()).toBe(200)
	await bobPage.reload()
	await expect(followState(bobPage)).toHaveText('Following')
	await expect(bobPage.getByText('Follows you')).toBeVisible()
	await expect(bobPage.getByText('Hidden Harbour')).toBeVisible()
	await expect(count(bobPage, 'Followers')).toHaveText('1')
	await expect(count(bobPage, 'Following')).toHaveText('1')
	expect(await seriousViolations(bobPage)).toEqual([])
	await screenshots(bobPage, 'follow-profile-following')

	// Unfollowing a private profile closes it again, by keyboard.
	await bobPage.getByRole('button', { name: 'Unfollow' }).focus()
	await bobPage.keyboard.press('Enter')
	await expect(bobPage.getByRole('button', { name: 'Request to follow' })).toBeFocused()
	await expect(bobPage.getByText('Hidden Harbour')).toHaveCount(0)
	await expect(bobPage.getByText('Follows you')).toBeVisible()
	await bobContext.close()
})

test('a public profile is followed at once, and a failed follow is announced where it happened', async ({
	page,
	browser,
	baseURL,
}, testInfo) => {
	const olga = await readerWithProfile(page.request, 'olga', { name: 'Olga Open' })
	const carlContext = await newAppContext(browser, {
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'carl')),
	})
	const carlPage = await carlContext.newPage()
	await readerWithProfile(carlContext.request, 'carl', { name: 'Carl Curious' })
	await carlPage.goto(`/u/${olga.username}`)
	await expect(count(carlPage, 'Followers')).toHaveText('0')
	await carlPage.getByRole('button', { name: 'Follow', exact: true }).click()
	await expect(followState(carlPage)).toHaveText('Following')
	await expect(count(carlPage, 'Followers')).toHaveText('1')
	await expect(carlPage.getByText('Follows you')).toHaveCount(0)

	// The server refuses (here: it is unreachable): nothing changes and the reason is read out.
	await carlPage.route('**/api/users/*/follow', (route) => route.abort())
	await carlPage.getByRole('button', { name: 'Unfollow' }).click()
	await expect(
		carlPage.getByRole('alert').filter({ hasText: 'Nothing changed: Dogear could not reach its server' }),
	).toBeVisible()
	await expect(followState(carlPage)).toHaveText('Following')
	await carlContext.close()
})

test('a declined request leaves the profile closed, and notifications link to no requests when none wait', async ({
	page,
	browser,
	baseURL,
}, testInfo) => {
	const dora = await readerWithProfile(page.request, 'dora', {
		name: 'Dora Door',
		location: 'Behind the door',
		visibility: 'private',
	})
	await page.goto('/nav/notifications')
	await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
	await expect(page.getByRole('link', { name: /^Follow requests/ })).toHaveCount(0)

	const eveContext = await newAppContext(browser, {
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'eve')),
	})
	const evePage = await eveContext.newPage()
	await readerWithProfile(eveContext.request, 'eve', { name: 'Eve Eager' })
	await evePage.goto(`/u/${dora.username}`)
	await evePage.getByRole('button', { name: 'Request to follow' }).click()
	await expect(followState(evePage)).toHaveText('Requested')

	// Requests that cannot be loaded are said so, not silently left out: the app asks for them as the reader comes
	// to the page from another (a page opened by its address comes with them from the server).
	await page.goto('/nav/home')
	await page.route('**/api/me/follow-requests*', (route) => route.abort())
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications' }).click()
	await page.getByRole('link', { name: 'Follow requests', exact: true }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Your follow requests could not be loaded' })).toBeVisible()
	await page.unroute('**/api/me/follow-requests*')
	await page.reload()
	await page.getByRole('region', { name: 'Follow requests' }).getByRole('button', { name: 'Decline Eve Eager' }).click()
	await expect(page.getByText('No follow requests are waiting.')).toBeVisible()
	await page.goto('/nav/profile')
	await expect(count(page, 'Followers')).toHaveText('0')

	await evePage.reload()
	await expect(evePage.getByRole('button', { name: 'Request to follow' })).toBeVisible()
	await expect(evePage.getByText('Behind the door')).toHaveCount(0)
	await eveContext.close()
})

test('more follow requests than a page are read with Load more', async ({ page, playwright, baseURL }, testInfo) => {
	const fay = await readerWithProfile(page.request, 'fay', { name: 'Fay Famous', visibility: 'private' })
	// One more than the server's page of 30, each asker from an address of their own (sign-ups are limited per address).
	for (let i = 0; i < 31; i += 1) {
		const asker = await playwright.request.newContext({
			baseURL,
			extraHTTPHeaders: forwardedFor(clientAddress(testInfo, `asker${i}`)),
		})
		await readerWithProfile(asker, `ask${i}`, { name: `Asker ${i}` })
		expect((await asker.post(`/api/users/${fay.username}/follow`)).status()).toBe(200)
		await asker.dispose()
	}
	await page.goto('/nav/notifications/requests')
	const requests = page.getByRole('region', { name: 'Follow requests' })
	await expect(requests.getByRole('listitem')).toHaveCount(30)
	await expect(requests.getByRole('status')).toHaveText('30 of 31 requests shown')
	await requests.getByRole('button', { name: 'Load more' }).click()
	await expect(requests.getByRole('listitem')).toHaveCount(31)
	await expect(requests.getByRole('status')).toHaveText('31 of 31 requests shown')
	await expect(requests.getByRole('status')).toBeFocused()
	await expect(requests.getByRole('link', { name: /^Asker 0 @/ })).toBeVisible()
})
