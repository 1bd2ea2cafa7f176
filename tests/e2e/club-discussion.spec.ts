import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { catalogueBookId } from './support/catalogue.ts'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { lookAt } from './support/look-at.ts'
import { readerWithProfile } from './support/readers.ts'
import { ok, okJson } from './support/api-ok.ts'
import { newAppContext } from './support/take-over.ts'

// The club discussion end to end, each reader in a browser of their own: Ann (the owner, far into the book)
// starts a thread about section 2; Bob (still in section 1) sees that it exists but not a word of it until he
// reveals it, replies and likes; Ann hears of the reply, edits her post, deletes his reply as the club's
// owner, and deletes a thread by deleting its first post.

const BOOK = 'Catching Fire'
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A public club of the request's reader reading BOOK in three sections, the second one current. */
async function clubWithSchedule(request: APIRequestContext, name: string) {
	const { club } = await okJson<{ club: { id: string } }>(
		request.post('/api/clubs', { data: { name, description: 'We read slowly.', access: 'public' } }),
	)
	await ok(request.put(`/api/clubs/${club.id}/book`, { data: { bookId: await catalogueBookId(request, BOOK) } }))
	const sections = [
		{ title: 'Chapters 1–5', endPage: 100, dueOn: dayFromToday(-7) },
		{ title: 'Chapters 6–10', endPage: 200, dueOn: dayFromToday(7) },
		{ title: 'Chapters 11–13', endPage: 300, dueOn: dayFromToday(21) },
	]
	await ok(request.put(`/api/clubs/${club.id}/sections`, { data: { sections } }))
	return club.id
}

const readTo = async (request: APIRequestContext, page: number) =>
	ok(request.post(`/api/books/${await catalogueBookId(request, BOOK)}/progress`, { data: { page } }))
const thread = (page: Page, name: string) => page.getByRole('article', { name: `Post by ${name}` })

