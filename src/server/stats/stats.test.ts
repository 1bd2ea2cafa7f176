import assert from 'node:assert/strict'
import { test } from 'node:test'
import { GoalResponse, StatsResponse, YearInReviewResponse } from '../../shared/schemas/stats.ts'
import type { Database } from '../db/schema.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { addBook, befriend, follow } from '../../../tests/support/reading-factories.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'

// Hand-computed expectations over one reader's 2025: rereads, half stars, reads with and without a start day,
// a book without a page count, and entries of each visibility (the owner counts all; others what they may see).

type Stats = StatsResponse & Answer
const stats = (viewer: TestClient, path: string) => viewer.json<Stats>(path)

async function books(db: Database) {
	const book = (title: string, author: string, pageCount: number | null, subjects: string[]) =>
		addBook(db, title, { authors: [{ name: author }], pageCount, subjects })
	return {
		dune: await book('Dune', 'Frank Herbert', 412, ['Science fiction', 'Classics']),
		emma: await book('Emma', 'Jane Austen', 474, ['Classics', 'Romance']),
		persuasion: await book('Persuasion', 'Jane Austen', 249, ['Classics', 'Romance']),
		unpaged: await book('Unpaged Poems', 'Anon Writer', null, ['Poetry']),
		oldMan: await book('The Old Man and the Sea', 'Ernest Hemingway', 127, ['Classics']),
		abandoned: await book('Abandoned', 'Anon Writer', 300, []),
		givenUp: await book('Given Up', 'Anon Writer', 300, []),
	}
}

/** Ann's reads; comments give what each adds (pages, half-stars, days from start to finish). */
async function annsYear(t: Parameters<typeof startTestApp>[0]) {
	const app = await startTestApp(t)
	const { client, db } = app
	const ann = await signUp(client(), { username: 'ann' })
	const named = await ann.client.json('/api/profile', { method: 'PATCH', json: { name: 'Ann <Reader> & "Co"' } })
	assert.equal(named.status, 200, JSON.stringify(named.body))
	const b = await books(db)
	await logRead(ann.client, { bookId: b.dune, readOn: '2025-01-10', startedOn: '2025-01-01', rating: 4.5 }) // 412, 9, 10 days
	await logRead(ann.client, { bookId: b.emma, readOn: '2025-03-05', rating: 3.5 }) // 474, 7, no start
	await logRead(ann.client, { bookId: b.dune, readOn: '2025-03-20', startedOn: '2025-03-15', rating: 5, reread: true }) // 412, 10, 6 days
	await logRead(ann.client, {
		bookId: b.persuasion,
		readOn: '2025-03-28',
		startedOn: '2025-03-28',
		rating: 0.5,
		visibility: 'private',
	}) // 249, 1, 1 day
	await logRead(ann.client, { bookId: b.unpaged, readOn: '2025-07-04', visibility: 'friends' }) // no pages, unrated
	await logRead(ann.client, { bookId: b.oldMan, readOn: '2025-12-31', startedOn: '2025-12-30', rating: 4 }) // 127, 8, 2 days
	await logRead(ann.client, { bookId: b.emma, readOn: '2024-06-01', rating: 3 }) // another year
	const shelve = (bookId: string, visibility: 'public' | 'private', addedAt: string) =>
		db
			.insertInto('shelf')
			.values({ userId: ann.user.id, bookId, status: 'dnf', visibility, addedAt, updatedAt: addedAt })
			.execute()
	await shelve(b.abandoned, 'public', '2025-05-01T10:00:00.000Z')
	await shelve(b.givenUp, 'private', '2025-06-01T10:00:00.000Z')
	return { ...app, ann, b }
}

