import { expect, type Page } from '@playwright/test'
import { clientAddress, forwardedFor, test } from './support/client-address.ts'
import { readerWithProfile } from './support/readers.ts'
import { screenshot } from './support/screenshots.ts'
import { seriousViolations } from './support/serious-violations.ts'
import { newAppContext } from './support/take-over.ts'

/** Covers load lazily; a picture of the page is taken once those on screen have arrived. */
const coversLoaded = (page: Page) => page.waitForFunction(() => [...document.images].every((img) => img.complete))

/** Light and dark at 1280 and 375 px, axe on the narrow dark one; then no sideways scroll at 320. The page is left light and wide. */
async function screenshots(page: Page, screen: string) {
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		for (const width of [1280, 375]) {
			await page.setViewportSize({ width, height: 900 })
			await coversLoaded(page)
			await screenshot(page, screen, scheme)
		}
	}
	// The narrow layout is checked too: the wide one is checked where the journey acts.
	expect(await seriousViolations(page)).toEqual([])
	await page.setViewportSize({ width: 320, height: 800 })
	expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.emulateMedia({ colorScheme: 'light' })
}

/** Searches the editor's book search and adds the result with that exact title. */
async function addFromEditor(page: Page, query: string, title: string) {
	const search = page.getByRole('region', { name: 'Add books' })
	await search.getByLabel('Find a book to add').fill(query)
	await search.getByRole('button', { name: 'Search', exact: true }).click()
	await search.getByRole('button', { name: `Add ${title}`, exact: true }).click()
	await expect(search.getByRole('status')).toHaveText(`Added ${title} to the list.`)
	await expect(search.getByRole('listitem').filter({ hasText: title }).getByText('On the list')).toBeVisible()
}

const places = (page: Page) =>
	page.getByRole('region', { name: 'Books on this list' }).getByRole('heading', { level: 3 })

