import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { FriendsReadingResponse } from '../../shared/schemas/feed.ts'
import { addBook, addReader, befriend, block, follow } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, signUp } from '../../../tests/support/test-client.ts'
import type { Database, Visibility } from '../db/schema.ts'

const reading = async (client: TestClient) => {
	const { status, body } = await client.json('/api/me/friends-reading')
	assert.equal(status, 200, JSON.stringify(body))
	return FriendsReadingResponse.parse(body).reading
}
/** Each item in short: 'reader: title (page or percent, or no progress)'. */
const lines = async (client: TestClient) =>
	(await reading(client)).map(
		(r) =>
			`${r.reader.username}: ${r.book.title} (${
				r.progress ? (r.progress.page !== null ? `page ${r.progress.page}` : `${r.progress.percent}%`) : 'no progress'
			})`,
	)

/** A 'reading' shelving written straight into the table, `minutesAgo` back. */
async function shelveReading(db: Database, userId: string, bookId: string, visibility: Visibility, minutesAgo: number) {
	const at = new Date(Date.now() - minutesAgo * 60_000).toISOString()
	await db
		.insertInto('shelf')
		.values({ userId, bookId, status: 'reading', visibility, addedAt: at, updatedAt: at })
		.execute()
}

async function addProgress(
	db: Database,
	update: {
		userId: string
		bookId: string
		page?: number
		percent?: number
		visibility: Visibility
		minutesAgo: number
	},
) {
	await db
		.insertInto('progress')
		.values({
			id: randomUUID(),
			userId: update.userId,
			bookId: update.bookId,
			page: update.page ?? null,
			percent: update.percent ?? null,
			note: '',
			visibility: update.visibility,
			createdAt: new Date(Date.now() - update.minutesAgo * 60_000).toISOString(),
		})
		.execute()
}

async function setProfile(db: Database, userId: string, change: { visibility?: 'private'; suspendedAt?: string }) {
	await db
		.insertInto('profile')
		.values({ userId, ...change, updatedAt: new Date().toISOString() })
		.onConflict((oc) => oc.column('userId').doUpdateSet(change))
		.execute()
}

test("friends' currently reading is 401 signed out and empty for a reader who follows nobody", async (t) => {
	const { client } = await startTestApp(t)
	assert.equal((await client().json('/api/me/friends-reading')).status, 401)
	assert.deepEqual(await reading((await signUp(client())).client), [])
})

test("friends' currently reading: the follows' reading books the viewer may see, newest first, each with the newest progress the viewer may see", async (t) => {
	const { db, client } = await startTestApp(t)
	const viewer = await signUp(client())
	const V = viewer.user.id
	const book = (title: string) => addBook(db, title)
	const [ann, fay, pia, req, blocker, blocked, gone, stranger] = await Promise.all(
		Array.from({ length: 8 }, () => addReader(db)),
	)
	const [dune, emma, kindred, hobbit, sabriel] = [
		await book('Dune'),
		await book('Emma'),
		await book('Kindred'),
		await book('The Hobbit'),
		await book('Sabriel'),
	]
	for (const reader of [ann, pia, blocker, blocked, gone]) await follow(db, V, reader!.id)
	await befriend(db, V, fay!.id)
	await follow(db, V, req!.id, 'requested')
	await setProfile(db, pia!.id, { visibility: 'private' })
	await setProfile(db, req!.id, { visibility: 'private' })
	await block(db, blocker!.id, V)
	await block(db, V, blocked!.id)
	await setProfile(db, gone!.id, { suspendedAt: new Date().toISOString() })

	// Ann, followed: a public reading book with a newer private update, and a friends-only one the viewer (no
	// friend of hers) may not see.
	await shelveReading(db, ann!.id, dune, 'public', 30)
	await addProgress(db, { userId: ann!.id, bookId: dune, page: 120, visibility: 'public', minutesAgo: 20 })
	await addProgress(db, { userId: ann!.id, bookId: dune, page: 200, visibility: 'private', minutesAgo: 10 })
	await shelveReading(db, ann!.id, emma, 'friends', 5)
	// Fay, a friend: her friends-only reading book, by percent.
	await shelveReading(db, fay!.id, kindred, 'friends', 40)
	await addProgress(db, { userId: fay!.id, bookId: kindred, percent: 45, visibility: 'friends', minutesAgo: 35 })
	// Pia, private, followed: shown; no progress yet.
	await shelveReading(db, pia!.id, hobbit, 'public', 50)
	// Nobody else is shown: a request not yet approved, a block either way, a suspension, a stranger.
	for (const reader of [req, blocker, blocked, gone, stranger])
		await shelveReading(db, reader!.id, sabriel, 'public', 1)
	// A book on another shelf is not being read.
	const now = new Date().toISOString()
	await db
		.insertInto('shelf')
		.values({ userId: ann!.id, bookId: sabriel, status: 'want', visibility: 'public', addedAt: now, updatedAt: now })
		.execute()

	assert.deepEqual(await lines(viewer.client), [
		`${ann!.username}: Dune (page 120)`,
		`${fay!.username}: Kindred (45%)`,
		`${pia!.username}: The Hobbit (no progress)`,
	])
	const [dunes] = await reading(viewer.client)
	assert.deepEqual([dunes?.pageCount, dunes?.book.authors.map((a) => a.name)], [304, ['Ursula K. Le Guin']])

	// Once the viewer and Ann are friends, her friends-only book shows too, newest first.
	await follow(db, ann!.id, V)
	assert.deepEqual((await lines(viewer.client)).slice(0, 2), [
		`${ann!.username}: Emma (no progress)`,
		`${ann!.username}: Dune (page 120)`,
	])
})
