import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { catalogueBookId } from './support/catalogue.ts'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { lookAt } from './support/look-at.ts'
import { readerWithProfile } from './support/readers.ts'
import { ok } from './support/api-ok.ts'
import { newAppContext } from './support/take-over.ts'

// Book clubs end to end, each reader in a browser of their own. The first journey is issue 7's: Ann creates a
// club, invites Bob, sets a schedule and posts in section 2; Bob (in section 1) sees the post hidden until he
// reveals it, then votes in a poll. The second covers the club's own screens: the form's errors, the picture,
// 'Your Book Clubs', asking to join through the invite link, roles, search and deleting the club.

const BOOK = 'Catching Fire'
const NEXT = ['Pride and Prejudice', 'The Great Gatsby']
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const readTo = async (request: APIRequestContext, page: number) =>
	ok(request.post(`/api/books/${await catalogueBookId(request, BOOK)}/progress`, { data: { page } }))

/** A second reader in a browser of their own, signed in. */
async function reader(browser: Browser, baseURL: string | undefined, testInfo: TestInfo, label: string, name: string) {
	const context = await newAppContext(browser, {
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, label)),
	})
	const account = await readerWithProfile(context.request, label, { name })
	return { context, page: await context.newPage(), account }
}

/** Finds a book with one of the page's book searches and presses its button ('Choose', 'Add'). */
async function pick(page: Page, search: string, title: string, action: string) {
	const form = page.getByRole('search', { name: search })
	await form.getByLabel(search).fill(title)
	await form.getByRole('button', { name: 'Search', exact: true }).click()
	await page.getByRole('button', { name: `${action} ${title}`, exact: true }).click()
}

async function createClub(page: Page, name: string, access: 'Public' | 'Invite-only') {
	await page.goto('/nav/clubs')
	await page.getByRole('link', { name: 'New club' }).click()
	await page.getByLabel('Name').fill(name)
	await page.getByLabel('Description (optional)').fill('One section a week.\nWe meet on Thursdays.')
	await page.getByLabel(access).check()
	await page.getByRole('button', { name: 'Create club' }).click()
	await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
	return new URL(page.url()).pathname.split('/')[2]!
}

