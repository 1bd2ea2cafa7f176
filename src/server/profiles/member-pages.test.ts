import assert from 'node:assert/strict'
import { test } from 'node:test'
import { DiaryResponse, EntryPage } from '../../shared/schemas/entries.ts'
import { MemberShelfPage } from '../../shared/schemas/shelves.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { addBook, readersAroundOwner } from '../../../tests/support/reading-factories.ts'
import { readAllPages } from '../../../tests/support/cursor-pages.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'
import { suspendReader } from '../admin/suspend-reader.ts'

// A reader's diary, reviews and shelves as others see them (/api/users/:username/diary, /reviews, /shelves/:status).

type Diary = DiaryResponse & { error?: unknown }
const reviewsOf = (page: EntryPage) => page.entries.map((e) => e.review)

async function world(t: Parameters<typeof startTestApp>[0]) {
	const app = await startTestApp(t)
	const readers = await readersAroundOwner(app.db, app.client)
	const { owner } = readers
	const book = await addBook(app.db, 'Logged Book')
	await logRead(owner.client, { bookId: book, readOn: '2024-03-01', review: 'public old', visibility: 'public' })
	await logRead(owner.client, { bookId: book, readOn: '2025-05-01', review: 'for friends', visibility: 'friends' })
	await logRead(owner.client, { bookId: book, readOn: '2026-01-02', review: 'just mine', visibility: 'private' })
	await logRead(owner.client, { bookId: book, readOn: '2026-01-01', rating: 4, visibility: 'public' })
	for (const [title, status, visibility] of [
		['Public Want', 'want', 'public'],
		['Friends Reading', 'reading', 'friends'],
		['Private Dnf', 'dnf', 'private'],
		['Public Dnf', 'dnf', 'public'],
	] as const) {
		const shelved = await owner.client.json(`/api/books/${await addBook(app.db, title)}/shelf`, {
			method: 'PUT',
			json: { status, visibility },
		})
		assert.equal(shelved.status, 200)
	}
	return { ...app, ...readers, visitor: { client: app.client() } }
}

const diaryOf = async (viewer: TestClient, username: string, query = '') =>
	viewer.json<Diary>(`/api/users/${username}/diary${query}`)

test("a reader's diary, reviews and shelves show each viewer only what they may see", async (t) => {
	const w = await world(t)
	const name = w.owner.username
	const cases = [
		['owner', w.owner.client, ['just mine', 'for friends', 'public old'], [2026, 2025, 2024]],
		['friend', w.friend.client, ['for friends', 'public old'], [2026, 2025, 2024]],
		['follower', w.follower.client, ['public old'], [2026, 2024]],
		['stranger', w.stranger.client, ['public old'], [2026, 2024]],
		['visitor', w.visitor.client, ['public old'], [2026, 2024]],
	] as const
	for (const [who, viewer, reviews, years] of cases) {
		const diary = await diaryOf(viewer, name)
		assert.equal(diary.status, 200, who)
		DiaryResponse.parse(diary.body)
		assert.deepEqual(diary.body.years, years, `${who}: years`)
		assert.deepEqual(
			diary.body.entries.map((e) => e.readOn),
			who === 'owner'
				? ['2026-01-02', '2026-01-01', '2025-05-01', '2024-03-01']
				: who === 'friend'
					? ['2026-01-01', '2025-05-01', '2024-03-01']
					: ['2026-01-01', '2024-03-01'],
			`${who}: diary, newest read first`,
		)
		assert.ok(
			diary.body.entries.every((e) => e.can.edit === (who === 'owner')),
			`${who}: may edit only their own`,
		)
		const pages = await readAllPages<EntryPage, string>(viewer, `/api/users/${name}/reviews?limit=1`, reviewsOf)
		assert.ok(
			pages.every((page) => page.length === 1),
			`${who}: a page at a time`,
		)
		assert.deepEqual(pages.flat().sort(), [...reviews].sort(), `${who}: reviews`)
	}
	const dnf = (viewer: TestClient) => viewer.json<MemberShelfPage>(`/api/users/${name}/shelves/dnf`)
	const own = await dnf(w.owner.client)
	MemberShelfPage.parse(own.body)
	assert.deepEqual(own.body.counts, { want: 1, reading: 1, read: 1, dnf: 2 })
	assert.deepEqual(own.body.items.map((i) => i.book.title).sort(), ['Private Dnf', 'Public Dnf'])
	assert.equal(own.body.total, 2)
	const friend = await dnf(w.friend.client)
	assert.deepEqual(friend.body.counts, { want: 1, reading: 1, read: 1, dnf: 1 })
	assert.deepEqual(
		friend.body.items.map((i) => i.book.title),
		['Public Dnf'],
	)
	for (const viewer of [w.stranger.client, w.visitor.client]) {
		const shelf = await viewer.json<MemberShelfPage>(`/api/users/${name}/shelves/reading`)
		assert.deepEqual(shelf.body.items, [], 'a friends-only shelving is not shown')
		assert.deepEqual(shelf.body.counts, { want: 1, reading: 0, read: 1, dnf: 1 }, 'nor counted')
	}
	const byTitle = await w.owner.client.json<MemberShelfPage>(`/api/users/${name}/shelves/dnf?sort=title`)
	assert.deepEqual(
		byTitle.body.items.map((i) => i.book.title),
		['Private Dnf', 'Public Dnf'],
	)

	const year = await diaryOf(w.stranger.client, name, '?year=2025')
	assert.deepEqual(year.body.entries, [], 'a year of friends-only reads shows nothing to a stranger')
})