test("the owner's year counts every entry: totals, months, half-star ratings, subjects, authors, lengths, pace", async (t) => {
	const { ann, b } = await annsYear(t)
	const { status, body } = await stats(ann.client, '/api/me/stats?year=2025')
	assert.equal(status, 200)
	StatsResponse.parse(body)
	assert.equal(body.year, 2025)
	assert.deepEqual(body.years, [2025, 2024])
	// Six reads of five books (Dune twice); 412 + 474 + 412 + 249 + 0 + 127 pages; 35 half-stars over 5 ratings;
	// 1,674 pages over the 5 reads with a page count.
	assert.deepEqual(body.totals, {
		books: 5,
		reads: 6,
		pages: 1674,
		rereads: 1,
		dnf: 2,
		rated: 5,
		averageRating: 3.5,
		averagePages: 335,
	})
	assert.equal(body.timeline.unit, 'month')
	assert.equal(body.timeline.points.length, 12)
	assert.deepEqual(
		body.timeline.points.filter((p) => p.reads > 0),
		[
			{ period: '2025-01', reads: 1, pages: 412 },
			{ period: '2025-03', reads: 3, pages: 1135 },
			{ period: '2025-07', reads: 1, pages: 0 },
			{ period: '2025-12', reads: 1, pages: 127 },
		],
	)
	assert.deepEqual(body.ratings, [1, 0, 0, 0, 0, 0, 1, 1, 1, 1])
	// A book read twice counts once for its subjects and authors.
	assert.deepEqual(body.subjects, [
		{ name: 'Classics', books: 4 },
		{ name: 'Romance', books: 2 },
		{ name: 'Poetry', books: 1 },
		{ name: 'Science fiction', books: 1 },
	])
	assert.deepEqual(
		body.authors.map((a) => [a.name, a.books]),
		[
			['Jane Austen', 2],
			['Ernest Hemingway', 1],
			['Frank Herbert', 1],
			['Anon Writer', 1],
		],
	)
	assert.deepEqual(body.longest, { id: b.emma, title: 'Emma', pageCount: 474 })
	assert.deepEqual(body.shortest, { id: b.oldMan, title: 'The Old Man and the Sea', pageCount: 127 })
	// 10 + 6 + 1 + 2 days over the four reads with a start day: 4.75, shown as 4.8.
	assert.deepEqual(body.pace, { averageDays: 4.8, fastestDays: 1, slowestDays: 10, measured: 4 })
	assert.deepEqual(body.can, { editGoal: true })
	assert.equal(body.goal, null)
})

test('others count only the entries they may see; friends see friends-only ones too', async (t) => {
	const { ann, client, db } = await annsYear(t)
	const stranger = await signUp(client())
	for (const viewer of [stranger.client, client()]) {
		const { status, body } = await stats(viewer, '/api/users/ann/stats?year=2025')
		assert.equal(status, 200)
		// Without the private Persuasion (249, 1 half-star, 1 day) and the friends-only poems: four reads of three books.
		assert.deepEqual(body.totals, {
			books: 3,
			reads: 4,
			pages: 1425,
			rereads: 1,
			dnf: 1,
			rated: 4,
			averageRating: 4.25,
			averagePages: 356,
		})
		assert.deepEqual(body.ratings, [0, 0, 0, 0, 0, 0, 1, 1, 1, 1])
		assert.deepEqual(body.subjects, [
			{ name: 'Classics', books: 3 },
			{ name: 'Romance', books: 1 },
			{ name: 'Science fiction', books: 1 },
		])
		assert.deepEqual(body.pace, { averageDays: 6, fastestDays: 2, slowestDays: 10, measured: 3 })
		assert.deepEqual(body.can, { editGoal: false })
		assert.equal(body.reader.username, 'ann')
	}
	const friend = await signUp(client())
	await befriend(db, ann.user.id, friend.user.id)
	const { body } = await stats(friend.client, '/api/users/ann/stats?year=2025')
	assert.deepEqual(body.totals, {
		books: 4,
		reads: 5,
		pages: 1425,
		rereads: 1,
		dnf: 1,
		rated: 4,
		averageRating: 4.25,
		averagePages: 356,
	})
	assert.deepEqual(
		body.subjects.map((s) => s.name),
		['Classics', 'Poetry', 'Romance', 'Science fiction'],
	)
	// The owner sees the same through the public path as through /api/me.
	assert.deepEqual(
		(await stats(ann.client, '/api/users/ann/stats?year=2025')).body,
		(await stats(ann.client, '/api/me/stats?year=2025')).body,
	)
})

test('all time charts years, from the first read to the last', async (t) => {
	const { ann } = await annsYear(t)
	const { body } = await stats(ann.client, '/api/me/stats')
	assert.equal(body.year, null)
	assert.deepEqual(body.timeline, {
		unit: 'year',
		points: [
			{ period: '2024', reads: 1, pages: 474 },
			{ period: '2025', reads: 6, pages: 1674 },
		],
	})
	// Emma read in 2024 and 2025 is one book, as Dune read twice in 2025 is.
	assert.deepEqual(body.totals, {
		books: 5,
		reads: 7,
		pages: 2148,
		rereads: 1,
		dnf: 2,
		rated: 6,
		averageRating: 3.42,
		averagePages: 358,
	})
	assert.equal(body.goal, null)
})