test('issue 7: create a club, invite a reader, set a schedule, a section 2 post stays hidden from him until he reveals it, then he votes', async ({
	page,
	browser,
	baseURL,
}, testInfo) => {
	test.setTimeout(180_000)
	await readerWithProfile(page.request, 'ann', { name: 'Ann Reader' })
	const bob = await reader(browser, baseURL, testInfo, 'bob', 'Bob Reader')
	const name = `Districts ${Date.now().toString(36)}`

	// Ann creates the club and invites Bob by his username.
	const clubId = await createClub(page, name, 'Invite-only')
	await page.getByRole('link', { name: 'Invite readers' }).click()
	await page.getByLabel('Username').fill(bob.account.username)
	await page.getByRole('button', { name: 'Send invitation' }).click()
	await expect(
		page.getByRole('status').filter({ hasText: `${bob.account.username} is invited and has been told.` }),
	).toBeAttached()
	await expect(page.getByRole('region', { name: /Invited, not answered yet/ })).toContainText('Bob Reader')

	// Bob hears of it and accepts from the club's page.
	await bob.page.goto('/nav/notifications')
	await bob.page.getByRole('link', { name: new RegExp(`invited you to join ${name}`) }).click()
	await expect(bob.page.getByText('You are invited to this club.')).toBeVisible()
	await bob.page.getByRole('button', { name: 'Accept invitation' }).click()
	await expect(bob.page.getByText('You are a member of this club.')).toBeVisible()

	// Ann sets the schedule: the book, then two sections; the second is the one after this week.
	await page.goto(`/club/${clubId}/schedule`)
	await pick(page, "Find the club's book", BOOK, 'Choose')
	await expect(page.getByRole('status').filter({ hasText: `${BOOK} is the club's book now.` })).toBeAttached()
	await page.getByRole('button', { name: 'Make the schedule' }).click()
	await page.getByRole('button', { name: 'Add a section' }).click()
	await page.getByLabel('Title').fill('Chapters 1–5')
	await page.getByLabel('Last page').fill('100')
	await page.getByLabel('Target date').fill(dayFromToday(7))
	await page.getByRole('button', { name: 'Add a section' }).click()
	const second = page.getByRole('group', { name: 'Section 2' })
	await second.getByLabel('Title').fill('Chapters 6–10')
	await second.getByLabel('Last page').fill('200')
	await second.getByLabel('Target date').fill(dayFromToday(14))
	await page.getByRole('button', { name: 'Save the schedule' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Schedule saved.' })).toBeAttached()

	// Ann has read section 2 through (a section opens on its last page), Bob is in section 1. Ann posts in section 2.
	await readTo(page.request, 200)
	await readTo(bob.context.request, 40)
	await page.getByRole('link', { name: 'Discussion' }).click()
	await page.getByLabel('About').selectOption({ label: 'Section 2: Chapters 6–10' })
	await page.getByLabel('Title').fill('The arena clock')
	await page.getByLabel('First post').fill('The clock-shaped arena changes everything about the Quell.')
	await page.getByRole('button', { name: 'Start thread' }).click()
	await expect(page.getByRole('heading', { level: 2, name: 'The arena clock' })).toBeVisible()

	// Bob sees that it exists, not what it says, until he chooses to reveal it.
	await bob.page.goto(`/club/${clubId}/discussion`)
	await expect(bob.page.locator('body')).not.toContainText(/arena|clock/)
	await bob.page
		.getByRole('link', { name: 'A thread by Ann Reader, hidden until you finish Section 2: Chapters 6–10' })
		.click()
	await expect(bob.page.locator('body')).not.toContainText(/arena|clock/)
	await bob.page.getByRole('button', { name: 'Reveal this thread' }).click()
	await expect(bob.page.getByRole('heading', { level: 2, name: 'The arena clock' })).toBeFocused()
	await expect(bob.page.getByRole('article', { name: 'Post by Ann Reader' })).toContainText('clock-shaped arena')

	// Ann opens a poll for the next book; Bob votes.
	await page.goto(`/club/${clubId}/polls`)
	await pick(page, 'Find a book for the poll', NEXT[0]!, 'Add')
	await pick(page, 'Find a book for the poll', NEXT[1]!, 'Add')
	await page.getByRole('button', { name: 'Open the poll with 2 books' }).click()
	await expect(page.getByRole('heading', { name: 'Open poll' })).toBeVisible()
	await bob.page.goto(`/club/${clubId}/polls`)
	await bob.page.getByRole('button', { name: `Vote for ${NEXT[1]}` }).click()
	await expect(bob.page.getByRole('listitem').filter({ hasText: NEXT[1]! })).toContainText('1 vote · your vote')

	// The club's doings reach Ann's feed: Bob joined.
	await page.goto('/nav/home')
	await expect(page.getByText(`Bob Reader joined ${name}`)).toBeVisible()
	await page.goto('/nav/activity')
	await expect(page.getByText(`You started the book club ${name}`)).toBeVisible()
	await bob.context.close()
})

test("the club's own screens: form errors, picture, 'Your Book Clubs', asking through the link, roles, search, leaving and deleting", async ({
	page,
	browser,
	baseURL,
}, testInfo) => {
	// Nine screens, each looked at in two schemes and widths with axe.
	test.setTimeout(300_000)
	await readerWithProfile(page.request, 'ann', { name: 'Ann Owner' })
	const cy = await reader(browser, baseURL, testInfo, 'cy', 'Cy Asker')
	const stamp = Date.now().toString(36)

	// The form names what is wrong, on the field, and the first field at fault takes the focus.
	await page.goto('/nav/clubs')
	await expect(page.getByText('You are not in any book club yet')).toBeVisible()
	await lookAt(page, 'clubs-empty')
	await page.getByRole('link', { name: 'New club' }).click()
	await page.getByRole('button', { name: 'Create club' }).click()
	await expect(page.getByLabel('Name')).toBeFocused()
	await expect(page.getByRole('alert').filter({ hasText: 'Give the club a name' })).toBeVisible()
	await lookAt(page, 'club-new')
	const name = `Quiet fens ${stamp}`
	await page.getByLabel('Name').fill(name)
	await page.getByLabel('Invite-only').check()
	await page.getByRole('button', { name: 'Create club' }).click()
	await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
	const clubId = new URL(page.url()).pathname.split('/')[2]!
	await expect(page.getByText('You run this club.')).toBeVisible()

	// A picture from the settings page; a file that is not a picture is refused in words.
	await page.getByRole('link', { name: 'Club settings' }).click()
	const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
		const chooser = page.waitForEvent('filechooser')
		await page.getByRole('button', { name: /Choose a (new )?picture/ }).click()
		await (await chooser).setFiles(file)
	}
	await choose({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') })
	await expect(page.getByText('Chosen: notes.png')).toBeVisible()
	await page.getByRole('button', { name: 'Upload picture' }).click()
	await expect(
		page.getByRole('alert').filter({ hasText: 'Pictures must be JPEG, PNG, WebP or GIF images' }),
	).toBeVisible()
	const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2f5d50' } })
		.png()
		.toBuffer()
	await choose({ name: 'fens.png', mimeType: 'image/png', buffer: png })
	await page.getByRole('button', { name: 'Upload picture' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'The new picture is saved.' })).toBeAttached()
	await lookAt(page, 'club-settings')

	// The invite link: Cy opens it, sees the club and asks to join; Ann accepts her on the members page.
	await page.getByRole('link', { name: 'Back to the club' }).click()
	await page.getByRole('link', { name: 'Members' }).click()
	const unknown = page.getByLabel('Username')
	await unknown.fill('nobody_by_that_name')
	await page.getByRole('button', { name: 'Send invitation' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'No reader with that username' })).toBeVisible()
	await expect(unknown).toHaveAttribute('aria-invalid', 'true')
	await page.getByRole('button', { name: 'Create a link' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'The link is ready to share.' })).toBeAttached()
	const link = await page.getByLabel('Link', { exact: true }).inputValue()
	expect(link).toMatch(/\/club\/join\/[A-Za-z0-9_-]{32}$/)
	await cy.page.goto(`/club/${clubId}`)
	await expect(cy.page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
	await cy.page.goto(new URL(link).pathname)
	await expect(cy.page.getByRole('heading', { level: 1, name })).toBeVisible()
	await lookAt(cy.page, 'club-invite')
	await cy.page.getByRole('button', { name: 'Ask to join' }).click()
	await expect(cy.page.getByText('You asked to join.')).toBeVisible()
	await cy.page.goto('/nav/clubs')
	await expect(cy.page.getByRole('region', { name: 'Waiting for an answer' })).toContainText(name)
	await page.reload()
	await expect(page.getByRole('region', { name: 'Asking to join (1)' })).toContainText('Cy Asker')
	await lookAt(page, 'club-members-moderator')
	await page.getByRole('button', { name: 'Accept Cy Asker' }).click()
	await expect(page.getByRole('region', { name: 'Members (2)' })).toContainText('Cy Asker')

	// Ann makes Cy a moderator; Cy sees her clubs and the Overview; the club is not in anyone else's search.
	await page.getByRole('button', { name: 'Make Cy Asker a moderator' }).click()
	await expect(page.getByRole('listitem').filter({ hasText: 'Cy Asker' })).toContainText('Moderator')
	await cy.page.goto('/nav/clubs')
	await expect(cy.page.getByRole('region', { name: 'Your clubs' })).toContainText('you moderate it')
	await lookAt(cy.page, 'clubs-yours')
	await cy.page.getByRole('link', { name, exact: true }).click()
	await expect(cy.page.getByText('You are a moderator of this club.')).toBeVisible()
	await lookAt(cy.page, 'club-overview')
	await cy.page.goto(`/nav/search?type=club&q=${encodeURIComponent(`fens ${stamp}`)}`)
	await expect(cy.page.getByRole('link', { name, exact: true })).toBeVisible()
	const outsider = await reader(browser, baseURL, testInfo, 'dee', 'Dee Outsider')
	await outsider.page.goto(`/nav/search?type=club&q=${encodeURIComponent(`fens ${stamp}`)}`)
	await expect(outsider.page.getByText('No club with that name found!')).toBeVisible()
	await outsider.context.close()

	// Made public, the club is found by anyone; the search tab is looked at.
	await page.goto(`/club/${clubId}/edit`)
	await page.getByLabel('Public').check()
	await page.getByRole('button', { name: 'Save settings' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeAttached()
	await page.goto(`/nav/search?type=club&q=${encodeURIComponent(`FENS ${stamp}`)}`)
	await expect(page.getByRole('tab', { name: 'Club' })).toHaveAttribute('aria-selected', 'true')
	await expect(page.getByRole('link', { name, exact: true })).toBeVisible()
	await lookAt(page, 'club-search')

	// Cy leaves (after a question); Ann deletes the club (after a question whose safe answer has the focus).
	await cy.page.goto(`/club/${clubId}`)
	await cy.page.getByRole('button', { name: 'Leave club' }).click()
	await cy.page.getByRole('dialog', { name: 'Leave this club?' }).getByRole('button', { name: 'Leave club' }).click()
	await expect(cy.page.getByText('You are no longer in this club.')).toBeVisible()
	await expect(cy.page.getByRole('button', { name: 'Join club' })).toBeVisible()
	await page.goto(`/club/${clubId}/edit`)
	await page.getByRole('button', { name: 'Delete club' }).click()
	const dialog = page.getByRole('dialog', { name: 'Delete this club?' })
	await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused()
	await dialog.getByRole('button', { name: 'Delete club' }).click()
	await expect(page).toHaveURL(/\/nav\/clubs$/)
	await expect(page.getByText('You are not in any book club yet')).toBeVisible()
	await cy.context.close()
})