test("a reader's pages are not found across a block, for a suspended reader, or on a private profile", async (t) => {
	const w = await world(t)
	const name = w.owner.username
	const paths = ['diary', 'reviews', 'shelves/want'].map((page) => `/api/users/${name}/${page}`)
	for (const viewer of [w.blocked.client, w.blocker.client])
		for (const path of paths) assert.equal((await viewer.json(path)).status, 404, path)
	for (const path of ['diary', 'reviews', 'shelves/want'])
		assert.equal((await w.visitor.client.json(`/api/users/nobody-here/${path}`)).status, 404)

	assert.equal(
		(await w.owner.client.json('/api/profile', { method: 'PATCH', json: { visibility: 'private' } })).status,
		200,
	)
	for (const viewer of [w.stranger.client, w.visitor.client])
		for (const path of paths) assert.equal((await viewer.json(path)).status, 404, path)
	const follower = await diaryOf(w.follower.client, name)
	assert.equal(follower.status, 200, 'an approved follower opens a private profile')
	assert.equal(follower.body.entries.length, 2)
	assert.equal((await w.owner.client.json(paths[0]!)).status, 200)

	await suspendReader(w.db, w.owner.user.id, new Date().toISOString())
	for (const viewer of [w.friend.client, w.follower.client, w.visitor.client])
		for (const path of paths) assert.equal((await viewer.json(path)).status, 404, path)
})

test("bad input to a reader's pages names the field", async (t) => {
	const w = await world(t)
	const name = w.owner.username
	for (const [path, field] of [
		[`/api/users/${name}/shelves/unknown`, 'status'],
		[`/api/users/${name}/shelves/want?sort=rating`, 'sort'],
		[`/api/users/${name}/diary?year=twenty`, 'year'],
		[`/api/users/${name}/reviews?cursor=nonsense`, 'cursor'],
		[`/api/users/${name}/diary?limit=1000`, 'limit'],
		[`/api/users/${name}/reviews?sort=likes`, 'sort'],
	] as const) {
		const answer = await w.visitor.client.json<{ error: { fields?: Record<string, string> } }>(path)
		assert.equal(answer.status, 400, path)
		assert.ok(answer.body.error.fields?.[field], `${path}: ${JSON.stringify(answer.body)}`)
	}
})

test("a reader's reviews sort by date, rating (unrated last) or title, a page at a time", async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	for (const [title, rating] of [
		['banana', 3],
		['Apple', null],
		['cherry', 4.5],
		['Date', 3],
	] as const) {
		await logRead(ann.client, { bookId: await addBook(db, title), readOn: '2026-01-01', rating, review: title })
	}
	const order = async (sort: string) =>
		(
			await readAllPages<EntryPage, string>(
				client(),
				`/api/users/${ann.username}/reviews?limit=1&sort=${sort}`,
				reviewsOf,
			)
		).flat()
	assert.deepEqual(await order('date'), ['Date', 'cherry', 'Apple', 'banana'])
	assert.deepEqual(await order('rating'), ['cherry', 'Date', 'banana', 'Apple'])
	assert.deepEqual(await order('title'), ['Apple', 'banana', 'cherry', 'Date'])
})
