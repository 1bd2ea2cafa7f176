import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { ListMessages, ListResponse } from '../../shared/schemas/lists.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import {
	addItem,
	createList,
	deleteList,
	editList,
	getList,
	like,
	myLists,
	names,
} from '../../../tests/requests/list-requests.ts'

test('a list is created with its defaults and a list_created activity of the same visibility', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const created = await createList(ann.client, {
		name: '  Books for   winter ',
		description: 'Long nights.\r\nWarm tea.',
	})
	assert.equal(created.status, 201, JSON.stringify(created.body))
	const { list } = ListResponse.parse(created.body)
	assert.equal(list.name, 'Books for winter', 'spaces tidied')
	assert.equal(list.description, 'Long nights.\nWarm tea.', 'line breaks kept as \\n')
	assert.deepEqual(
		[list.ranked, list.visibility, list.maxItems, list.itemCount, list.hidden],
		[false, 'public', 20, 0, false],
	)
	assert.deepEqual(list.owner.username, ann.username)
	assert.deepEqual([list.likeCount, list.likedByViewer, list.can], [0, false, { edit: true, like: true }])
	assert.equal(list.createdAt, list.updatedAt)

	const activity = await db
		.selectFrom('activity')
		.select(['kind', 'listId', 'bookId', 'visibility', 'createdAt'])
		.where('userId', '=', ann.user.id)
		.execute()
	assert.deepEqual(activity, [
		{ kind: 'list_created', listId: list.id, bookId: null, visibility: 'public', createdAt: list.createdAt },
	])
})

test("without a visibility a list takes the reader's default for new entries; a given one wins", async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	await db
		.insertInto('profile')
		.values({ userId: ann.user.id, entryVisibility: 'friends', updatedAt: new Date().toISOString() })
		.execute()
	assert.equal((await createList(ann.client, { name: 'Default' })).body.list.visibility, 'friends')
	assert.equal(
		(await createList(ann.client, { name: 'Mine', visibility: 'private', ranked: true, maxItems: 500 })).body.list
			.visibility,
		'private',
	)
})

test('bad input is a 400 naming each field, and nothing is written', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const bad = await ann.client.json('/api/lists', {
		method: 'POST',
		json: {
			name: ' ',
			description: 'x'.repeat(2_001),
			ranked: 'yes',
			visibility: 'everyone',
			maxItems: 501,
			colour: 'red',
		},
	})
	assert.equal(bad.status, 400)
	assert.deepEqual(bad.body.error.fields, {
		name: ListMessages.nameRequired,
		description: ListMessages.descriptionTooLong,
		ranked: ListMessages.flag,
		visibility: 'Choose who can see this: public, friends or only me',
		maxItems: ListMessages.maxItems,
		colour: ListMessages.unknownField,
	})
	assert.equal(
		(await createList(ann.client, { name: 'x'.repeat(101) })).body.error.fields?.name,
		ListMessages.nameTooLong,
	)
	assert.equal(
		(await createList(ann.client, { name: '🐉'.repeat(100), maxItems: 0 })).body.error.fields?.maxItems,
		ListMessages.maxItems,
		'emoji count as one',
	)
	assert.equal(
		(await createList(ann.client, { name: 'ok', maxItems: 2.5 })).body.error.fields?.maxItems,
		ListMessages.maxItems,
	)
	assert.equal(
		(await ann.client.json('/api/lists', { method: 'POST', json: {} })).body.error.fields?.name,
		ListMessages.nameRequired,
	)
	assert.equal((await db.selectFrom('list').select('id').execute()).length, 0)
	assert.equal((await db.selectFrom('activity').select('id').execute()).length, 0)

	const { body } = await createList(ann.client, { name: 'Fine' })
	const patch = await editList(ann.client, body.list.id, {})
	assert.equal(patch.status, 400)
	assert.equal(patch.body.error.message, ListMessages.nothingToChange)
	assert.equal(
		(await editList(ann.client, body.list.id, { description: 'a\u0000b' })).body.error.fields?.description,
		ListMessages.controlCharacters,
	)
})

