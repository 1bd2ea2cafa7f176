import assert from 'node:assert/strict'
import { test } from 'node:test'
import { FavouriteMessages, FavouritesResponse, Showcase } from '../../shared/schemas/showcase.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { addBook, block, follow } from '../../../tests/support/reading-factories.ts'
import { daysAgo, logRead } from '../../../tests/requests/entry-requests.ts'

type Favourites = FavouritesResponse & Answer
const put = (client: TestClient, json: unknown) =>
	client.json<Favourites>('/api/profile/favourites', { method: 'PUT', json })
const titles = (books: { title: string }[]) => books.map((book) => book.title)
const showcase = (client: TestClient, username: string) =>
	client.json<Showcase & Answer>(`/api/users/${username}/showcase`)

test('favourites are saved whole in the order sent: at most four, each once, books of the catalogue', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client(), { username: 'ann' })
	const ids = [] as string[]
	for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) ids.push(await addBook(db, title))

	assert.equal((await put(client(), { bookIds: [] })).status, 401)
	const saved = await put(ann.client, { bookIds: [ids[2], ids[0], ids[3]] })
	assert.equal(saved.status, 200)
	assert.deepEqual(titles(FavouritesResponse.parse(saved.body).favourites), ['Three', 'One', 'Four'])

	for (const [json, field, message] of [
		[{ bookIds: ids }, 'bookIds', FavouriteMessages.tooMany],
		[{ bookIds: [ids[0], ids[1], ids[0]] }, 'bookIds', FavouriteMessages.duplicate],
		[{ bookIds: [ids[0], 'no-such-book'] }, 'bookIds', FavouriteMessages.bookNotFound],
		[{ bookIds: 'One' }, 'bookIds', FavouriteMessages.list],
		[{ bookIds: [7] }, 'bookIds.0', FavouriteMessages.list],
		[{ bookIds: [], order: 'title' }, 'order', FavouriteMessages.unknownField],
	] as const) {
		const refused = await put(ann.client, json)
		assert.equal(refused.status, 400, JSON.stringify(json))
		assert.deepEqual(refused.body.error.fields, { [field]: message }, JSON.stringify(json))
	}
	const kept = await ann.client.json<Favourites>('/api/profile/favourites')
	assert.deepEqual(titles(kept.body.favourites), ['Three', 'One', 'Four'], 'a refused save changes nothing')

	const reordered = await put(ann.client, { bookIds: [ids[3], ids[2], ids[0], ids[1]] })
	assert.deepEqual(titles(reordered.body.favourites), ['Four', 'Three', 'One', 'Two'])
	assert.deepEqual(titles((await showcase(client(), 'ann')).body.favourites), ['Four', 'Three', 'One', 'Two'])
	assert.deepEqual((await put(ann.client, { bookIds: [] })).body.favourites, [])

	await put(ann.client, { bookIds: [ids[4]] })
	const exported = await ann.client.request('/api/account/export')
	assert.ok((await exported.text()).includes(ids[4] ?? 'missing'), 'the export holds the favourites')
})

test('the showcase: reading with the latest progress, the latest reads with stars, only what the viewer may see', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client(), { username: 'ann' })
	const bob = await signUp(client(), { username: 'bob' })
	const [dune, middlemarch, emma, ulysses, hidden] = [
		await addBook(db, 'Dune', { pageCount: 400 }),
		await addBook(db, 'Middlemarch'),
		await addBook(db, 'Emma'),
		await addBook(db, 'Ulysses'),
		await addBook(db, 'Hidden'),
	]
	const secret = await addBook(db, 'Secret')
	const progress = (bookId: string, json: unknown) => ann.client.json(`/api/books/${bookId}/progress`, { json })
	assert.equal((await progress(dune, { page: 100 })).status, 201)
	assert.equal((await progress(dune, { page: 150 })).status, 201)
	assert.equal((await progress(hidden, { percent: 20, visibility: 'private' })).status, 201)
	await ann.client.json(`/api/books/${middlemarch}/shelf`, { method: 'PUT', json: { status: 'reading' } })
	const older = await logRead(ann.client, { bookId: emma, readOn: daysAgo(9), rating: 3 })
	const newer = await logRead(ann.client, { bookId: ulysses, readOn: daysAgo(1), rating: 4.5 })
	await logRead(ann.client, { bookId: secret, readOn: daysAgo(0), visibility: 'private' })

	const seen = await showcase(bob.client, 'ann')
	assert.equal(seen.status, 200)
	Showcase.parse(seen.body)
	assert.deepEqual(
		seen.body.reading.map((r) => [r.book.title, r.progress]),
		[
			['Middlemarch', null],
			['Dune', { page: 150, percent: null, pageCount: 400 }],
		],
	)
	assert.deepEqual(
		seen.body.recent.map((r) => [r.entryId, r.book.title, r.rating]),
		[
			[newer.id, 'Ulysses', 4.5],
			[older.id, 'Emma', 3],
		],
	)
	const own = await showcase(ann.client, 'ann')
	assert.deepEqual(titles(own.body.reading.map((r) => r.book)), ['Middlemarch', 'Hidden', 'Dune'])
	assert.deepEqual(titles(own.body.recent.map((r) => r.book)), ['Secret', 'Ulysses', 'Emma'])

	// A private profile: approved followers only; a block: not found, as for no such reader.
	await ann.client.json('/api/profile', { method: 'PATCH', json: { visibility: 'private' } })
	assert.equal((await showcase(bob.client, 'ann')).status, 404)
	assert.equal((await showcase(client(), 'ann')).status, 404)
	await follow(db, bob.user.id, ann.user.id)
	assert.equal((await showcase(bob.client, 'ann')).status, 200)
	await block(db, ann.user.id, bob.user.id)
	assert.equal((await showcase(bob.client, 'ann')).status, 404)
	assert.equal((await showcase(bob.client, 'nobody')).status, 404)
})
