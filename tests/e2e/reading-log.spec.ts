import { expect, type Locator, type Page } from '@playwright/test'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { test } from './support/client-address.ts'
import { lookAt } from './support/look-at.ts'
import { screenshot } from './support/screenshots.ts'
import { seriousViolations } from './support/serious-violations.ts'
import { newAppContext } from './support/take-over.ts'

// Lord of the Flies (goodbooks-10k row 29 in the e2e catalogue) is logged by this file alone, so what Popular this
// week and the book's page count of it is exactly what these journeys wrote.
const TITLE = 'Lord of the Flies'
const SPOILER = 'Piggy does not make it off the island.'
const REVIEW = `${SPOILER}\nThe conch breaks.\n\nMore at https://example.org/flies.`

/** Covers load lazily; a picture of the page is taken once those on screen have arrived. */
const coversLoaded = (page: Page) => page.waitForFunction(() => [...document.images].every((img) => img.complete))

const menu = (page: Page, name: string) =>
	page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })

const stars = (page: Page) => page.getByRole('slider', { name: 'Rating' })

/** From the signed-in home's floating add button to the log form of the book, by searching and picking it. */
async function openLogForm(page: Page, query: string, title: string) {
	await page.goto('/nav/home')
	await page.getByRole('link', { name: 'Log a book' }).click()
	await expect(page).toHaveURL('/nav/reviews/add')
	await expect(page.getByRole('heading', { level: 1, name: 'Log a read' })).toBeVisible()
	await page.getByLabel('Search for a book').fill(query)
	await page.getByRole('button', { name: 'Search', exact: true }).click()
	await page.getByRole('link', { name: title, exact: true }).click()
	await expect(page).toHaveURL(/\/nav\/reviews\/add\/[0-9a-f-]{36}$/)
	await expect(page.getByRole('form', { name: `Log ${title}` })).toBeVisible()
}

/** The entry on every page that shows it: diary, reviews (its writer's spoilers open), activity, the book's page and the home's Popular this week. */
async function seenEverywhere(page: Page, entryUrl: string, bookUrl: string, readerName: string) {
	await menu(page, 'Diary').click()
	const month = new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric' })
	await expect(page.getByRole('region', { name: month }).getByRole('link', { name: TITLE })).toHaveAttribute(
		'href',
		entryUrl,
	)
	await expect(page.getByRole('region', { name: month }).getByRole('img', { name: '4.5 out of 5 stars' })).toBeVisible()

	await menu(page, 'Reviews').click()
	const item = page.getByRole('article', { name: TITLE })
	await expect(item.getByRole('img', { name: '4.5 out of 5 stars' })).toBeVisible()
	// The writer's own spoilers are theirs to see: open here as on the entry's page.
	await expect(item.getByText(SPOILER)).toBeVisible()
	await expect(item.getByRole('button', { name: 'Show the review' })).toHaveCount(0)

	await menu(page, 'Activity').click()
	await expect(page.getByText(`You logged ${TITLE}`)).toBeVisible()

	await menu(page, 'Popular').click()
	const popular = page
		.getByRole('region', { name: 'Popular this week' })
		.getByRole('listitem')
		.filter({ hasText: TITLE })
	await expect(popular).toContainText('1 reader this week')
	await popular.getByRole('link', { name: TITLE }).click()
	await expect(page).toHaveURL(bookUrl)
	await expect(
		page.getByRole('region', { name: 'Your reading' }).getByRole('link', { name: /^Read / }),
	).toHaveAttribute('href', entryUrl)
	await expect(page.getByRole('region', { name: 'Ratings' })).toContainText('4.5')
	await expect(
		page.getByRole('region', { name: 'Reviews' }).getByRole('article', { name: `Review by ${readerName}` }),
	).toBeVisible()
}

/** After deleting, nothing of the entry is left on those pages; the activity says only that an entry was deleted. */
async function goneEverywhere(page: Page, entryUrl: string, bookUrl: string) {
	await expect(page.getByRole('heading', { name: 'Your diary is empty' })).toBeVisible()
	await menu(page, 'Reviews').click()
	await expect(page.getByRole('heading', { name: 'No reviews yet' })).toBeVisible()
	await menu(page, 'Activity').click()
	await expect(page.getByText(`You deleted an entry for ${TITLE}`)).toBeVisible()
	await expect(page.getByText(`You logged ${TITLE}`)).toHaveCount(0)
	await expect(page.getByText(`You updated your entry for ${TITLE}`)).toHaveCount(0)
	await expect(page.getByText(SPOILER)).toHaveCount(0)
	await page.goto(bookUrl)
	await expect(page.getByText('You have not logged a read of this book yet.')).toBeVisible()
	await expect(page.getByText('Nobody you can see has rated this book yet.')).toBeVisible()
	await menu(page, 'Popular').click()
	await expect(page.getByRole('heading', { level: 2, name: 'Popular this week' })).toBeVisible()
	await expect(page.getByRole('link', { name: TITLE })).toHaveCount(0)
	await page.goto(entryUrl)
	await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
}