test('a ranked friends-only list: made, filled from the editor and a book page, reordered by keyboard, annotated, shown, hidden from strangers and found', async ({
	page,
	browser,
	baseURL,
}, testInfo) => {
	const word = `Quokka${Date.now().toString(36)}`
	const name = `${word} summer classics`
	const ann = await readerWithProfile(page.request, 'ann', { name: 'Ann Lister' })

	// An honest empty state, then the new-list form: ranked, for friends only.
	await page.goto('/nav/lists')
	await expect(page.getByRole('heading', { name: 'No lists yet' })).toBeVisible()
	await page.getByRole('link', { name: 'New list' }).click()
	await expect(page).toHaveURL('/nav/list/add')
	await page.getByRole('button', { name: 'Create list' }).click()
	await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
	await expect(page.getByRole('alert').filter({ hasText: 'Give the list a name' })).toBeVisible()
	await page.getByLabel('Name', { exact: true }).fill(name)
	await page.getByLabel('Description (optional)').fill('Books for long days.\nOne per week.')
	await page.getByLabel('Ranked: number the books in their order').check()
	await page.getByRole('radio', { name: 'Your friends' }).check()
	expect(await seriousViolations(page)).toEqual([])
	await page.getByRole('button', { name: 'Create list' }).click()
	await expect(page).toHaveURL(/\/list\/[0-9a-f-]{36}\/edit$/)
	const listUrl = new URL(page.url()).pathname.replace(/\/edit$/, '')

	// A search that finds nothing says why, as the search page does, and offers to add the book by hand.
	const editorSearch = page.getByRole('region', { name: 'Add books' })
	await editorSearch.getByLabel('Find a book to add').fill('Zzyzx Quillwort')
	await editorSearch.getByRole('button', { name: 'Search', exact: true }).click()
	await expect(
		editorSearch.getByText(/^Nothing in this server’s catalogue matches, and .+ cannot be reached/),
	).toBeVisible()
	await expect(editorSearch.getByRole('link', { name: 'Add this book' })).toHaveAttribute(
		'href',
		'/books/new?title=Zzyzx+Quillwort',
	)

	// Two books from the editor's search.
	await addFromEditor(page, 'Pride and Prejudice', 'Pride and Prejudice')
	await addFromEditor(page, 'Great Gatsby', 'The Great Gatsby')

	// A third from the book's own page: the control lists Ann's lists and says which hold the book.
	await page.goto('/nav/search?type=book&q=Animal%20Farm')
	await page.getByRole('link', { name: 'Animal Farm', exact: true }).click()
	const addToList = page.getByRole('button', { name: 'Add to list' })
	await addToList.click()
	await expect(addToList).toHaveAttribute('aria-expanded', 'true')
	await page.getByRole('button', { name: `Add to ${name}` }).click()
	await expect(page.getByText('✓ On this list')).toBeVisible()
	await expect(page.getByRole('status').filter({ hasText: `Added to ${name}.` })).toBeAttached()
	expect(await seriousViolations(page)).toEqual([])

	// Reorder by keyboard: Animal Farm up twice; focus stays with it and each move is announced.
	await page.goto(`${listUrl}/edit`)
	await expect(places(page)).toHaveText(['Pride and Prejudice', 'The Great Gatsby', 'Animal Farm'])
	await page.getByRole('button', { name: 'Move Animal Farm up' }).focus()
	await page.keyboard.press('Enter')
	await expect(page.locator('.list-editor__status')).toHaveText('Moved Animal Farm to place 2 of 3.')
	await expect(page.getByRole('button', { name: 'Move Animal Farm up' })).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(places(page)).toHaveText(['Animal Farm', 'Pride and Prejudice', 'The Great Gatsby'])
	await expect(page.getByRole('button', { name: 'Move Animal Farm down' })).toBeFocused()

	// A note on one book.
	await page.getByLabel('Note on The Great Gatsby (optional)').fill('Read it on the beach.')
	await page.getByRole('form', { name: 'Note on The Great Gatsby' }).getByRole('button', { name: 'Save note' }).click()
	await expect(page.getByText('Note saved.')).toBeVisible()
	expect(await seriousViolations(page)).toEqual([])
	await screenshots(page, 'list-editor')

	// The list's page: numbers, covers at 150 px, the note, the owner and the edit link; a like toggles.
	await page.getByRole('link', { name: 'View the list' }).click()
	await expect(page).toHaveURL(listUrl)
	await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
	await expect(page.locator('.list-items').getByRole('heading', { level: 2 })).toHaveText([
		'Animal Farm',
		'Pride and Prejudice',
		'The Great Gatsby',
	])
	await expect(page.locator('.list-item__rank')).toHaveText(['1', '2', '3'])
	await expect(page.locator('.list-item img.book-cover').first()).toHaveAttribute('src', /\?h=150&v=[^&]+$/)
	await expect(page.getByText('Read it on the beach.')).toBeVisible()
	await expect(page.getByText('Books for long days.')).toBeVisible()
	await expect(page.locator('.page-header').getByRole('link', { name: 'Ann Lister' })).toHaveAttribute(
		'href',
		`/u/${ann.username}`,
	)
	await expect(page.getByRole('link', { name: 'Edit list' })).toBeVisible()
	await expect(page.getByRole('button', { name: /^Log a read of / })).toHaveCount(3)
	const likeButton = page.getByRole('button', { name: 'Like this list' })
	await expect(likeButton).toHaveAttribute('aria-pressed', 'false')
	await likeButton.click()
	await expect(likeButton).toHaveAttribute('aria-pressed', 'true')
	await expect(page.getByText('1 like', { exact: true })).toBeVisible()
	expect(await seriousViolations(page)).toEqual([])
	await screenshots(page, 'list-page')

	// Ann's lists and her search find it.
	await page.goto('/nav/lists')
	await expect(page.getByRole('link', { name })).toHaveAttribute('href', listUrl)
	await screenshots(page, 'lists-own')
	await page.goto(`/nav/search?type=list&q=${word.toLowerCase()}`)
	await expect(page.getByRole('link', { name })).toHaveAttribute('href', listUrl)
	expect(await seriousViolations(page)).toEqual([])
	await screenshots(page, 'list-search')

	// A stranger gets the not-found page for it, and no search result.
	const bobContext = await newAppContext(browser, {
		baseURL,
		extraHTTPHeaders: forwardedFor(clientAddress(testInfo, 'bob')),
	})
	const bobPage = await bobContext.newPage()
	await readerWithProfile(bobContext.request, 'bob', { name: 'Bob Stranger' })
	await bobPage.goto(listUrl)
	await expect(bobPage.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
	await expect(bobPage.getByText('Read it on the beach.')).toHaveCount(0)
	await bobPage.goto(`/nav/search?type=list&q=${word}`)
	await expect(bobPage.getByText('No list with that name found!')).toBeVisible()
	await bobPage.goto(`/u/${ann.username}/lists`)
	await expect(bobPage.getByText(`@${ann.username} has no lists you can see.`)).toBeVisible()
	await bobContext.close()
})
