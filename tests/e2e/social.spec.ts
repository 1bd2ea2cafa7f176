import { expect, type Page } from '@playwright/test'
import { localToday } from '../../src/shared/days.ts'
import { catalogueBookId } from './support/catalogue.ts'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { lookAt } from './support/look-at.ts'
import { readerWithProfile } from './support/readers.ts'
import { newAppContext } from './support/take-over.ts'

// Likes, comments and notifications between two friends, each in a browser of their own: Ann and Bob follow
// each other from their profiles, Bob logs a friends-only review, Ann likes it and comments, Bob replies, and
// each finds the news in the menu's count and on the notifications page.

const TITLE = 'The Fault in Our Stars'

/** The menu's link to the notifications, whose name carries the unread count ('Notifications 3 unread'). */
const menuLink = (page: Page) =>
	page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ })

async function follow(page: Page, username: string) {
	await page.goto(`/u/${username}`)
	await page.getByRole('button', { name: 'Follow', exact: true }).click()
	await expect(page.locator('.follow-control__state')).toHaveText('Following')
}

test('friends like and comment on a friends-only review, reply, and find it all in their notifications', async ({
	page: annPage,
	browser,
	baseURL,
}, testInfo) => {
	const ann = await readerWithProfile(annPage.request, 'ann', { name: 'Ann Liker' })
	const bobContext = await newAppContext(browser, {
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'bob')),
	})
	const bobPage = await bobContext.newPage()
	const bob = await readerWithProfile(bobContext.request, 'bob', { name: 'Bob Writer' })

	// They befriend each other from their profiles.
	await follow(annPage, bob.username)
	await follow(bobPage, ann.username)

	// Bob logs a review only friends may see.
	const logged = await bobContext.request.post('/api/entries', {
		data: {
			bookId: await catalogueBookId(bobContext.request, TITLE),
			readOn: localToday(),
			rating: 4,
			review: 'Made me cry on the bus.',
			visibility: 'friends',
		},
	})
	expect(logged.status(), await logged.text()).toBe(201)
	const entryId = ((await logged.json()) as { entry: { id: string } }).entry.id

	// Ann opens it, likes it and comments.
	await annPage.goto(`/entry/${entryId}`)
	await expect(annPage.getByRole('heading', { level: 1, name: new RegExp(TITLE) })).toBeVisible()
	const like = annPage.getByRole('button', { name: 'Like', exact: true })
	await expect(like).toHaveAttribute('aria-pressed', 'false')
	await expect(annPage.getByText('0 likes')).toBeVisible()
	await like.click()
	await expect(like).toHaveAttribute('aria-pressed', 'true')
	await expect(annPage.getByText('1 like', { exact: true })).toBeVisible()
	await expect(annPage.getByText('No comments yet.')).toBeVisible()
	await annPage.getByLabel('Add a comment').fill('The bus part got me too. See https://example.org/tfios')
	await annPage.getByRole('button', { name: 'Post comment' }).click()
	const annsComment = annPage.getByRole('article', { name: 'Comment by Ann Liker' })
	await expect(annsComment).toContainText('The bus part got me too.')
	await expect(annsComment.getByRole('link', { name: 'https://example.org/tfios' })).toHaveAttribute(
		'rel',
		'nofollow noopener ugc',
	)
	await expect(annPage.getByLabel('Add a comment')).toHaveValue('')
	await expect(annPage.getByRole('status').filter({ hasText: 'Your comment was posted.' })).toBeAttached()

	// Bob finds three notes in his menu: the follow, the like and the comment. Opening the page clears the count.
	await bobPage.goto('/nav/home')
	await expect(menuLink(bobPage)).toHaveAccessibleName('Notifications 3 unread')
	await menuLink(bobPage).click()
	await expect(bobPage.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
	const bobsNotes = bobPage.locator('.notification-list > li')
	await expect(bobsNotes).toHaveCount(3)
	await expect(bobsNotes.nth(0)).toContainText(
		'Ann Liker commented on your review of The Fault in Our Stars: “The bus part got me too.',
	)
	await expect(bobsNotes.nth(1)).toContainText(`Ann Liker liked your review of ${TITLE}`)
	await expect(bobsNotes.nth(2)).toContainText('Ann Liker followed you')
	await expect(bobsNotes.filter({ hasText: 'New' })).toHaveCount(3)
	await expect(menuLink(bobPage)).toHaveAccessibleName('Notifications')
	await lookAt(bobPage, 'social-notifications')

	// He follows the comment's note to the entry and replies.
	await bobsNotes.nth(0).getByRole('link').click()
	await expect(bobPage).toHaveURL(new RegExp(`/entry/${entryId}#comment-`))
	await bobPage.getByRole('button', { name: 'Reply to Ann Liker' }).click()
	await bobPage.getByLabel('Your reply to Ann Liker').fill('Thank you, Ann. I still have the bus ticket.')
	await bobPage.getByRole('button', { name: 'Post reply' }).click()
	const replies = bobPage.getByRole('list', { name: 'Replies to Ann Liker' })
	await expect(replies.getByRole('article', { name: 'Comment by Bob Writer' })).toContainText(
		'I still have the bus ticket.',
	)
	await expect(bobPage.getByRole('button', { name: 'Reply to Ann Liker' })).toBeFocused()
	await expect(bobPage.getByRole('heading', { name: 'Comments (2)' })).toBeVisible()
	await lookAt(bobPage, 'social-entry-comments')

	// Ann has two: Bob's follow and his reply; she reads them and the count goes.
	await annPage.goto('/nav/home')
	await expect(menuLink(annPage)).toHaveAccessibleName('Notifications 2 unread')
	await menuLink(annPage).click()
	const annsNotes = annPage.locator('.notification-list > li')
	await expect(annsNotes).toHaveCount(2)
	await expect(annsNotes.nth(0)).toContainText(
		`Bob Writer replied to your comment on ${TITLE}: “Thank you, Ann. I still have the bus ticket.”`,
	)
	await expect(annsNotes.nth(1)).toContainText('Bob Writer followed you')
	await expect(menuLink(annPage)).toHaveAccessibleName('Notifications')
	await annPage.reload()
	await expect(annsNotes.filter({ hasText: 'New' })).toHaveCount(0)

	// Ann edits her comment, then deletes it, and Bob's reply goes with it.
	await annsNotes.nth(0).getByRole('link').click()
	await annsComment.getByRole('button', { name: 'Edit your comment' }).click()
	const edit = annPage.getByLabel('Edit your comment')
	await expect(edit).toBeFocused()
	await edit.fill('The bus part got me too.')
	await annPage.getByRole('button', { name: 'Save' }).click()
	await expect(annsComment).toContainText('(edited)')
	await expect(annsComment.getByRole('link', { name: 'https://example.org/tfios' })).toHaveCount(0)
	await expect(annsComment.getByRole('button', { name: 'Edit your comment' })).toBeFocused()
	await annsComment.getByRole('button', { name: 'Delete comment by Ann Liker' }).click()
	const dialog = annPage.getByRole('dialog', { name: 'Delete this comment?' })
	await expect(dialog).toContainText('Its replies are deleted with it.')
	await dialog.getByRole('button', { name: 'Delete comment' }).click()
	await expect(annPage.getByText('No comments yet.')).toBeVisible()
	await expect(annPage.getByRole('heading', { name: 'Comments', exact: true })).toBeFocused()
	await expect(
		annPage.getByRole('status').filter({ hasText: 'The comment and its replies were deleted.' }),
	).toBeAttached()

	// An empty comment is refused at the field, and said.
	await annPage.getByRole('button', { name: 'Post comment' }).click()
	await expect(annPage.getByLabel('Add a comment')).toBeFocused()
	await expect(annPage.getByText('Write a comment first')).toBeVisible()
	await bobContext.close()
})
