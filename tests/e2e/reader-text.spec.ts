import { expect, type Page } from '@playwright/test'
import { localToday } from '../../src/shared/days.ts'
import { bookPath, entryPath, publicProfilePath, userPagePath } from '../../src/shared/page-routes.ts'
import { catalogueBookId } from './support/catalogue.ts'
import { test } from './support/client-address.ts'
import { okJson } from './support/api-ok.ts'
import { readerWithProfile } from './support/readers.ts'
import { screenshot } from './support/screenshots.ts'
import { newAppContext } from './support/take-over.ts'

// Reader text is data (issue 24): a review, comment, bio or name holding what String.replace reads as a pattern
// ($' splices in the rest of the page, $` all before, $& the match), or what could end the state's script
// (</script>, <!--), once kept the app from taking over the page for everyone who opened it. The fixture `test`
// waits for each page to be taken over (its answers removed by the app) and fails on a hydration error.
const PATTERNS = "$' $` $& $$ $1 $<a> </script> <!-- -->"
const NAME = `Dollar ${PATTERNS}`.slice(0, 60)
const BIO = `Bio ${PATTERNS}`
const REVIEW = `Review ${PATTERNS}`
const COMMENT = `Comment ${PATTERNS}`

/** Fails on any error the page logs or throws, from the moment it is watched. */
function watchErrors(page: Page): string[] {
	const errors: string[] = []
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text())
	})
	page.on('pageerror', (error) => errors.push(error.message))
	return errors
}

test('a book, an entry and a profile whose texts hold $ patterns and </script> are taken over by the app, and their links work', async ({
	page,
	browser,
}) => {
	const ann = await readerWithProfile(page.request, 'dollar', {
		name: NAME,
		bio: `${BIO}\u2028second line`,
		visibility: 'public',
	})
	const bookId = await catalogueBookId(page.request, 'The Lovely Bones')
	const { entry } = await okJson<{ entry: { id: string } }>(
		page.request.post('/api/entries', {
			data: { bookId, readOn: localToday(), rating: 4, review: REVIEW, visibility: 'public' },
		}),
	)
	await okJson(page.request.post(`/api/entries/${entry.id}/comments`, { data: { body: COMMENT } }))

	const context = await newAppContext(browser)
	const visitor = await context.newPage()
	const errors = watchErrors(visitor)

	await visitor.goto(bookPath({ id: bookId, title: 'The Lovely Bones' }))
	await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('The Lovely Bones')
	await expect(visitor.getByText(REVIEW, { exact: true })).toBeVisible()
	await screenshot(visitor, 'reader-text-book')
	// A link followed by the app: the same document, so the app is running the page.
	await visitor.evaluate(() => Object.assign(window, { sameDocument: true }))
	await visitor.getByRole('link', { name: 'Alice Sebold' }).first().click()
	await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Alice Sebold')
	expect(await visitor.evaluate(() => 'sameDocument' in window)).toBe(true)

	await visitor.goto(entryPath(entry.id))
	await expect(visitor.getByText(REVIEW, { exact: true })).toBeVisible()
	await expect(visitor.getByText(COMMENT, { exact: true })).toBeVisible()
	await screenshot(visitor, 'reader-text-entry')
	await visitor.evaluate(() => Object.assign(window, { sameDocument: true }))
	await visitor.getByRole('link', { name: NAME }).first().click()
	await expect(visitor).toHaveURL(new RegExp(`${publicProfilePath(ann.username)}$`))
	await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(NAME)
	expect(await visitor.evaluate(() => 'sameDocument' in window)).toBe(true)

	await visitor.goto(publicProfilePath(ann.username))
	await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(NAME)
	await expect(visitor.getByText(BIO, { exact: false })).toBeVisible()
	await screenshot(visitor, 'reader-text-profile')
	await visitor.evaluate(() => Object.assign(window, { sameDocument: true }))
	await visitor.getByRole('link', { name: 'Followers: 0' }).click()
	await expect(visitor).toHaveURL(new RegExp(`${userPagePath(ann.username, 'followers')}$`))
	await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Followers of @${ann.username}`)
	expect(await visitor.evaluate(() => 'sameDocument' in window)).toBe(true)

	expect(errors, 'errors in the console').toEqual([])
	await context.close()
})
