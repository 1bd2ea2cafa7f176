import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, signUp } from '../../../tests/support/test-client.ts'
import type { EntryView } from '../../shared/schemas/entries.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'
import { createList, getList, like } from '../../../tests/requests/list-requests.ts'

test('a block takes away the likes between the two readers, either way, and leaves everyone else’s', async (t) => {
	const { db, client } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const bookId = await addBook(db)
	const annsEntry = await logRead(ann.client, { bookId, readOn: '2026-11-01', review: 'Ann reads.' })
	const bobsEntry = await logRead(bob.client, { bookId, readOn: '2026-11-02', review: 'Bob reads.' })
	const bobsList = (await createList(bob.client, { name: 'Winter books', visibility: 'public' })).body.list
	for (const liker of [ann, cat])
		assert.equal(
			(await liker.client.json(`/api/entries/${bobsEntry.id}/like`, { method: 'POST', json: {} })).status,
			200,
		)
	assert.equal((await bob.client.json(`/api/entries/${annsEntry.id}/like`, { method: 'POST', json: {} })).status, 200)
	for (const liker of [ann, cat]) assert.equal((await like(liker.client, bobsList.id)).status, 200)

	assert.equal((await ann.client.json(`/api/users/${bob.username}/block`, { method: 'POST', json: {} })).status, 200)

	const likesOf = async (entryId: string) =>
		(await cat.client.json<{ entry: EntryView } & Answer>(`/api/entries/${entryId}`)).body.entry.likeCount
	assert.equal(await likesOf(bobsEntry.id), 1, "Cat's like stays, Ann's is gone")
	assert.equal(await likesOf(annsEntry.id), 0, "Bob's like of Ann's entry is gone")
	assert.equal((await getList(cat.client, bobsList.id)).body.list.likeCount, 1)
	assert.equal((await ann.client.json(`/api/users/${bob.username}/block`, { method: 'DELETE' })).status, 200)
	assert.equal(await likesOf(bobsEntry.id), 1, 'an unblock does not bring likes back')
})
