import { expect, type Page } from '@playwright/test'
import { localToday } from '../../src/shared/days.ts'
import { newAccount, signUpByApi } from './support/accounts.ts'
import { catalogueBookId } from './support/catalogue.ts'
import { test } from './support/client-address.ts'
import { screenshot } from './support/screenshots.ts'

// The server renders each page with the answers the reader's own API calls would get (src/web/server-render.tsx):
// it can be read before any script has run, and the app then takes it over as it is. The fixture `test` fails a
// journey whose page React could not take over as rendered.

async function logTheLovelyBones(page: Page) {
	const account = newAccount('rendered')
	await signUpByApi(page.request, account)
	const bookId = await catalogueBookId(page.request, 'The Lovely Bones')
	const logged = await page.request.post('/api/entries', {
		data: { bookId, readOn: localToday(), rating: 4.5, review: 'Told from heaven.', visibility: 'public' },
	})
	expect(logged.status(), await logged.text()).toBe(201)
	return { bookId, username: account.username }
}

test.describe('with JavaScript off', () => {
	test.use({ javaScriptEnabled: false })

	test('a book, the landing page, the diary and the home are there as the server sends them; a visitor asking for the diary is sent to sign-in, which needs the app', async ({
		page,
	}) => {
		const bookId = await catalogueBookId(page.request, 'The Lovely Bones')
		const bookPage = await page.goto(`/book/${bookId}/the-lovely-bones`)
		expect(bookPage?.headers()['cache-control']).toBe('private, no-cache')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Lovely Bones')
		await expect(page.getByRole('heading', { level: 2, name: 'About this book' })).toBeVisible()
		await expect(page.getByRole('paragraph').last()).toHaveText(
			'You can read this page without JavaScript; signing in, logging your reads and the rest of Dogear need it.',
		)
		const cover = page.locator('.book-head img.book-cover')
		await expect(cover).toBeVisible()
		await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
		await screenshot(page, 'server-rendered-book')

		await page.goto('/nav/diary')
		await expect(page).toHaveURL(/\/login\?next=%2Fnav%2Fdiary$/)
		// Only the app renders the forms that take a password (APP_RENDERED_PAGES).
		await expect(page.getByRole('paragraph')).toHaveText('Dogear needs JavaScript to run in your browser.')

		await logTheLovelyBones(page)
		await page.goto('/nav/diary')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Diary')
		await expect(page.getByRole('link', { name: 'The Lovely Bones' })).toBeVisible()
		await screenshot(page, 'server-rendered-diary')
		await page.goto('/nav/home')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Popular')
		await expect(page.getByRole('region', { name: 'Popular this week' }).getByText('The Lovely Bones')).toBeVisible()
		await page.goto('/')
		await expect(page.getByRole('link', { name: 'Go to your home' }).first()).toBeVisible()
	})
})

test('the app takes a rendered page over without asking again for what it came with, and links then work in the page', async ({
	page,
}) => {
	const { bookId, username } = await logTheLovelyBones(page)
	const asked: string[] = []
	page.on('request', (request) => {
		const { pathname } = new URL(request.url())
		if (pathname.startsWith('/api/') && !pathname.startsWith('/api/covers/')) asked.push(pathname)
	})
	await page.goto(`/book/${bookId}/the-lovely-bones`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Lovely Bones')
	await expect(
		page.getByRole('article', { name: `Review by ${username}` }).getByText('Told from heaven.'),
	).toBeVisible()
	// The same document throughout: a link followed by the app, not a new page load.
	await page.evaluate(() => Object.assign(window, { sameDocument: true }))
	await page.getByRole('link', { name: 'Alice Sebold' }).first().click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alice Sebold')
	expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
	expect(
		asked.filter((path) => path === '/api/session' || path.startsWith(`/api/books/${bookId}`)),
		'asked again after the page came',
	).toEqual([])
	expect(asked.some((path) => path.startsWith('/api/authors/'))).toBe(true)
})