/** Clicks the left half of star n (1–5), which is the half star before it: star 5's left half is 4.5. */
async function clickLeftHalfOfStar(page: Page, n: number) {
	const box = await stars(page).boundingBox()
	if (!box) throw new Error('the star input is not on the page')
	await page.mouse.click(box.x + (box.width / 5) * (n - 1) + box.width / 20, box.y + box.height / 2)
}

test('a reader logs a book with 4.5 stars and a spoiler review, sees it, edits it and deletes it', async ({
	page,
	browser,
}) => {
	test.setTimeout(180_000)
	const account = newAccount('logbook')
	await signUpByApi(page.request, account)
	await openLogForm(page, 'lord of the flies', TITLE)

	// The form starts on today, unrated, public (the reader's default), flags off.
	const form = page.getByRole('form', { name: `Log ${TITLE}` })
	const bookUrl = (await form.getByRole('link', { name: TITLE }).getAttribute('href')) ?? ''
	expect(bookUrl).toMatch(/^\/book\/[0-9a-f-]{36}\/lord-of-the-flies$/)
	await expect(page.getByLabel('Date read')).not.toHaveValue('')
	await expect(stars(page)).toHaveAttribute('aria-valuetext', 'Not rated')
	await expect(page.getByRole('radio', { name: 'Public' })).toBeChecked()

	// By pointer: the left half of the fifth star is four and a half.
	await clickLeftHalfOfStar(page, 5)
	await expect(stars(page)).toHaveAttribute('aria-valuetext', '4.5 out of 5 stars')
	await expect(stars(page)).toBeFocused()
	await page.getByLabel('I liked it').check()
	await page.getByLabel('Review (optional)').fill(REVIEW)
	await expect(page.getByText(`${[...REVIEW].length.toLocaleString('en-US')} / 20,000 characters`)).toBeVisible()
	await page.getByLabel('My review contains spoilers').check()
	await page.getByRole('button', { name: 'Save' }).click()

	await expect(page).toHaveURL(/\/entry\/[0-9a-f-]{36}$/)
	const entryUrl = new URL(page.url()).pathname
	await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
	await expect(page.getByRole('img', { name: '4.5 out of 5 stars' })).toBeVisible()
	await expect(page.getByText('Visible to: Public')).toBeVisible()
	// Its writer sees the review open; paragraphs and line breaks are kept, and the address is a real link.
	const review = page.getByRole('region', { name: 'Review' })
	await expect(review.locator('p')).toHaveText([`${SPOILER}\nThe conch breaks.`, 'More at https://example.org/flies.'])
	await expect(review.getByRole('link', { name: 'https://example.org/flies' })).toHaveAttribute(
		'rel',
		'nofollow noopener ugc',
	)
	await coversLoaded(page)
	await screenshot(page, 'entry-owner')

	// A visitor may see a public entry: the spoiler review is folded until they ask for it, and there is no Edit.
	// The visitor taps Show the review, so the page is handed back once the app has taken it over.
	const visitorContext = await newAppContext(browser)
	const visitor = await visitorContext.newPage()
	await visitor.goto(entryUrl)
	await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
	await expect(visitor.getByText(SPOILER)).toBeHidden()
	await expect(visitor.getByRole('link', { name: 'Edit' })).toHaveCount(0)
	await expect(visitor.getByText('Visible to:')).toHaveCount(0)
	await coversLoaded(visitor)
	await screenshot(visitor, 'entry-visitor-folded')
	await visitor.getByRole('button', { name: 'Show the review' }).click()
	await expect(visitor.getByText(SPOILER)).toBeVisible()
	await expect(visitor.getByRole('button', { name: 'Hide the review' })).toHaveAttribute('aria-expanded', 'true')
	await visitorContext.close()
	await seenEverywhere(page, entryUrl, bookUrl, account.username)
	await page.goto(entryUrl)

	// Edit by keyboard: Delete clears, End is five stars, one step left is four and a half again; a new review.
	await page.getByRole('link', { name: 'Edit' }).click()
	await expect(page).toHaveURL(`${entryUrl}/edit`)
	await expect(page.getByLabel('Review (optional)')).toHaveValue(REVIEW)
	await stars(page).focus()
	await page.keyboard.press('Delete')
	await expect(stars(page)).toHaveAttribute('aria-valuetext', 'Not rated')
	await page.keyboard.press('End')
	await page.keyboard.press('ArrowLeft')
	await expect(stars(page)).toHaveAttribute('aria-valuetext', '4.5 out of 5 stars')
	await page.getByLabel('This was a reread').check()
	// Leaving with unsaved changes is questioned; staying keeps them.
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Diary' }).click()
	const leave = page.getByRole('dialog', { name: 'Leave without saving?' })
	await expect(leave).toBeVisible()
	await leave.getByRole('button', { name: 'Stay and keep editing' }).click()
	await expect(page.getByLabel('This was a reread')).toBeChecked()
	const patch = page.waitForRequest((r) => r.method() === 'PATCH')
	await page.getByRole('button', { name: 'Save changes' }).click()
	// Only what changed is sent: the rating went round to where it was.
	expect((await patch).postDataJSON()).toEqual({ reread: true })
	await expect(page).toHaveURL(entryUrl)
	await expect(page.getByText('Reread')).toBeVisible()

	// Discard returns to the entry unchanged.
	await page.getByRole('link', { name: 'Edit' }).click()
	await page.getByLabel('Review (optional)').fill('Changed my mind.')
	await page.getByRole('link', { name: 'Discard changes' }).click()
	await expect(page).toHaveURL(entryUrl)
	await expect(page.getByRole('region', { name: 'Review' })).toContainText(SPOILER)

	// Delete asks first; keeping it changes nothing, deleting lands on the diary.
	await page.getByRole('link', { name: 'Edit' }).click()
	await page.getByRole('button', { name: 'Delete entry' }).click()
	const confirm = page.getByRole('dialog', { name: 'Delete this entry?' })
	await screenshot(page, 'entry-delete-question')
	await confirm.getByRole('button', { name: 'Keep it' }).click()
	await expect(confirm).toBeHidden()
	await page.getByRole('button', { name: 'Delete entry' }).click()
	await confirm.getByRole('button', { name: 'Delete entry' }).click()
	await expect(page).toHaveURL('/nav/diary')
	await goneEverywhere(page, entryUrl, bookUrl)
})