test('a section thread is hidden from a member who has not reached it until he reveals it; replies, likes, edits and deletes', async ({
	page: annPage,
	browser,
	baseURL,
}, testInfo) => {
	await readerWithProfile(annPage.request, 'ann', { name: 'Ann Reader' })
	const bobContext = await newAppContext(browser, {
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'bob')),
	})
	const bobPage = await bobContext.newPage()
	await readerWithProfile(bobContext.request, 'bob', { name: 'Bob Reader' })
	const clubId = await clubWithSchedule(annPage.request, `Slow readers ${Date.now().toString(36)}`)
	await ok(bobContext.request.post(`/api/clubs/${clubId}/join`, { data: {} }))
	await readTo(annPage.request, 250)
	await readTo(bobContext.request, 60)

	// Ann's discussion: the sections in order with no threads yet; the form says what a section thread means.
	await annPage.goto(`/club/${clubId}/discussion`)
	await expect(annPage.getByRole('heading', { level: 2, name: 'Section 2: Chapters 6–10' })).toBeVisible()
	await expect(annPage.getByText('the section the club is reading now')).toBeVisible()
	await expect(annPage.getByLabel('About')).toHaveValue(/.+/)
	await annPage.getByLabel('Title').fill('')
	await annPage.getByRole('button', { name: 'Start thread' }).click()
	await expect(annPage.getByLabel('Title')).toBeFocused()
	await expect(annPage.getByRole('alert').filter({ hasText: 'Give the thread a title' })).toBeVisible()
	await lookAt(annPage, 'club-discussion')

	await annPage.getByLabel('About').selectOption({ label: 'Section 2: Chapters 6–10' })
	await annPage.getByLabel('Title').fill('Takver leaves for the dust')
	await annPage.getByLabel('First post').fill('I did not expect the famine chapters to be this hard to read.')
	await annPage.getByRole('button', { name: 'Start thread' }).click()
	await expect(annPage).toHaveURL(/\/club\/[0-9a-f-]{36}\/thread\/[0-9a-f-]{36}$/)
	const threadUrl = new URL(annPage.url()).pathname
	await expect(annPage.getByRole('heading', { level: 2, name: 'Takver leaves for the dust' })).toBeVisible()
	await expect(annPage.getByText('About Section 2: Chapters 6–10')).toBeVisible()

	// Bob is in section 1: the thread is there, by Ann, but its title and post are not in his page at all.
	await bobPage.goto(`/club/${clubId}/discussion`)
	const hiddenLink = bobPage.getByRole('link', {
		name: 'A thread by Ann Reader, hidden until you finish Section 2: Chapters 6–10',
	})
	await expect(hiddenLink).toBeVisible()
	await expect(bobPage.locator('body')).not.toContainText('Takver')
	await lookAt(bobPage, 'club-discussion-hidden')
	await hiddenLink.click()
	await expect(bobPage.getByRole('heading', { level: 2, name: 'Hidden thread' })).toBeVisible()
	await expect(thread(bobPage, 'Ann Reader')).toContainText('Hidden until you finish Section 2: Chapters 6–10')
	await expect(bobPage.locator('body')).not.toContainText(/Takver|famine/)
	expect(await bobPage.locator('body').ariaSnapshot(), 'nor in what a screen reader reads').not.toMatch(/Takver|famine/)
	await lookAt(bobPage, 'club-thread-hidden')

	// He chooses to see it: the text arrives, focus goes to the thread's title, and he answers.
	await bobPage.getByRole('button', { name: 'Reveal this thread' }).click()
	await expect(bobPage).toHaveURL(`${threadUrl}?reveal=1`)
	await expect(bobPage.getByRole('heading', { level: 2, name: 'Takver leaves for the dust' })).toBeFocused()
	await expect(
		bobPage.getByText('You revealed this thread before finishing Section 2: Chapters 6–10: it may spoil the book.'),
	).toBeVisible()
	const annsPost = thread(bobPage, 'Ann Reader')
	await expect(annsPost).toContainText('famine chapters')
	await annsPost.getByRole('button', { name: "Like Ann Reader's post" }).click()
	await expect(annsPost.getByRole('button', { name: "Like Ann Reader's post" })).toHaveAttribute('aria-pressed', 'true')
	await expect(annsPost.getByText('1 like')).toBeVisible()
	await annsPost.getByRole('button', { name: 'Reply to Ann Reader' }).click()
	await bobPage.getByLabel('Your reply to Ann Reader').fill('Spoiled, and glad: now I read on.')
	await bobPage.getByRole('button', { name: 'Post reply' }).click()
	await expect(bobPage.getByRole('status').filter({ hasText: 'Your reply was posted.' })).toBeAttached()
	await expect(bobPage.getByRole('list', { name: 'Replies to Ann Reader' })).toContainText('Spoiled, and glad')
	await lookAt(bobPage, 'club-thread-revealed')

	// Ann hears of the reply, fixes her own post, and removes Bob's reply as the club's owner.
	await annPage.goto('/nav/notifications')
	await expect(annPage.getByText(/replied to your post in Slow readers/)).toBeVisible()
	await annPage.goto(threadUrl)
	await annPage.getByRole('button', { name: 'Edit your post' }).click()
	await annPage.getByLabel('Edit your post').fill('The famine chapters were hard to read, and worth it.')
	await annPage.getByRole('button', { name: 'Save' }).click()
	await expect(annPage.getByRole('button', { name: 'Edit your post' })).toBeFocused()
	await expect(thread(annPage, 'Ann Reader').first()).toContainText('(edited)')
	await annPage.getByRole('button', { name: 'Delete post by Bob Reader' }).click()
	const dialog = annPage.getByRole('dialog', { name: 'Delete this post?' })
	await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused()
	await dialog.getByRole('button', { name: 'Delete post' }).click()
	await expect(annPage.getByRole('status').filter({ hasText: 'The post was deleted.' })).toBeAttached()
	await expect(annPage.getByRole('list', { name: 'Replies to Ann Reader' })).toHaveCount(0)
	await lookAt(annPage, 'club-thread')

	// A general thread by Bob, which Ann removes by deleting its first post.
	await bobPage.goto(`/club/${clubId}/discussion`)
	await bobPage.getByLabel('About').selectOption({ label: 'General' })
	await bobPage.getByLabel('Title').fill('Snacks for Thursday')
	await bobPage.getByLabel('First post').fill('I bring bread.')
	await bobPage.getByRole('button', { name: 'Start thread' }).click()
	await expect(bobPage.getByRole('heading', { level: 2, name: 'Snacks for Thursday' })).toBeVisible()
	await annPage.goto(`/club/${clubId}/discussion`)
	await expect(annPage.getByRole('link', { name: 'Takver leaves for the dust' })).toBeVisible()
	await annPage.getByRole('link', { name: 'Snacks for Thursday' }).click()
	await annPage.getByRole('button', { name: 'Delete this thread' }).click()
	await annPage
		.getByRole('dialog', { name: 'Delete this thread?' })
		.getByRole('button', { name: 'Delete thread' })
		.click()
	await expect(annPage).toHaveURL(`/club/${clubId}/discussion`)
	await expect(annPage.getByRole('link', { name: 'Snacks for Thursday' })).toHaveCount(0)
	await bobContext.close()
})
