import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { PopularWeekResponse } from '../../shared/schemas/popular.ts'
import { localToday } from '../../shared/days.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { addBook, addEntry, addReader } from '../../../tests/support/reading-factories.ts'

const HOUR = 60 * 60_000
const ago = (ms: number) => new Date(Date.now() - ms)
const popular = async (client: TestClient) => {
	const { status, body } = await client.json<PopularWeekResponse>('/api/popular/week')
	assert.equal(status, 200)
	return PopularWeekResponse.parse(body)
}
const titles = (week: PopularWeekResponse) => week.books.map((b) => [b.book.title, b.readers])

test('Popular this week counts the readers of public entries of the last 7 × 24 hours, for visitors too', async (t) => {
	const { db, client } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const inside = await addBook(db, 'Inside the week')
	const outside = await addBook(db, 'Just outside')
	const hidden = await addBook(db, 'Friends and private only')
	await addEntry(db, { userId: ann.user.id, bookId: inside, createdAt: ago(6 * 24 * HOUR + 23 * HOUR) })
	await addEntry(db, {
		userId: ann.user.id,
		bookId: inside,
		createdAt: ago(HOUR),
		rating: 9,
		review: 'a reread the same week',
	})
	await addEntry(db, { userId: bob.user.id, bookId: inside, createdAt: ago(2 * HOUR) })
	await addEntry(db, { userId: ann.user.id, bookId: outside, createdAt: ago(7 * 24 * HOUR + 60_000) })
	await addEntry(db, { userId: ann.user.id, bookId: hidden, visibility: 'friends' })
	await addEntry(db, { userId: ann.user.id, bookId: hidden, visibility: 'private' })

	const before = Date.now()
	const week = await popular(client())
	assert.deepEqual(titles(week), [['Inside the week', 2]], "two readers, though three reads: ann's two count once")
	assert.deepEqual(
		week.books[0]?.book.authors.map((a) => a.name),
		['Ursula K. Le Guin'],
	)
	const since = Date.parse(week.since)
	assert.ok(
		since <= before - 7 * 24 * HOUR + 5_000 && since >= before - 7 * 24 * HOUR - 60_000,
		`since is a week ago: ${week.since}`,
	)
	assert.deepEqual(
		titles(await popular(ann.client)),
		[['Inside the week', 2]],
		'the owner of the hidden entries gets the same count',
	)
})

test('the ten books with the most readers, ties to the newer latest entry and then the book id', async (t) => {
	const { db, client } = await startTestApp(t)
	const readers = await Promise.all(Array.from({ length: 12 }, () => addReader(db)))
	const now = Date.now()
	const log = async (bookId: string, times: number, latestHoursAgo: number) => {
		for (let i = 0; i < times; i++)
			await addEntry(db, { userId: readers[i]!.id, bookId, createdAt: new Date(now - (latestHoursAgo + i) * HOUR) })
	}
	// Twelve books: 12, 11 … 3 readers for 'Book 12' … 'Book 3', except that the ties below replace some.
	const books = new Map<string, string>()
	for (let n = 12; n >= 1; n--) books.set(`Book ${n}`, await addBook(db, `Book ${n}`))
	const id = (title: string) => books.get(title) ?? assert.fail(title)
	for (let n = 12; n >= 7; n--) await log(id(`Book ${n}`), n, 10)
	// Three books with 5 readers: 'Book 6' logged most recently, 'Book 5' and 'Book 4' at the same times.
	await log(id('Book 6'), 5, 2)
	await log(id('Book 5'), 5, 3)
	await log(id('Book 4'), 5, 3)
	await log(id('Book 3'), 4, 1)
	await log(id('Book 2'), 2, 1)
	await log(id('Book 1'), 1, 1)

	const [first, second] = [id('Book 5'), id('Book 4')].sort()
	const expected = [
		...[12, 11, 10, 9, 8, 7].map((n) => [id(`Book ${n}`), n]),
		[id('Book 6'), 5],
		[first, 5],
		[second, 5],
		[id('Book 3'), 4],
	]
	const week = await popular(client())
	assert.deepEqual(
		week.books.map((b) => [b.book.id, b.readers]),
		expected,
	)
	assert.deepEqual(
		(await popular(client())).books.map((b) => [b.book.id, b.readers]),
		expected,
		'the same order again',
	)
})

test("an entry logged, hidden and deleted through the API changes its writer's next answer at once, and everyone's within two seconds", async (t) => {
	const { db, client } = await startTestApp(t)
	const ann = await signUp(client())
	const bookId = await addBook(db, 'Logged today')
	const visitor = client()
	assert.deepEqual(titles(await popular(visitor)), [])

	const logged = await ann.client.json<{ entry: { id: string } }>('/api/entries', {
		json: { bookId, readOn: localToday(), rating: 4.5 },
	})
	assert.equal(logged.status, 201)
	assert.deepEqual(
		titles(await popular(ann.client)),
		[['Logged today', 1]],
		'the cached empty answer was not served to its writer',
	)
	assert.deepEqual(
		titles(await popular(visitor)),
		[['Logged today', 1]],
		'nor, since the writer asked again, to anyone',
	)

	const privately = await ann.client.json('/api/entries/' + logged.body.entry.id, {
		method: 'PATCH',
		json: { visibility: 'private' },
	})
	assert.equal(privately.status, 200)
	assert.deepEqual(titles(await popular(ann.client)), [], 'made private, it no longer counts')
	await ann.client.json('/api/entries/' + logged.body.entry.id, { method: 'PATCH', json: { visibility: 'public' } })
	assert.deepEqual(titles(await popular(ann.client)), [['Logged today', 1]])

	assert.equal((await ann.client.request(`/api/entries/${logged.body.entry.id}`, { method: 'DELETE' })).status, 204)
	const started = Date.now()
	while (titles(await popular(visitor)).length > 0) {
		assert.ok(Date.now() - started < 2_500, 'a visitor sees the deletion within two seconds')
		await sleep(100)
	}
	assert.deepEqual(titles(await popular(ann.client)), [])
})

test("a suspended reader's entries are not counted, as they are shown nowhere else", async (t) => {
	const { db, client } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const book = await addBook(db, 'Read by two')
	await addEntry(db, { userId: ann.user.id, bookId: book, createdAt: ago(HOUR) })
	await addEntry(db, { userId: bob.user.id, bookId: book, createdAt: ago(HOUR) })
	const now = new Date().toISOString()
	await db.insertInto('profile').values({ userId: bob.user.id, suspendedAt: now, updatedAt: now }).execute()
	assert.deepEqual(titles(await popular(client())), [['Read by two', 1]])
})