test('the log form and the entry page read well at 320 px and in the dark, and axe finds nothing serious', async ({
	page,
	browser,
}) => {
	test.setTimeout(180_000)
	// Another book: this one's counts belong to the journey above.
	await signUpByApi(page.request, newAccount('logshots'))
	await openLogForm(page, 'kite runner', 'The Kite Runner')
	const logUrl = new URL(page.url()).pathname
	const found: string[] = []
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		for (const width of [1280, 320]) {
			await page.setViewportSize({ width, height: 900 })
			await coversLoaded(page)
			await screenshot(page, 'entry-log-form', scheme)
			expect(
				await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
			).toBe(0)
			found.push(...(await seriousViolations(page)).map((v) => `log form ${scheme} ${width}px: ${v}`))
		}
	}
	// The errors as a screen reader user meets them: the first field at fault focused and announced.
	await page.getByLabel('Date read').fill('')
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Enter the day you read it' })).toBeVisible()
	await expect(page.getByLabel('Date read')).toBeFocused()
	await screenshot(page, 'entry-log-form-errors', 'dark')
	found.push(...(await seriousViolations(page)).map((v) => `log form with errors: ${v}`))
	await page.getByLabel('Date read').fill('2026-01-02')

	// The very left edge is half a star, never none; none is the Clear button's, which hands focus back to the stars.
	await clickLeftHalfOfStar(page, 1)
	await expect(stars(page)).toHaveAttribute('aria-valuetext', '0.5 out of 5 stars')
	await page.getByRole('button', { name: 'Clear rating' }).click()
	await expect(stars(page)).toHaveAttribute('aria-valuetext', 'Not rated')
	await expect(stars(page)).toBeFocused()
	await expect(page.getByRole('button', { name: 'Clear rating' })).toHaveCount(0)
	await stars(page).press('End')
	await page.keyboard.press('ArrowLeft')
	await expect(stars(page)).toHaveAttribute('aria-valuenow', '4.5')
	await page.keyboard.press('ArrowRight')
	// The focus ring is drawn outside the stars: the picture takes a margin around them.
	const box = await stars(page).boundingBox()
	if (box)
		await page.screenshot({
			path: '.test-output/screenshots/entry-star-input-focused.png',
			clip: { x: box.x - 12, y: box.y - 12, width: box.width + 24, height: box.height + 24 },
		})
	await page.getByRole('radio', { name: 'Only me' }).check()
	await page
		.getByLabel('Review (optional)')
		.fill(`A long address that must wrap: https://example.org/${'a'.repeat(120)}\n\nSecond paragraph.`)
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page).toHaveURL(/\/entry\/[0-9a-f-]{36}$/)
	await expect(page.getByText('Visible to: Only me')).toBeVisible()
	// Anyone else meets the not-found page, as if there were no entry at this address.
	const visitor = await browser.newPage()
	await visitor.goto(new URL(page.url()).pathname)
	await expect(visitor.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
	await visitor.close()
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		for (const width of [1280, 320]) {
			await page.setViewportSize({ width, height: 900 })
			await expect(page.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
			await coversLoaded(page)
			await screenshot(page, 'entry-page', scheme)
			expect(
				await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
			).toBe(0)
			found.push(...(await seriousViolations(page)).map((v) => `entry page ${scheme} ${width}px: ${v}`))
		}
	}
	await page.getByRole('link', { name: 'Edit' }).click()
	await page.setViewportSize({ width: 320, height: 900 })
	await screenshot(page, 'entry-edit-form', 'dark')
	found.push(...(await seriousViolations(page)).map((v) => `edit form: ${v}`))
	// The second read of a book starts as a reread, and says when the last one was.
	await page.goto(logUrl)
	await expect(page.getByLabel('This was a reread')).toBeChecked()
	await expect(page.getByText('You have logged this book before (latest read: January 2, 2026)')).toBeVisible()
	await page.goto('/nav/reviews/add?q=kite')
	await expect(page.getByRole('link', { name: 'The Kite Runner', exact: true })).toBeVisible()
	await screenshot(page, 'entry-add-search', 'dark')
	expect(found).toEqual([])
})

