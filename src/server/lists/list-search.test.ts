import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { readAllPages } from '../../../tests/support/cursor-pages.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import type { ListPage } from '../../shared/schemas/lists.ts'
import { createList, editList, names, searchLists } from '../../../tests/requests/list-requests.ts'

test('search matches every word in the name or description, in any case and with or without accents', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	await createList(ann.client, { name: 'Brontë sisters', description: 'Moors and governesses' })
	await sleep(5)
	await createList(ann.client, { name: 'Café reads', description: 'Short books for a COFFEE break' })
	await sleep(5)
	await createList(ann.client, { name: 'Unrelated', description: '' })
	const visitor = client()
	assert.deepEqual(names(await searchLists(visitor, 'bronte')), ['Brontë sisters'])
	assert.deepEqual(names(await searchLists(visitor, 'BRONTË MOORS')), ['Brontë sisters'])
	assert.deepEqual(names(await searchLists(visitor, 'cafe coffee')), ['Café reads'])
	assert.deepEqual(names(await searchLists(visitor, 'gover')), ['Brontë sisters'], 'part of a word')
	assert.deepEqual(names(await searchLists(visitor, 'bronte coffee')), [], 'every word must match')
	assert.deepEqual(names(await searchLists(visitor, '%')), [], 'no words, no wildcard')
	assert.deepEqual(names(await searchLists(visitor, 's')), ['Café reads', 'Brontë sisters'], 'newest-updated first')
	const empty = await searchLists(visitor, '')
	assert.equal(empty.status, 400)
	assert.equal(empty.body.error.fields?.q, 'Please enter something to search for')
})

test('an edited name or description is found by its new words only', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	const { list } = (await createList(ann.client, { name: 'Old name' })).body
	await editList(ann.client, list.id, { name: 'Fresh title', description: 'Über alles' })
	assert.deepEqual(names(await searchLists(client(), 'old')), [])
	assert.deepEqual(names(await searchLists(client(), 'fresh uber')), ['Fresh title'])
})

test('search results page by cursor without repeats', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	for (let i = 0; i < 5; i++) await createList(ann.client, { name: `Pile ${i}` })
	const pages = await readAllPages<ListPage, string>(client(), '/api/search/lists?q=pile&limit=2', (body) =>
		body.lists.map((l) => l.name),
	)
	assert.equal(pages.length, 3)
	assert.deepEqual(pages.flat().sort(), ['Pile 0', 'Pile 1', 'Pile 2', 'Pile 3', 'Pile 4'])
})