test('editing changes each field, moves updatedAt, and a new visibility reaches the activity', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const { list } = (await createList(ann.client, { name: 'Draft' })).body
	await sleep(5)
	const edited = await editList(ann.client, list.id, {
		name: 'Final',
		description: 'Now with words',
		ranked: true,
		visibility: 'friends',
		maxItems: 100,
	})
	assert.equal(edited.status, 200, JSON.stringify(edited.body))
	const after = edited.body.list
	assert.deepEqual(
		[after.name, after.description, after.ranked, after.visibility, after.maxItems],
		['Final', 'Now with words', true, 'friends', 100],
	)
	assert.ok(after.updatedAt > list.updatedAt)
	assert.equal(after.createdAt, list.createdAt)
	const activity = await db
		.selectFrom('activity')
		.select(['kind', 'visibility'])
		.where('listId', '=', list.id)
		.execute()
	assert.deepEqual(activity, [{ kind: 'list_created', visibility: 'friends' }])
})

test('the limit goes up to 500 and never below the books on the list', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const { list } = (await createList(ann.client, { name: 'Three', maxItems: 3 })).body
	for (const title of ['A', 'B', 'C'])
		assert.equal((await addItem(ann.client, list.id, await addBook(db, title))).status, 201)
	const low = await editList(ann.client, list.id, { maxItems: 2 })
	assert.equal(low.status, 409)
	assert.equal(low.body.error.fields?.maxItems, 'This list has 3 books: its limit cannot be lower')
	assert.equal((await getList(ann.client, list.id)).body.list.maxItems, 3, 'unchanged')
	assert.equal((await editList(ann.client, list.id, { maxItems: 3 })).status, 200)
	assert.equal((await editList(ann.client, list.id, { maxItems: 500 })).body.list.maxItems, 500)
	assert.equal((await editList(ann.client, list.id, { maxItems: 501 })).status, 400)
})

test("deleting a list removes its books, likes and activity; others' lists and signed-out writes are refused", async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const { list } = (await createList(ann.client, { name: 'Going' })).body
	await addItem(ann.client, list.id, await addBook(db))
	await like(bob.client, list.id)

	assert.equal((await deleteList(bob.client, list.id)).status, 404, 'not theirs: as if not there')
	assert.equal((await editList(bob.client, list.id, { name: 'Mine now' })).status, 404)
	assert.equal((await addItem(bob.client, list.id, await addBook(db, 'Other'))).status, 404)
	const visitor = client()
	assert.equal((await createList(visitor, { name: 'x' })).status, 401)
	assert.equal((await deleteList(visitor, list.id)).status, 401)
	assert.equal((await myLists(visitor)).status, 401)

	assert.equal((await deleteList(ann.client, list.id)).status, 204)
	assert.equal((await getList(ann.client, list.id)).status, 404)
	assert.equal((await deleteList(ann.client, list.id)).status, 404)
	for (const table of ['listItem', 'listLike', 'activity', 'notification'] as const) {
		assert.equal((await db.selectFrom(table).selectAll().where('listId', '=', list.id).execute()).length, 0, table)
	}
})

test("the reader's lists come newest-updated first, page by page, and say which hold a book", async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const book = await addBook(db)
	const ids: string[] = []
	for (const name of ['One', 'Two', 'Three']) {
		ids.push((await createList(ann.client, { name, visibility: name === 'Two' ? 'private' : 'public' })).body.list.id)
		await sleep(5)
	}
	assert.deepEqual(names(await myLists(ann.client)), ['Three', 'Two', 'One'])
	await addItem(ann.client, ids[0] as string, book)
	const withBook = await myLists(ann.client, `?bookId=${book}`)
	assert.deepEqual(
		withBook.body.lists.map((l) => [l.name, l.hasBook, l.itemCount]),
		[
			['One', true, 1],
			['Three', false, 0],
			['Two', false, 0],
		],
		'adding a book moves the list up',
	)
	assert.deepEqual(
		withBook.body.lists[0]?.previews.map(({ id, title }) => ({ id, title })),
		[{ id: book, title: 'The Left Hand of Darkness' }],
	)
	assert.match(
		withBook.body.lists[0]?.previews[0]?.coverVersion ?? '',
		/^[0-9a-z]+$/,
		"a preview's cover carries its version",
	)

	const first = await myLists(ann.client, '?limit=2')
	assert.deepEqual(names(first), ['One', 'Three'])
	const second = await myLists(ann.client, `?limit=2&cursor=${first.body.nextCursor}`)
	assert.deepEqual(names(second), ['Two'])
	assert.equal(second.body.nextCursor, null)
	const badCursor = await myLists(ann.client, '?cursor=nope')
	assert.equal(badCursor.status, 400)
	assert.equal(badCursor.body.error.fields?.cursor, 'cursor is not valid')
	assert.equal(
		(await myLists(ann.client, '?limit=0')).body.error.fields?.limit,
		'limit must be a whole number from 1 to 100',
	)
})
