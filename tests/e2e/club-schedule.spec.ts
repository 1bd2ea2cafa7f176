import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { catalogueBookId } from './support/catalogue.ts'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { lookAt } from './support/look-at.ts'
import { readerWithProfile } from './support/readers.ts'
import { ok, okJson } from './support/api-ok.ts'
import { newAppContext } from './support/take-over.ts'

// A club's book, schedule and next-book poll end to end, each reader in a browser of their own: Ann (the owner)
// picks the book from the catalogue and splits it into sections, with a mistake the page names and she fixes;
// Bob's place shows from his own progress, Cy's private progress shows to Ann as 'Not shared' and to Cy as hers;
// Ann opens a poll, Bob and Cy vote (Bob changes his mind), and closing it makes the winner the club's book.

const BOOK = 'The Hobbit'
const NEXT = ['Pride and Prejudice', 'The Great Gatsby']
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Finds a book with one of the page's book searches and presses its button ('Choose', 'Add'). */
async function pick(page: Page, search: string, title: string, action: string) {
	const form = page.getByRole('search', { name: search })
	await form.getByLabel(search).fill(title)
	await form.getByRole('button', { name: 'Search', exact: true }).click()
	await page.getByRole('button', { name: `${action} ${title}`, exact: true }).click()
}
const readTo = async (request: APIRequestContext, page: number, visibility: 'public' | 'private') =>
	ok(request.post(`/api/books/${await catalogueBookId(request, BOOK)}/progress`, { data: { page, visibility } }))

