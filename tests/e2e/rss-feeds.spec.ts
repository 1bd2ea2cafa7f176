import { expect } from '@playwright/test'
import { catalogueBookId } from './support/catalogue.ts'
import { lookAt } from './support/look-at.ts'
import { test } from './support/client-address.ts'
import { readerWithProfile } from './support/readers.ts'

// Feeds are XML for feed readers: the journey follows the links a reader sees and checks what a reader's app would get.
test("a public reader's profile and list link their feeds, which hold the public reads and the list's books", async ({
	page,
}) => {
	const ann = await readerWithProfile(page.request, 'feeds', { name: 'Ann Lister' })
	const bookId = await catalogueBookId(page.request, 'To Kill a Mockingbird')
	const logged = await page.request.post('/api/entries', {
		data: {
			bookId,
			readOn: '2026-11-20',
			rating: 4.5,
			review: 'Scout & Atticus.\n\nSee https://example.org/notes.',
			visibility: 'public',
		},
	})
	expect(logged.status(), await logged.text()).toBe(201)
	const list = await page.request.post('/api/lists', { data: { name: 'Courtroom classics', visibility: 'public' } })
	const listId = ((await list.json()) as { list: { id: string } }).list.id
	expect(
		(await page.request.post(`/api/lists/${listId}/items`, { data: { bookId, note: 'Start here.' } })).status(),
	).toBe(201)

	await page.goto(`/u/${ann.username}`)
	const diaryLink = page.getByRole('link', { name: 'diary feed' })
	await expect(diaryLink).toBeVisible()
	await lookAt(page, 'profile-feeds')
	await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(2)
	const diary = await page.request.get((await diaryLink.getAttribute('href'))!)
	expect(diary.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
	const xml = await diary.text()
	expect(xml).toContain('<title>Ann Lister’s diary on Dogear</title>')
	expect(xml).toContain('<title>To Kill a Mockingbird (1960) – ★★★★½</title>')
	expect(xml).toContain('Scout &amp;amp; Atticus.')

	await page.goto(`/list/${listId}`)
	const listLink = page.getByRole('link', { name: 'Feed of this list' })
	await expect(listLink).toBeVisible()
	await lookAt(page, 'list-feed')
	const listXml = await (await page.request.get((await listLink.getAttribute('href'))!)).text()
	expect(listXml).toContain('<title>Courtroom classics, a list by Ann Lister</title>')
	expect(listXml).toContain('Start here.')

	// Made private, the profile shows no feed link, and the feed is gone for everyone.
	expect((await page.request.patch('/api/profile', { data: { visibility: 'private' } })).status()).toBe(200)
	await page.goto(`/u/${ann.username}`)
	await expect(page.getByRole('heading', { level: 2, name: 'Reading', exact: true })).toBeVisible()
	await expect(page.getByRole('link', { name: 'diary feed' })).toHaveCount(0)
	expect((await page.request.get(`/api/users/${ann.username}/diary.atom`)).status()).toBe(404)
})
