import assert from 'node:assert/strict'
import { test } from 'node:test'
import { DiaryResponse, EntryMessages, EntryPage } from '../../shared/schemas/entries.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { logRead, patchEntry } from '../../../tests/requests/entry-requests.ts'

type DiaryReply = DiaryResponse & Answer

/** Follows nextCursor to the end; returns the ids of every page, in order. */
async function allPages(client: TestClient, path: string): Promise<string[][]> {
	const pages: string[][] = []
	let cursor: string | null = null
	do {
		const { status, body }: { status: number; body: DiaryReply } = await client.json<DiaryReply>(
			`${path}${cursor ? `&cursor=${cursor}` : ''}`,
		)
		assert.equal(status, 200, JSON.stringify(body))
		pages.push(EntryPage.parse(body).entries.map((e) => e.id))
		cursor = body.nextCursor
	} while (cursor && pages.length < 20)
	return pages
}

test("the diary lists the reader's own entries newest read first, filters by year and pages without gaps", async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	assert.equal((await client().request('/api/me/diary')).status, 401)
	const ann = await signUp(client())
	const bob = await signUp(client())
	const log = async (readOn: string, visibility: 'public' | 'private' = 'public') =>
		(await logRead(ann.client, { bookId, readOn, visibility })).id
	const early = await log('2026-03-05')
	const late = await log('2026-03-05')
	const july = await log('2026-07-01')
	const eve = await log('2025-12-31')
	const newYear = await log('2025-01-01')
	const old = await log('2019-06-15', 'private')
	await logRead(bob.client, { bookId, readOn: '2026-05-05' })
	// Two logs can share a millisecond; an hour apart, their order cannot be down to chance.
	await db.updateTable('entry').set({ createdAt: '2026-03-05T09:00:00.000Z' }).where('id', '=', early).execute()
	await db.updateTable('entry').set({ createdAt: '2026-03-05T10:00:00.000Z' }).where('id', '=', late).execute()

	const diary = await ann.client.json<DiaryReply>('/api/me/diary')
	assert.equal(diary.status, 200)
	DiaryResponse.parse(diary.body)
	assert.deepEqual(
		diary.body.entries.map((e) => e.id),
		[july, late, early, eve, newYear, old],
		"a day's later log comes first",
	)
	assert.deepEqual(diary.body.years, [2026, 2025, 2019])
	assert.equal(diary.body.nextCursor, null)

	const in2025 = await ann.client.json<DiaryReply>('/api/me/diary?year=2025')
	assert.deepEqual(
		in2025.body.entries.map((e) => e.id),
		[eve, newYear],
	)
	assert.deepEqual(in2025.body.years, [2026, 2025, 2019], 'the filter lists every year whichever is shown')
	assert.deepEqual((await ann.client.json<DiaryReply>('/api/me/diary?year=2020')).body.entries, [])

	assert.deepEqual(await allPages(ann.client, '/api/me/diary?limit=2'), [
		[july, late],
		[early, eve],
		[newYear, old],
	])
	assert.deepEqual(await allPages(ann.client, '/api/me/diary?year=2026&limit=2'), [[july, late], [early]])
	assert.deepEqual((await bob.client.json<DiaryReply>('/api/me/diary')).body.years, [2026])
})

test('entries logged on the same day at the same moment page by id, none lost or repeated', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const ann = await signUp(client())
	for (let i = 0; i < 7; i++) await logRead(ann.client, { bookId, readOn: '2026-02-02' })
	await db.updateTable('entry').set({ createdAt: '2026-02-02T10:00:00.000Z' }).execute()
	const all = (await ann.client.json<DiaryReply>('/api/me/diary')).body.entries.map((e) => e.id)
	assert.deepEqual(all, [...all].sort().reverse())
	const pages = await allPages(ann.client, '/api/me/diary?limit=3')
	assert.deepEqual(
		pages.map((p) => p.length),
		[3, 3, 1],
	)
	assert.deepEqual(pages.flat(), all)
})

test('bad diary and reviews queries are 400s naming the parameter', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	const reviewsCursor = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', 'x'])).toString('base64url')
	const cases: [string, string][] = [
		['/api/me/diary?limit=0', 'limit'],
		['/api/me/diary?limit=101', 'limit'],
		['/api/me/diary?limit=ten', 'limit'],
		['/api/me/diary?year=last', 'year'],
		['/api/me/diary?year=0', 'year'],
		['/api/me/diary?cursor=not-a-cursor', 'cursor'],
		[`/api/me/diary?cursor=${reviewsCursor}`, 'cursor'],
		['/api/me/diary?sort=title', 'sort'],
		['/api/me/reviews?limit=-1', 'limit'],
		['/api/me/reviews?cursor=bm9wZQ', 'cursor'],
	]
	for (const [path, field] of cases) {
		const { status, body } = await ann.client.json(path)
		assert.equal(status, 400, path)
		assert.ok(body.error.fields?.[field], `${path} names ${field}: ${JSON.stringify(body.error)}`)
	}
	assert.equal((await ann.client.json('/api/me/diary?sort=title')).body.error.fields?.sort, EntryMessages.unknownField)
})

test('your reviews are your entries with review text, most recently changed first, a page at a time', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	assert.equal((await client().request('/api/me/reviews')).status, 401)
	const ann = await signUp(client())
	const bob = await signUp(client())
	const first = await logRead(ann.client, { bookId, readOn: '2026-01-01', review: 'First thoughts' })
	await logRead(ann.client, { bookId, readOn: '2026-01-02', rating: 4 })
	await logRead(ann.client, { bookId, readOn: '2026-01-03', review: '  \n ' })
	const hidden = await logRead(ann.client, {
		bookId,
		readOn: '2026-01-04',
		review: 'Only for me',
		visibility: 'private',
	})
	await logRead(bob.client, { bookId, readOn: '2026-01-05', review: "Bob's" })

	const ids = async (path = '/api/me/reviews') =>
		(await ann.client.json<DiaryReply>(path)).body.entries.map((e) => e.id)
	assert.deepEqual(await ids(), [hidden.id, first.id])
	await patchEntry(ann.client, first.id, { liked: true })
	assert.deepEqual(await ids(), [first.id, hidden.id], 'an edit brings a review to the top')
	assert.deepEqual(await allPages(ann.client, '/api/me/reviews?limit=1'), [[first.id], [hidden.id]])
	await patchEntry(ann.client, hidden.id, { review: '' })
	assert.deepEqual(await ids(), [first.id], 'an entry whose text is removed leaves the list')
	const page = EntryPage.parse((await ann.client.json('/api/me/reviews')).body)
	assert.equal(page.entries[0]?.review, 'First thoughts')
	assert.notEqual(page.entries[0]?.updatedAt, page.entries[0]?.createdAt)
})
