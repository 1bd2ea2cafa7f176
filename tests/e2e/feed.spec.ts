import { type Browser, expect } from '@playwright/test'
import { catalogueBookId } from './support/catalogue.ts'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { lookAt } from './support/look-at.ts'
import { readerWithProfile } from './support/readers.ts'
import { ok } from './support/api-ok.ts'
import { newAppContext } from './support/take-over.ts'

// The home's social half: a reader finds and follows two others, who log, shelve and review books; the home
// shows what they are reading now, Popular with friends and their feed, a page at a time; followers and following pages; removing a
// follower. The others act through the API, on books of the e2e catalogue.

const TITLES = [
	'The Hobbit',
	'Pride and Prejudice',
	'The Kite Runner',
	'The Great Gatsby',
	'The Fellowship of the Ring',
	'Gone Girl',
	'Lord of the Flies',
	'Animal Farm',
]

async function otherReader(
	browser: Browser,
	baseURL: string | undefined,
	address: string,
	label: string,
	name: string,
) {
	const context = await newAppContext(browser, { baseURL, extraHTTPHeaders: forwardedFor(address) })
	const account = await readerWithProfile(context.request, label, { name })
	return { context, page: await context.newPage(), account }
}

test('a reader finds and follows two others; the home shows Popular with friends and their feed, a page at a time', async ({
	page,
	browser,
	baseURL,
}, testInfo) => {
	const vera = await readerWithProfile(page.request, 'vera', { name: 'Vera Viewer' })
	const zoe = await otherReader(browser, baseURL, clientAddress(testInfo, 'zoe'), 'zoe', 'Zoë Brontë')
	const bob = await otherReader(browser, baseURL, clientAddress(testInfo, 'bob'), 'bob', 'Bob Okafor')

	// Before following anyone: honest empty states, and the way to find people.
	await page.goto('/nav/home')
	await expect(page.getByRole('heading', { name: 'Follow readers to see what they read' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Popular with friends' })).toBeVisible()
	await page.getByRole('link', { name: 'Search for people to follow' }).first().click()
	await expect(page).toHaveURL(/\/nav\/search\?type=user$/)

	// Found by a part of her name, without its accents.
	await page.getByLabel('Search for a user').fill('bronte')
	await page.getByRole('button', { name: 'Search' }).click()
	const result = page.getByRole('link', { name: new RegExp(`Zoë Brontë @${zoe.account.username}`) })
	await expect(result).toBeVisible()
	await lookAt(page, 'people-search')
	await page.getByLabel('Search for a user').fill('nobody by this name')
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'No user with that name found!' })).toBeVisible()
	await page.goBack()
	await page.getByRole('link', { name: new RegExp(`Zoë Brontë @${zoe.account.username}`) }).click()
	await page.getByRole('button', { name: 'Follow', exact: true }).click()
	await expect(page.locator('.follow-control__state')).toHaveText('Following')
	await ok(page.request.post(`/api/users/${bob.account.username}/follow`))

	// They read: both log The Hobbit this week, Bob with a spoiler review; each shelves the other books (23 updates).
	const ids = await Promise.all(TITLES.map((title) => catalogueBookId(page.request, title)))
	const today = new Date().toISOString().slice(0, 10)
	await ok(
		zoe.context.request.post('/api/entries', {
			data: { bookId: ids[0], readOn: today, rating: 4.5, review: 'There and back again, and worth every step.' },
		}),
	)
	await ok(
		bob.context.request.post('/api/entries', {
			data: { bookId: ids[0], readOn: today, rating: 3, spoilers: true, review: 'Gandalf comes back in the end.' },
		}),
	)
	await ok(zoe.context.request.post('/api/entries', { data: { bookId: ids[1], readOn: today, rating: 5 } }))
	for (const id of ids.slice(2)) {
		await ok(zoe.context.request.put(`/api/books/${id}/shelf`, { data: { status: 'want' } }))
		await ok(bob.context.request.put(`/api/books/${id}/shelf`, { data: { status: 'want' } }))
	}
	for (const id of ids.slice(2))
		await ok(zoe.context.request.put(`/api/books/${id}/shelf`, { data: { status: 'reading' } }))
	await ok(
		bob.context.request.post(`/api/books/${ids[4]}/progress`, { data: { page: 120, note: 'Slow going in the Shire' } }),
	)
	await ok(zoe.context.request.post(`/api/users/${bob.account.username}/follow`))

	await page.goto('/nav/home')
	const friends = page.getByRole('region', { name: 'Popular with friends' })
	await expect(friends.getByRole('heading', { name: 'The Hobbit' })).toBeVisible()
	await expect(friends.getByText(/2 readers you follow: /)).toBeVisible()
	const feed = page.getByRole('region', { name: 'From readers you follow' })
	await expect(feed.getByRole('listitem').first()).toHaveText(/Zoë Brontë followed Bob Okafor/)
	await expect(feed.getByRole('listitem').nth(1)).toHaveText(
		/Bob Okafor is on page 120 of The Fellowship of the Ring: “Slow going in the Shire”/,
	)
	await expect(feed.getByRole('status')).toHaveText('Showing 20 updates.')
	// What they are reading now: Bob's book with his page first (his newest start), then Zoë's six.
	const reading = page.getByRole('region', { name: 'Friends are reading' })
	await expect(reading.getByRole('listitem')).toHaveCount(7)
	await expect(reading.getByRole('listitem').first()).toContainText('The Fellowship of the Ring')
	await expect(reading.getByRole('listitem').first()).toContainText(/Bob Okafor: Page 120\b/)
	await expect(reading.getByRole('listitem').filter({ hasText: 'Gone Girl' })).toContainText('Zoë Brontë: started it')
	await lookAt(page, 'home-feed')
	// The first reads are the oldest updates: on the next page, the review's start and, for Bob's, only a warning.
	await feed.getByRole('button', { name: 'Load more' }).click()
	await expect(feed.getByRole('status')).toHaveText('Showing 23 updates.')
	await expect(feed.getByRole('button', { name: 'Load more' })).toHaveCount(0)
	await expect(feed.getByText('There and back again, and worth every step.')).toBeVisible()
	await expect(feed.getByText('The review has spoilers')).toBeVisible()
	await expect(page.getByText('Gandalf comes back')).toHaveCount(0)

	// Following and followers pages, from the counts on the profile.
	await page.goto(`/u/${vera.username}`)
	await page.getByRole('link', { name: 'Following: 2' }).click()
	await expect(page).toHaveURL(new RegExp(`/u/${vera.username}/following$`))
	await expect(page.getByRole('heading', { level: 1, name: `Followed by @${vera.username}` })).toBeVisible()
	await expect(page.getByRole('link', { name: /Zoë Brontë/ })).toBeVisible()
	await expect(page.getByRole('link', { name: /Bob Okafor/ })).toBeVisible()
	await expect(page.getByRole('button', { name: /Remove/ })).toHaveCount(0)
	await lookAt(page, 'following-page')

	// Bob removes Vera from his followers, after saying yes; a cancelled dialog changes nothing.
	await bob.page.goto(`/u/${bob.account.username}/followers`)
	const remove = bob.page.getByRole('button', { name: 'Remove Vera Viewer as a follower' })
	await remove.click()
	await bob.page.getByRole('button', { name: 'Keep' }).click()
	await expect(remove).toBeVisible()
	await lookAt(bob.page, 'followers-page')
	await remove.click()
	const dialog = bob.page.getByRole('dialog', { name: 'Remove this follower?' })
	await expect(dialog).toBeVisible()
	await dialog.getByRole('button', { name: 'Remove follower' }).click()
	await expect(bob.page.getByRole('link', { name: /Vera Viewer/ })).toHaveCount(0)
	await expect(bob.page.getByRole('link', { name: /Zoë Brontë/ })).toBeVisible()
	await expect(
		bob.page.getByRole('status').filter({ hasText: `@${vera.username} no longer follows you.` }),
	).toBeAttached()

	// Her own activity says whom she followed.
	await page.goto('/nav/activity')
	await expect(page.getByRole('listitem').filter({ hasText: 'You followed Zoë Brontë' })).toBeVisible()

	// Vera no longer follows Bob: his reads leave her home.
	await page.goto('/nav/home')
	await expect(
		page
			.getByRole('region', { name: 'Popular with friends' })
			.getByText(/1 reader you follow: /)
			.first(),
	).toBeVisible()
	await expect(
		page.getByRole('region', { name: 'From readers you follow' }).getByText('The review has spoilers'),
	).toHaveCount(0)

	// A private profile's lists are not found for a reader who does not follow it.
	await ok(zoe.context.request.patch('/api/profile', { data: { visibility: 'private' } }))
	await bob.page.goto(`/u/${vera.username}/followers`)
	await expect(bob.page.getByRole('heading', { level: 1, name: `Followers of @${vera.username}` })).toBeVisible()
	await page.context().clearCookies()
	await page.goto(`/u/${zoe.account.username}/following`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i)
	await zoe.context.close()
	await bob.context.close()
})