test('from a search result a reader logs a read in a dialog, keyboard only, and is asked before losing what they typed', async ({
	page,
}) => {
	// A book no other journey logs.
	const title = 'The Catcher in the Rye'
	await signUpByApi(page.request, newAccount('quicklog'))
	await page.goto('/nav/search?type=book&q=catcher+in+the+rye')
	const open = page.getByRole('button', { name: `Log a read of ${title}` })
	await open.focus()
	await page.keyboard.press('Enter')
	const dialog = page.getByRole('dialog', { name: 'Log a read' })
	await expect(dialog.getByRole('form', { name: `Log ${title}` })).toBeVisible()

	/** Tabs to `target`, every stop inside the dialog. */
	const tabTo = async (target: Locator) => {
		for (let stop = 0; stop < 30; stop++) {
			await page.keyboard.press('Tab')
			expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true)
			if (await target.evaluate((element) => element === document.activeElement)) return
		}
		throw new Error('Tab never reached it')
	}
	await tabTo(dialog.getByLabel('Review (optional)'))
	await page.keyboard.type('Phonies, all of them.')
	await page.keyboard.press('Escape')
	const discard = page.getByRole('dialog', { name: 'Discard this read?' })
	await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(discard).toBeHidden()
	await expect(dialog.getByLabel('Review (optional)')).toHaveValue('Phonies, all of them.')
	await lookAt(page, 'log-read-dialog')

	await dialog.getByLabel('Review (optional)').focus()
	await tabTo(dialog.getByRole('button', { name: 'Save' }))
	await page.keyboard.press('Enter')
	await expect(dialog).toBeHidden()
	await expect(open).toBeFocused()
	const said = page.locator('[aria-live="polite"]').filter({ hasText: 'Read logged.' })
	await expect(said).toBeVisible()
	await said.getByRole('link', { name: 'See the entry' }).click()
	await expect(page.getByText('Phonies, all of them.')).toBeVisible()

	// Escape with nothing typed just closes, and the form's own page still answers its direct link.
	await page.goBack()
	await page.getByRole('button', { name: `Log a read of ${title}` }).click()
	await expect(dialog.getByLabel('This was a reread')).toBeChecked()
	await page.keyboard.press('Escape')
	await expect(dialog).toBeHidden()
	await expect(page.getByRole('button', { name: `Log a read of ${title}` })).toBeFocused()
})