test('a moderator picks the book and makes its schedule; members are placed by their own progress; a poll picks the next book', async ({
	page,
	browser,
	baseURL,
}, testInfo) => {
	await readerWithProfile(page.request, 'ann', { name: 'Ann Reader' })
	const others = await Promise.all(
		(['bob', 'cy'] as const).map(async (label) => {
			const context = await newAppContext(browser, {
				baseURL,
				extraHTTPHeaders: forwardedFor(clientAddress(testInfo, label)),
			})
			await readerWithProfile(context.request, label, { name: label === 'bob' ? 'Bob Reader' : 'Cy Reader' })
			return { context, page: await context.newPage() }
		}),
	)
	const [bob, cy] = others as [(typeof others)[number], (typeof others)[number]]
	const { club } = await okJson<{ club: { id: string } }>(
		page.request.post('/api/clubs', {
			data: { name: `Hobbits ${Date.now().toString(36)}`, description: 'There and back.', access: 'public' },
		}),
	)
	for (const reader of [bob, cy]) await ok(reader.context.request.post(`/api/clubs/${club.id}/join`, { data: {} }))

	// Ann picks the book from the catalogue.
	await page.goto(`/club/${club.id}/schedule`)
	await expect(page.getByText('No book picked yet. Find one below.')).toBeVisible()
	await pick(page, "Find the club's book", BOOK, 'Choose')
	await expect(page.getByRole('status').filter({ hasText: `${BOOK} is the club's book now.` })).toBeAttached()
	await expect(page.getByRole('link', { name: BOOK, exact: true })).toBeVisible()

	// She makes the schedule; the second section ends before the first, and the page says so under its field.
	await page.getByRole('button', { name: 'Make the schedule' }).click()
	await expect(page.getByRole('heading', { name: 'Edit the schedule' })).toBeFocused()
	await page.getByRole('button', { name: 'Add a section' }).click()
	await expect(page.getByLabel('Title')).toBeFocused()
	await page.getByLabel('Title').fill('Chapters 1–6')
	await page.getByLabel('Last page').fill('120')
	await page.getByLabel('Target date').fill(dayFromToday(7))
	await page.getByRole('button', { name: 'Add a section' }).click()
	const second = page.getByRole('group', { name: 'Section 2' })
	await second.getByLabel('Title').fill('Chapters 7–12')
	await second.getByLabel('Last page').fill('100')
	await second.getByLabel('Target date').fill(dayFromToday(14))
	await page.getByRole('button', { name: 'Save the schedule' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'The last page must come after page 120' })).toBeVisible()
	await expect(second.getByLabel('Last page')).toHaveAttribute('aria-invalid', 'true')
	await lookAt(page, 'club-schedule-editor')
	await second.getByLabel('Last page').fill('220')
	await page.getByRole('button', { name: 'Add a section' }).click()
	const third = page.getByRole('group', { name: 'Section 3' })
	await third.getByLabel('Title').fill('Chapters 13–19')
	await third.getByLabel('Last page').fill('300')
	await page.getByRole('button', { name: 'Save the schedule' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Schedule saved.' })).toBeAttached()
	await expect(page.getByRole('button', { name: 'Edit the schedule' })).toBeFocused()
	const sections = page
		.getByRole('list')
		.filter({ has: page.getByRole('heading', { name: 'Section 1: Chapters 1–6' }) })
	await expect(sections.getByRole('listitem')).toHaveCount(3)
	await expect(sections.getByRole('listitem').first()).toContainText('Reading now')
	await expect(sections.getByRole('listitem').nth(1)).toContainText('Pages 121–220')

	// Bob is in section 2 for everyone; Cy keeps her progress to herself.
	await readTo(bob.context.request, 150, 'public')
	await readTo(cy.context.request, 40, 'private')
	await page.reload()
	const places = page.getByRole('region', { name: 'Where everyone is' })
	await expect(places.getByRole('listitem').filter({ hasText: 'Bob Reader' })).toContainText(
		'On page 150, in Section 2: Chapters 7–12',
	)
	await expect(places.getByRole('listitem').filter({ hasText: 'Cy Reader' })).toContainText('Not shared')
	await expect(places.getByRole('listitem').filter({ hasText: 'Ann Reader' })).toContainText(
		'Ann Reader (you) · ownerNot started',
	)
	await expect(sections.getByRole('listitem').nth(1)).toContainText('In it: Bob Reader')
	await expect(sections.getByRole('listitem').first()).toContainText('Done: Bob Reader')
	await lookAt(page, 'club-schedule')
	await cy.page.goto(`/club/${club.id}/schedule`)
	await expect(cy.page.getByRole('region', { name: 'Where everyone is' }).getByRole('listitem').first()).toContainText(
		'Cy Reader (you)On page 40, in Section 1: Chapters 1–6',
	)
	await expect(cy.page.getByRole('button', { name: 'Edit the schedule' })).toHaveCount(0)

	// The Overview's card: the book, the section the club is on, and where Bob is.
	await bob.page.goto(`/club/${club.id}`)
	const card = bob.page.getByRole('region', { name: 'Reading now' })
	await expect(card.getByRole('link', { name: BOOK, exact: true })).toBeVisible()
	await expect(card).toContainText('Section 1: Chapters 1–6, pages 1–120, to read by')
	await expect(card).toContainText('You are on page 150, in Section 2: Chapters 7–12.')
	await lookAt(bob.page, 'club-current-book')

	// Ann opens a poll: one book is not enough, two are.
	await page.goto(`/club/${club.id}/polls`)
	await expect(page.getByText('No poll is open. Open one below.')).toBeVisible()
	await pick(page, 'Find a book for the poll', NEXT[0]!, 'Add')
	await page.getByRole('button', { name: 'Open the poll with 1 book' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Choose from 2 to 10 books' })).toBeVisible()
	await lookAt(page, 'club-poll-form')
	await pick(page, 'Find a book for the poll', NEXT[1]!, 'Add')
	await page.getByRole('button', { name: 'Open the poll with 2 books' }).click()
	await expect(page.getByRole('heading', { name: 'Open poll' })).toBeVisible()
	await expect(page.getByText('A tie goes to the book added to the poll first')).toBeVisible()

	// Bob votes, changes his mind; Cy votes; everyone sees the counts.
	await bob.page.goto(`/club/${club.id}/polls`)
	await bob.page.getByRole('button', { name: `Vote for ${NEXT[0]}` }).click()
	await expect(bob.page.getByRole('listitem').filter({ hasText: NEXT[0]! })).toContainText('1 vote · your vote')
	await bob.page.getByRole('button', { name: `Vote for ${NEXT[1]}` }).click()
	await expect(bob.page.getByRole('listitem').filter({ hasText: NEXT[1]! })).toContainText('1 vote · your vote')
	await expect(bob.page.getByRole('listitem').filter({ hasText: NEXT[0]! })).toContainText('0 votes')
	await cy.page.goto(`/club/${club.id}/polls`)
	await cy.page.getByRole('button', { name: `Vote for ${NEXT[1]}` }).click()
	await expect(cy.page.getByRole('listitem').filter({ hasText: NEXT[1]! })).toContainText('2 votes · your vote')
	await lookAt(cy.page, 'club-poll-voted')

	// Ann closes it: the dialog names the winner, which becomes the club's book.
	await page.reload()
	await page.getByRole('button', { name: 'Close the poll' }).click()
	const dialog = page.getByRole('dialog', { name: 'Close the poll?' })
	await expect(dialog).toContainText(`${NEXT[1]} becomes the club's book`)
	await expect(dialog.getByRole('button', { name: 'Keep it open' })).toBeFocused()
	await dialog.getByRole('button', { name: 'Close it' }).click()
	await expect(page.getByText(`Chosen: ${NEXT[1]}`)).toBeVisible()
	await expect(page.getByText('No poll is open.')).toBeVisible()
	await lookAt(page, 'club-polls-closed')
	await page.getByRole('link', { name: 'Schedule' }).click()
	await expect(
		page.getByRole('region', { name: 'The book' }).getByRole('link', { name: NEXT[1]!, exact: true }),
	).toBeVisible()
	await expect(page.getByText('No sections yet')).toBeVisible()
	for (const reader of others) await reader.context.close()
})
