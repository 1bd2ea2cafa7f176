import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { ListMessages } from '../../shared/schemas/lists.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import {
	addItem,
	createList,
	getList,
	order,
	removeItem,
	reorder,
	setNote,
} from '../../../tests/requests/list-requests.ts'

test('books go on at the end with their notes, and every change moves the list up', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const [a, b] = [await addBook(db, 'Alpha'), await addBook(db, 'Beta')]
	const { list } = (await createList(ann.client, { name: 'Greek', ranked: true })).body
	await sleep(5)
	const added = await addItem(ann.client, list.id, a, 'First of all.\r\nReally.')
	assert.equal(added.status, 201, JSON.stringify(added.body))
	assert.ok(added.body.list.updatedAt > list.updatedAt, 'adding moves updatedAt')
	const two = await addItem(ann.client, list.id, b)
	assert.deepEqual(order(two), [
		[1, 'Alpha'],
		[2, 'Beta'],
	])
	assert.deepEqual(
		two.body.list.items.map((item) => item.note),
		['First of all.\nReally.', ''],
	)
	assert.equal(two.body.list.itemCount, 2)
	assert.deepEqual(
		two.body.list.items[0]?.book.authors.map((author) => author.name),
		['Ursula K. Le Guin'],
	)

	await sleep(5)
	const noted = await setNote(ann.client, list.id, b, 'Second.')
	assert.equal(noted.status, 200)
	assert.equal(noted.body.list.items[1]?.note, 'Second.')
	assert.ok(noted.body.list.updatedAt > two.body.list.updatedAt, 'a note moves updatedAt')
	const long = await setNote(ann.client, list.id, b, 'x'.repeat(1_001))
	assert.equal(long.status, 400)
	assert.equal(long.body.error.fields?.note, ListMessages.noteTooLong)
	assert.equal(
		(await addItem(ann.client, list.id, await addBook(db, 'Gamma'), 'x'.repeat(1_001))).body.error.fields?.note,
		ListMessages.noteTooLong,
	)
	assert.equal((await setNote(ann.client, list.id, await addBook(db, 'Not on it'), 'Hi')).status, 404)
})

test('a book is on a list once, an unknown book is a 404 naming bookId, and a full list names its limit', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const { list } = (await createList(ann.client, { name: 'Two at most', maxItems: 2 })).body
	const [a, b, c] = [await addBook(db, 'A'), await addBook(db, 'B'), await addBook(db, 'C')]
	await addItem(ann.client, list.id, a)
	const twice = await addItem(ann.client, list.id, a)
	assert.equal(twice.status, 409)
	assert.equal(twice.body.error.message, 'This book is already on the list')
	assert.equal(twice.body.error.fields?.bookId, ListMessages.duplicate)
	const unknown = await addItem(ann.client, list.id, 'no-such-book')
	assert.equal(unknown.status, 404)
	assert.equal(unknown.body.error.fields?.bookId, 'Book not found')
	assert.equal((await addItem(ann.client, list.id, '')).body.error.fields?.bookId, ListMessages.bookRequired)

	await addItem(ann.client, list.id, b)
	const full = await addItem(ann.client, list.id, c)
	assert.equal(full.status, 409)
	assert.match(full.body.error.message, /holds at most 2 books/)
	assert.deepEqual(
		order(await getList(ann.client, list.id)),
		[
			[1, 'A'],
			[2, 'B'],
		],
		'nothing half-written',
	)
})

test('concurrent adds to the last place leave one winner and dense positions', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const { list } = (await createList(ann.client, { name: 'Race', maxItems: 3 })).body
	const books = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((title) => addBook(db, title)))
	const answers = await Promise.all(books.map((book) => addItem(ann.client, list.id, book)))
	assert.equal(answers.filter((a) => a.status === 201).length, 3)
	assert.ok(answers.every((a) => a.status === 201 || a.status === 409))
	assert.deepEqual(
		(await getList(ann.client, list.id)).body.list.items.map((item) => item.position),
		[1, 2, 3],
	)
})

test('reordering puts every book in its new place in one go; a stale order changes nothing', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const { list } = (await createList(ann.client, { name: 'Ranked', ranked: true })).body
	const [a, b, c] = [await addBook(db, 'A'), await addBook(db, 'B'), await addBook(db, 'C')]
	for (const book of [a, b, c]) await addItem(ann.client, list.id, book)
	const before = (await getList(ann.client, list.id)).body.list
	await sleep(5)
	const moved = await reorder(ann.client, list.id, [c, a, b])
	assert.equal(moved.status, 200, JSON.stringify(moved.body))
	assert.deepEqual(order(moved), [
		[1, 'C'],
		[2, 'A'],
		[3, 'B'],
	])
	assert.ok(moved.body.list.updatedAt > before.updatedAt)

	for (const stale of [[c, a], [c, a, b, b], [c, a, await addBook(db, 'D')], []]) {
		const answer = await reorder(ann.client, list.id, stale)
		assert.equal(answer.status, 409, JSON.stringify(stale))
		assert.equal(answer.body.error.fields?.bookIds, ListMessages.orderStale)
	}
	assert.equal(
		(await ann.client.json(`/api/lists/${list.id}/order`, { method: 'PUT', json: { bookIds: 'abc' } })).status,
		400,
	)
	assert.deepEqual(order(await getList(ann.client, list.id)), [
		[1, 'C'],
		[2, 'A'],
		[3, 'B'],
	])
})

test('removing a book closes the gap; removing it again is a 404', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const { list } = (await createList(ann.client, { name: 'Shrinking' })).body
	const [a, b, c, d] = [await addBook(db, 'A'), await addBook(db, 'B'), await addBook(db, 'C'), await addBook(db, 'D')]
	for (const book of [a, b, c, d]) await addItem(ann.client, list.id, book)
	const removed = await removeItem(ann.client, list.id, b)
	assert.equal(removed.status, 200)
	assert.deepEqual(order(removed), [
		[1, 'A'],
		[2, 'C'],
		[3, 'D'],
	])
	assert.deepEqual(order(await removeItem(ann.client, list.id, d)), [
		[1, 'A'],
		[2, 'C'],
	])
	assert.equal((await removeItem(ann.client, list.id, b)).status, 404)
	assert.deepEqual(order(await addItem(ann.client, list.id, b)), [
		[1, 'A'],
		[2, 'C'],
		[3, 'B'],
	])
})
