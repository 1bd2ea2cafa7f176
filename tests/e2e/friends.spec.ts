import { expect, type Page } from '@playwright/test'
import { localToday } from '../../src/shared/days.ts'
import { catalogueBookId } from './support/catalogue.ts'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { readerWithProfile } from './support/readers.ts'
import { screenshot } from './support/screenshots.ts'
import { newAppContext } from './support/take-over.ts'

// The social layer end to end, each reader in a browser of their own: Ann follows Bob, Bob follows back, Bob
// logs a friends-only review; Ann finds it in her feed and in Popular with friends, likes it and comments; Bob
// is told; then Ann blocks Bob and everything between them is gone for both.

const TITLE = 'Catching Fire'

async function followFromProfile(page: Page, username: string) {
	await page.goto(`/u/${username}`)
	await page.getByRole('button', { name: 'Follow', exact: true }).click()
	await expect(page.locator('.follow-control__state')).toHaveText('Following')
}

const notificationsLink = (page: Page) =>
	page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ })

test('friends see a friends-only review in the feed and Popular with friends, like and comment on it, and a block makes it all disappear', async ({
	page: annPage,
	browser,
	baseURL,
}, testInfo) => {
	const ann = await readerWithProfile(annPage.request, 'ann', { name: 'Ann Friend' })
	const bobContext = await newAppContext(browser, {
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'bob')),
	})
	const bobPage = await bobContext.newPage()
	const bob = await readerWithProfile(bobContext.request, 'bob', { name: 'Bob Friend' })

	await followFromProfile(annPage, bob.username)
	await followFromProfile(bobPage, ann.username)

	const review = 'The arena clock chapter had me reading past midnight.'
	const logged = await bobContext.request.post('/api/entries', {
		data: {
			bookId: await catalogueBookId(bobContext.request, TITLE),
			readOn: localToday(),
			rating: 4.5,
			review,
			visibility: 'friends',
		},
	})
	expect(logged.status(), await logged.text()).toBe(201)
	const entryId = ((await logged.json()) as { entry: { id: string } }).entry.id

	// Ann's home: the book is popular with her friends, and Bob's review is in her feed.
	await annPage.goto('/nav/home')
	const friends = annPage.getByRole('region', { name: 'Popular with friends' })
	await expect(friends.getByRole('heading', { name: TITLE })).toBeVisible()
	await expect(friends.getByText(/1 reader you follow: Bob Friend/)).toBeVisible()
	const feed = annPage.getByRole('region', { name: 'From readers you follow' })
	const item = feed.getByRole('listitem').filter({ hasText: review })
	await expect(item).toContainText('Bob Friend')
	await expect(item.getByRole('img', { name: '4.5 out of 5 stars' })).toBeVisible()
	await screenshot(annPage, 'friends-home')

	// She opens the entry from the feed, likes it and comments.
	await item
		.getByRole('link', { name: new RegExp(TITLE) })
		.first()
		.click()
	await expect(annPage).toHaveURL(new RegExp(`/entry/${entryId}`))
	await annPage.getByRole('button', { name: 'Like', exact: true }).click()
	await expect(annPage.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true')
	await annPage.getByLabel('Add a comment').fill('Same here: I finished it at two in the morning.')
	await annPage.getByRole('button', { name: 'Post comment' }).click()
	await expect(annPage.getByRole('article', { name: 'Comment by Ann Friend' })).toBeVisible()

	// Bob is told: Ann's follow, her like and her comment.
	await bobPage.goto('/nav/home')
	await expect(notificationsLink(bobPage)).toHaveAccessibleName('Notifications 3 unread')
	await notificationsLink(bobPage).click()
	const notes = bobPage.locator('.notification-list > li')
	await expect(notes).toHaveCount(3)
	await expect(notes.nth(0)).toContainText('Ann Friend commented on your review')
	await expect(notes.nth(1)).toContainText(`Ann Friend liked your review of ${TITLE}`)

	// Ann blocks Bob from his profile.
	await annPage.goto(`/u/${bob.username}`)
	await annPage.getByRole('button', { name: 'Block' }).click()
	await annPage.getByRole('dialog', { name: 'Block Bob Friend?' }).getByRole('button', { name: 'Block' }).click()
	await expect(annPage.getByRole('status').filter({ hasText: 'You blocked Bob Friend.' })).toBeVisible()

	// For Ann: no friend's book, no feed item, no entry, no profile.
	await annPage.goto('/nav/home')
	await expect(annPage.getByRole('region', { name: 'From readers you follow' }).getByText(review)).toHaveCount(0)
	await expect(annPage.getByText(/reader you follow: Bob Friend/)).toHaveCount(0)
	await annPage.goto(`/entry/${entryId}`)
	await expect(annPage.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
	await annPage.goto(`/u/${bob.username}`)
	await expect(annPage.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()

	// For Bob: Ann's notifications, her comment and her like are gone, and so is her profile.
	await bobPage.goto('/nav/notifications')
	await expect(bobPage.locator('.notification-list > li')).toHaveCount(0)
	await bobPage.goto(`/entry/${entryId}`)
	await expect(bobPage.getByRole('heading', { level: 1, name: new RegExp(TITLE) })).toBeVisible()
	await expect(bobPage.getByText('No comments yet.')).toBeVisible()
	await expect(bobPage.getByText('0 likes')).toBeVisible()
	await bobPage.goto(`/u/${ann.username}`)
	await expect(bobPage.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
	await screenshot(bobPage, 'friends-after-block')
	await bobContext.close()
})
