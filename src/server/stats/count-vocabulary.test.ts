import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PopularWeekResponse } from '../../shared/schemas/popular.ts'
import { ProfileView } from '../../shared/schemas/profile.ts'
import { StatsResponse, YearInReviewResponse } from '../../shared/schemas/stats.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp, type TestClient } from '../../../tests/support/test-client.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'

// One vocabulary of counts: 'books' are distinct books, 'reads' count a reread again, and every page that shows
// a count uses it the same way. The case: a year of three books and a reread of one of them.

async function read<T>(client: TestClient, path: string, schema: { parse: (body: unknown) => T }) {
	const { status, body } = await client.json(path)
	assert.equal(status, 200, `${path}: ${JSON.stringify(body)}`)
	return schema.parse(body)
}

test('the profile, stats, year in review and Popular agree: books are distinct, reads count rereads, Popular counts readers', async (t) => {
	const { db, client } = await startTestApp(t)
	const [ann, bob] = [await signUp(client(), { username: 'ann' }), await signUp(client())]
	const hobbit = await addBook(db, 'The Hobbit')
	const dune = await addBook(db, 'Dune')
	const emma = await addBook(db, 'Emma')
	await logRead(ann.client, { bookId: hobbit, readOn: '2026-01-10', rating: 5, visibility: 'public' })
	await logRead(ann.client, { bookId: dune, readOn: '2026-02-10', rating: 4, visibility: 'public' })
	await logRead(ann.client, { bookId: emma, readOn: '2026-03-10', rating: 3, visibility: 'public' })
	await logRead(ann.client, { bookId: hobbit, readOn: '2026-04-10', rating: 4.5, reread: true, visibility: 'public' })
	await logRead(bob.client, { bookId: hobbit, readOn: '2026-04-11', visibility: 'public' })

	for (const viewer of [client(), ann.client]) {
		const profile = await read(viewer, '/api/users/ann/profile', ProfileView)
		const year = await read(viewer, '/api/users/ann/stats?year=2026', StatsResponse)
		const allTime = await read(viewer, '/api/users/ann/stats', StatsResponse)
		const review = await read(viewer, '/api/users/ann/year/2026', YearInReviewResponse)
		assert.equal(profile.details?.counts.booksRead, 3)
		for (const stats of [year, allTime, review.stats])
			assert.deepEqual([stats.totals.books, stats.totals.reads, stats.totals.rereads], [3, 4, 1])
		assert.deepEqual(
			review.topRated.map((r) => [r.book.title, r.rating]),
			[
				['The Hobbit', 5],
				['Dune', 4],
				['Emma', 3],
			],
			'each book once, with its best read',
		)
		assert.deepEqual(
			year.timeline.points.reduce((sum, p) => sum + p.reads, 0),
			4,
			'the months add up to the reads',
		)
	}

	const popular = await read(client(), '/api/popular/week', PopularWeekResponse)
	assert.deepEqual(
		popular.books.map((b) => [b.book.title, b.readers]),
		[
			['The Hobbit', 2],
			['Emma', 1],
			['Dune', 1],
		],
		"three reads of The Hobbit, by two readers: ann's reread counts once",
	)
})
