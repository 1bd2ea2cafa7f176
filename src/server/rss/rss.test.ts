import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addBook, befriend } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import { daysAgo, logRead } from '../../../tests/requests/entry-requests.ts'
import { addItem, createList } from '../../../tests/requests/list-requests.ts'

const titles = (xml: string) =>
	[...xml.matchAll(/<(?:entry|item)>\n<(?:id|guid)[^>]*>[^<]*<\/(?:id|guid)>\n<title>([^<]*)<\/title>/g)].map(
		(m) => m[1],
	)

test("a reader's diary and reviews feeds hold what a visitor may see, newest first, whoever asks", async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client(), { username: 'ann' })
	const friend = await signUp(client())
	await befriend(db, ann.user.id, friend.user.id)
	const [sabriel, lirael, abhorsen, clariel] = [
		await addBook(db, 'Sabriel'),
		await addBook(db, 'Lirael'),
		await addBook(db, 'Abhorsen'),
		await addBook(db, 'Clariel'),
	]
	await logRead(ann.client, { bookId: sabriel, readOn: daysAgo(3), rating: 4.5, review: 'Bells & <necromancers>.' })
	await logRead(ann.client, { bookId: lirael, readOn: daysAgo(2), visibility: 'friends', review: 'For friends.' })
	await logRead(ann.client, { bookId: abhorsen, readOn: daysAgo(1), review: 'The ending!', spoilers: true })
	await logRead(ann.client, { bookId: clariel, readOn: daysAgo(0), visibility: 'private' })

	const atom = await friend.client.request('/api/users/ann/diary.atom')
	assert.equal(atom.status, 200)
	assert.equal(atom.headers.get('content-type'), 'application/atom+xml; charset=utf-8')
	const diary = await atom.text()
	assert.deepEqual(
		titles(diary),
		['Abhorsen (1969)', 'Sabriel (1969) – ★★★★½'],
		'public entries only, even for a friend with a cookie',
	)
	assert.match(diary, /<title>ann’s diary on Dogear<\/title>/)
	assert.match(diary, /Bells &amp;amp; &amp;lt;necromancers&amp;gt;\./)
	assert.doesNotMatch(diary, /The ending!/, 'a spoiler review stays on its page')

	const rss = await client().request('/api/users/ann/reviews.rss')
	assert.equal(rss.headers.get('content-type'), 'application/rss+xml; charset=utf-8')
	const reviews = await rss.text()
	assert.deepEqual(titles(reviews), ['Abhorsen (1969)', 'Sabriel (1969) – ★★★★½'])
	assert.match(reviews, /<link>http:\/\/127\.0\.0\.1:\d+\/u\/ann<\/link>/)

	await ann.client.json('/api/entries', { json: { bookId: clariel, readOn: daysAgo(0), rating: 3 } })
	assert.deepEqual(
		titles(await (await client().request('/api/users/ann/diary.atom')).text())[0],
		'Clariel (1969) – ★★★',
	)
	assert.deepEqual(
		titles(await (await client().request('/api/users/ann/reviews.atom')).text()).length,
		2,
		'an entry without review text is not a review',
	)
})

test('a private profile, a suspended reader and an unknown name have no feeds; nor do other paths', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client(), { username: 'ann' })
	const bob = await signUp(client(), { username: 'bob' })
	assert.equal((await client().request('/api/users/ann/diary.rss')).status, 200)
	assert.equal(
		(await ann.client.json('/api/profile', { method: 'PATCH', json: { visibility: 'private' } })).status,
		200,
	)
	assert.equal((await client().request('/api/users/ann/diary.rss')).status, 404)
	assert.equal(
		(await ann.client.request('/api/users/ann/reviews.atom')).status,
		404,
		'not even for its owner: a feed is what visitors see',
	)
	const now = new Date().toISOString()
	await db
		.insertInto('profile')
		.values({ userId: bob.user.id, suspendedAt: now, updatedAt: now })
		.onConflict((oc) => oc.column('userId').doUpdateSet({ suspendedAt: now }))
		.execute()
	assert.equal((await client().request('/api/users/bob/diary.atom')).status, 404)
	for (const path of ['/api/users/nobody/diary.atom', '/api/users/ann/diary.xml', '/api/users/ann/likes.rss'])
		assert.equal((await client().request(path)).status, 404, path)
})

test('a public list has a feed of its newest books with their notes; other lists answer 404', async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client(), { username: 'ann' })
	const { body } = await createList(ann.client, {
		name: 'Old Kingdom',
		description: 'Charter magic.',
		ranked: true,
		visibility: 'public',
	})
	const listId = body.list.id
	await addItem(ann.client, listId, await addBook(db, 'Sabriel'), 'Start <here>.')
	await addItem(ann.client, listId, await addBook(db, 'Lirael'))
	const res = await client().request(`/api/lists/${listId}/feed.atom`)
	assert.equal(res.status, 200)
	const xml = await res.text()
	assert.deepEqual(titles(xml), ['2. Lirael (1969)', '1. Sabriel (1969)'])
	assert.match(xml, /<title>Old Kingdom, a list by ann<\/title>\n<subtitle>Charter magic\.<\/subtitle>/)
	assert.match(xml, /Start &amp;lt;here&amp;gt;\./)
	assert.match(
		xml,
		/by &lt;a href=&quot;http:\/\/127\.0\.0\.1:\d+\/author\/[^"&]+&quot;&gt;Ursula K\. Le Guin&lt;\/a&gt;/,
	)
	assert.equal((await client().request(`/api/lists/${listId}/feed.rss`)).status, 200)
	assert.equal(
		(await client().json<{ list: { feed: string | null } }>(`/api/lists/${listId}`)).body.list.feed,
		`/api/lists/${listId}/feed.atom`,
		'the list page links its feed',
	)

	const friends = (await createList(ann.client, { name: 'Friends only', visibility: 'friends' })).body.list.id
	assert.equal((await ann.client.request(`/api/lists/${friends}/feed.atom`)).status, 404)
	assert.equal((await ann.client.json<{ list: { feed: string | null } }>(`/api/lists/${friends}`)).body.list.feed, null)
	assert.equal((await client().request('/api/lists/no-such-list/feed.atom')).status, 404)
})

test('the pages of a public profile and a public list name their feeds for feed readers; others do not', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client(), { username: 'ann' })
	const html = async (path: string) => (await client().request(path)).text()
	const links = (page: string) =>
		[...page.matchAll(/<link rel="alternate" type="application\/atom\+xml" title="([^"]*)" href="([^"]*)">/g)].map(
			(m) => [m[1], m[2]],
		)
	assert.deepEqual(links(await html('/u/ann')), [
		['ann’s diary', '/api/users/ann/diary.atom'],
		['ann’s reviews', '/api/users/ann/reviews.atom'],
	])
	const list = (await createList(ann.client, { name: 'Tom & Jerry', visibility: 'public' })).body.list.id
	assert.deepEqual(links(await html(`/list/${list}`)), [['Tom &amp; Jerry', `/api/lists/${list}/feed.atom`]])
	const hidden = (await createList(ann.client, { name: 'Mine', visibility: 'private' })).body.list.id
	assert.deepEqual(links(await html(`/list/${hidden}`)), [])
	await ann.client.json('/api/profile', { method: 'PATCH', json: { visibility: 'private' } })
	assert.deepEqual(links(await html('/u/ann')), [])
	assert.deepEqual(links(await html('/nav/home')), [])
})