test('a reader without reads gets zeros and nulls, not errors', async (t) => {
	const { client } = await startTestApp(t)
	const bea = await signUp(client(), { username: 'bea' })
	for (const path of ['/api/me/stats', '/api/me/stats?year=2025']) {
		const { status, body } = await stats(bea.client, path)
		assert.equal(status, 200)
		assert.deepEqual(body.totals, {
			books: 0,
			reads: 0,
			pages: 0,
			rereads: 0,
			dnf: 0,
			rated: 0,
			averageRating: null,
			averagePages: null,
		})
		assert.deepEqual([body.longest, body.shortest, body.pace.averageDays, body.years], [null, null, null, []])
		assert.deepEqual(body.ratings, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
	}
	assert.deepEqual((await stats(bea.client, '/api/me/stats')).body.timeline, { unit: 'year', points: [] })
})

test('bad years are 400s naming the field; signed out, /api/me is 401; unknown readers 404', async (t) => {
	const { ann, client } = await annsYear(t)
	for (const path of [
		'/api/me/stats?year=20x5',
		'/api/me/stats?year=99',
		'/api/users/ann/year/abcd',
		'/api/me/goals/12345',
	]) {
		const { status, body } = await stats(ann.client, path)
		assert.equal(status, 400, path)
		assert.deepEqual(Object.keys(body.error.fields ?? {}), ['year'], path)
	}
	assert.equal((await stats(ann.client, '/api/me/stats?month=3')).status, 400)
	assert.equal((await stats(client(), '/api/me/stats')).status, 401)
	assert.equal(
		(
			await client().json('/api/me/goals/2025', {
				method: 'PUT',
				json: { unit: 'books', target: 3, visibility: 'public' },
			})
		).status,
		401,
	)
	assert.equal((await stats(client(), '/api/users/nobody/stats')).status, 404)
	assert.equal((await stats(client(), '/api/users/nobody/year/2025')).status, 404)
})

test('a private profile: stats and year in review are 404 to all but approved followers and the owner', async (t) => {
	const { ann, client, db } = await annsYear(t)
	const [follower, requester, stranger] = [await signUp(client()), await signUp(client()), await signUp(client())]
	await follow(db, follower.user.id, ann.user.id)
	await follow(db, requester.user.id, ann.user.id, 'requested')
	await ann.client.json('/api/profile', { method: 'PATCH', json: { visibility: 'private' } })
	for (const path of ['/api/users/ann/stats', '/api/users/ann/year/2025']) {
		for (const viewer of [client(), stranger.client, requester.client])
			assert.equal((await stats(viewer, path)).status, 404, path)
		assert.equal((await stats(follower.client, path)).status, 200, path)
		assert.equal((await stats(ann.client, path)).status, 200, path)
	}
	const review = await follower.client.json<YearInReviewResponse>('/api/users/ann/year/2025')
	assert.equal(review.body.shareable, false)
	assert.equal(review.body.stats.totals.reads, 4, 'public entries only: the follower is not a friend')
})

test('goals: set, replace and delete; progress counts what the viewer may see; visibility like entries', async (t) => {
	const { ann, client, db } = await annsYear(t)
	const put = (year: number, json: unknown) =>
		ann.client.json<GoalResponse & Answer>(`/api/me/goals/${year}`, { method: 'PUT', json })
	assert.deepEqual((await ann.client.json('/api/me/goals/2025')).body, { goal: null })

	const bad = await put(2025, { unit: 'chapters', target: 0, visibility: 'everyone' })
	assert.equal(bad.status, 400)
	assert.deepEqual(Object.keys(bad.body.error.fields ?? {}).sort(), ['target', 'unit', 'visibility'])
	assert.equal((await put(2025, { unit: 'books', target: 2.5, visibility: 'public' })).status, 400)

	const set = await put(2025, { unit: 'books', target: 10, visibility: 'public' })
	assert.equal(set.status, 200)
	assert.deepEqual(
		set.body,
		{ goal: { year: 2025, unit: 'books', target: 10, visibility: 'public', done: 5 } },
		'a goal in books counts books: Dune read twice is one',
	)
	const replaced = await put(2025, { unit: 'pages', target: 5000, visibility: 'public' })
	assert.deepEqual(replaced.body.goal, { year: 2025, unit: 'pages', target: 5000, visibility: 'public', done: 1674 })
	assert.deepEqual((await stats(ann.client, '/api/me/stats?year=2025')).body.goal, replaced.body.goal)
	assert.deepEqual((await stats(client(), '/api/users/ann/stats?year=2025')).body.goal, {
		year: 2025,
		unit: 'pages',
		target: 5000,
		visibility: 'public',
		done: 1425,
	})
	assert.equal((await stats(client(), '/api/users/ann/stats')).body.goal, null, 'all time has no goal')

	await put(2025, { unit: 'books', target: 12, visibility: 'friends' })
	const friend = await signUp(client())
	await befriend(db, ann.user.id, friend.user.id)
	assert.equal((await stats(client(), '/api/users/ann/stats?year=2025')).body.goal, null)
	assert.deepEqual((await stats(friend.client, '/api/users/ann/stats?year=2025')).body.goal, {
		year: 2025,
		unit: 'books',
		target: 12,
		visibility: 'friends',
		done: 4,
	})
	await put(2025, { unit: 'books', target: 12, visibility: 'private' })
	assert.equal((await stats(friend.client, '/api/users/ann/stats?year=2025')).body.goal, null)

	assert.deepEqual((await ann.client.json('/api/me/goals/2025', { method: 'DELETE' })).body, { goal: null })
	assert.deepEqual((await ann.client.json('/api/me/goals/2025', { method: 'DELETE' })).body, { goal: null })
	assert.equal((await stats(ann.client, '/api/me/stats?year=2025')).body.goal, null)
})

test('year in review: top-rated books best first, each once, the first and last read, shareable when public', async (t) => {
	const { ann, b, client } = await annsYear(t)
	const own = await ann.client.json<YearInReviewResponse>('/api/users/ann/year/2025')
	assert.equal(own.status, 200)
	YearInReviewResponse.parse(own.body)
	assert.deepEqual(
		own.body.topRated.map((r) => [r.book.title, r.rating, r.readOn]),
		[
			['Dune', 5, '2025-03-20'],
			['The Old Man and the Sea', 4, '2025-12-31'],
			['Emma', 3.5, '2025-03-05'],
			['Persuasion', 0.5, '2025-03-28'],
		],
	)
	assert.deepEqual(own.body.first, {
		book: { id: b.dune, title: 'Dune', pageCount: 412, coverVersion: own.body.first?.book.coverVersion },
		readOn: '2025-01-10',
		rating: 4.5,
	})
	assert.deepEqual(own.body.last, {
		book: {
			id: b.oldMan,
			title: 'The Old Man and the Sea',
			pageCount: 127,
			coverVersion: own.body.last?.book.coverVersion,
		},
		readOn: '2025-12-31',
		rating: 4,
	})
	assert.equal(own.body.shareable, true)
	assert.deepEqual([own.body.stats.totals.books, own.body.stats.totals.reads], [5, 6])

	const visitor = await client().json<YearInReviewResponse>('/api/users/ann/year/2025')
	assert.deepEqual(
		visitor.body.topRated.map((r) => r.book.title),
		['Dune', 'The Old Man and the Sea', 'Emma'],
		'Dune once, with its best read',
	)
	const empty = await client().json<YearInReviewResponse>('/api/users/ann/year/2019')
	assert.deepEqual(
		[empty.status, empty.body.topRated, empty.body.first, empty.body.last, empty.body.stats.totals.books],
		[200, [], null, null, 0],
	)
})

test('the year in review page carries Open Graph tags, escaped, only while the profile is public', async (t) => {
	const { ann, b, client, baseUrl } = await annsYear(t)
	const page = async (path: string) => {
		const res = await client().request(path)
		return { status: res.status, html: await res.text() }
	}
	const shared = await page('/u/ann/year/2025')
	assert.equal(shared.status, 200)
	const tags = [...shared.html.matchAll(/<meta property="([^"]+)" content="([^"]*)">/g)].map((m) => [m[1], m[2]])
	const name = 'Ann &#60;Reader&#62; &#38; &#34;Co&#34;'
	assert.deepEqual(tags, [
		['og:type', 'website'],
		['og:site_name', 'Dogear'],
		['og:title', `${name}’s 2025 in books`],
		// As a visitor sees it: the four public reads of 2025 are three books (Dune twice).
		['og:description', `${name} read 3 books and 1,425 pages in 2025.`],
		['og:url', `${baseUrl}/u/ann/year/2025`],
		['og:image', `${baseUrl}/api/covers/${b.dune}?h=150&#38;dpr=2`],
		['og:image:alt', 'The cover of Dune'],
	])
	assert.ok(shared.html.indexOf('og:title') < shared.html.indexOf('</head>'))
	assert.doesNotMatch((await page('/u/ann')).html, /og:title/)
	assert.doesNotMatch((await page('/u/ann/stats')).html, /og:title/)
	assert.match((await page('/u/ann/year/2019')).html, /has not logged a book read in 2019 yet/)

	await ann.client.json('/api/profile', { method: 'PATCH', json: { visibility: 'private' } })
	const closed = await page('/u/ann/year/2025')
	assert.equal(closed.status, 200)
	assert.doesNotMatch(closed.html, /og:/)
})
