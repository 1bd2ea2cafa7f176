import assert from 'node:assert/strict'
import { test } from 'node:test'
import { UserSearchPage } from '../../shared/schemas/people.ts'
import { readAllPages } from '../../../tests/support/cursor-pages.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, signUp } from '../../../tests/support/test-client.ts'

type Page = UserSearchPage & Answer
const search = (client: TestClient, q: string, extra = '') =>
	client.json<Page>(`/api/search/users?q=${encodeURIComponent(q)}${extra}`)
const usernames = (page: { body: UserSearchPage }) => page.body.items.map((item) => item.username)
const rename = async (client: TestClient, fields: { name?: string; username?: string }) =>
	assert.equal((await client.json('/api/profile', { method: 'PATCH', json: fields })).status, 200)

test('readers are found by username or name, case and accents aside, exact username first, then prefixes, then the rest', async (t) => {
	const { client } = await startTestApp(t)
	const tag = Math.random().toString(36).slice(2, 6)
	const zoe = await signUp(client(), { username: `zoe_${tag}` })
	const named = await signUp(client(), { username: `reader_${tag}1` })
	await rename(named.client, { name: 'Zoë Brontë' })
	const inside = await signUp(client(), { username: `the_zoe_${tag}` })
	const exact = await signUp(client(), { username: `Zoe${tag}` })
	const other = await signUp(client(), { username: `nobody_${tag}` })

	assert.deepEqual(
		usernames(await search(other.client, `zoe${tag}`)),
		[exact.username],
		'the username itself, in any case',
	)
	const found = await search(client(), 'ZOË')
	assert.equal(found.status, 200)
	UserSearchPage.parse(found.body)
	const mine = usernames(found).filter((name) => name.includes(tag))
	assert.deepEqual(
		new Set(mine.slice(0, 3)),
		new Set([exact.username, named.username, zoe.username]),
		'usernames and names that start with it',
	)
	assert.equal(mine[3], inside.username, 'then a match inside')
	const twin = await signUp(client(), { username: `zoe_${tag}_2` })
	assert.deepEqual(
		usernames(await search(client(), `zoe_${tag}`)),
		[zoe.username, twin.username, inside.username],
		'exact, prefix, inside',
	)
	assert.deepEqual(
		usernames(await search(client(), `bront`)).filter((n) => n.includes(tag)),
		[named.username],
		'a word of the name',
	)
	assert.deepEqual(
		usernames(await search(client(), `ronte`)).filter((n) => n.includes(tag)),
		[named.username],
		'inside the name',
	)
	assert.deepEqual(
		usernames(await search(client(), `_zoe_${tag}`)),
		[inside.username],
		"'_' is a letter, not a wildcard",
	)
	assert.deepEqual(usernames(await search(client(), `%${tag}`)), [], "'%' is a letter, not a wildcard")

	await rename(named.client, { name: 'Someone Else', username: `renamed_${tag}` })
	assert.deepEqual(
		usernames(await search(client(), 'bronte')).filter((n) => n.includes(tag)),
		[],
		'the old name is gone',
	)
	assert.deepEqual(usernames(await search(client(), `renamed_${tag}`)), [`renamed_${tag}`])
	assert.deepEqual(
		usernames(await search(client(), `someone else`)).filter((n) => n.includes(tag)),
		[`renamed_${tag}`],
	)
})

test('blocked readers either way and suspended readers are never found; private profiles are, by name only', async (t) => {
	const { db, client } = await startTestApp(t)
	const tag = Math.random().toString(36).slice(2, 8)
	const [searcher, blocker, blocked, suspended, priv] = [
		await signUp(client(), { username: `me_${tag}` }),
		await signUp(client(), { username: `blocker_${tag}` }),
		await signUp(client(), { username: `blocked_${tag}` }),
		await signUp(client(), { username: `suspended_${tag}` }),
		await signUp(client(), { username: `private_${tag}` }),
	]
	assert.equal(
		(
			await priv.client.json('/api/profile', {
				method: 'PATCH',
				json: { visibility: 'private', location: 'Secret town', bio: 'Secret bio' },
			})
		).status,
		200,
	)
	await db
		.insertInto('block')
		.values({ blockerId: blocker.user.id, blockedId: searcher.user.id, createdAt: new Date().toISOString() })
		.execute()
	await db
		.insertInto('block')
		.values({ blockerId: searcher.user.id, blockedId: blocked.user.id, createdAt: new Date().toISOString() })
		.execute()
	await db
		.insertInto('profile')
		.values({ userId: suspended.user.id, suspendedAt: new Date().toISOString(), updatedAt: new Date().toISOString() })
		.execute()

	assert.deepEqual(usernames(await search(searcher.client, tag)).sort(), [`me_${tag}`, `private_${tag}`])
	assert.deepEqual(
		usernames(await search(client(), tag)).sort(),
		[`blocked_${tag}`, `blocker_${tag}`, `me_${tag}`, `private_${tag}`],
		'a visitor is nobody to block',
	)
	const found = await search(searcher.client, `private_${tag}`)
	assert.deepEqual(found.body.items, [{ username: `private_${tag}`, name: `private_${tag}`, image: null }])
	assert.ok(!JSON.stringify(found.body).includes('Secret'))
})

test('results come a bounded page at a time; a missing, blank or overlong query and bad paging are 400s naming the field', async (t) => {
	const { client } = await startTestApp(t)
	const tag = Math.random().toString(36).slice(2, 8)
	for (let i = 0; i < 7; i++) await signUp(client(), { username: `p${i}_${tag}` })
	await signUp(client(), { username: `${tag}` })
	const pages = await readAllPages<UserSearchPage, string>(client(), `/api/search/users?q=${tag}&limit=3`, (body) =>
		body.items.map((r) => r.username),
	)
	assert.deepEqual(
		pages.map((page) => page.length),
		[3, 3, 2],
	)
	assert.deepEqual(pages.flat(), [tag, ...Array.from({ length: 7 }, (_, i) => `p${i}_${tag}`)])

	for (const [query, field] of [
		['', 'q'],
		['?q=%20%20', 'q'],
		[`?q=${'a'.repeat(101)}`, 'q'],
		['?q=a&limit=51', 'limit'],
		['?q=a&cursor=zzz', 'cursor'],
		['?q=a&page=2', 'page'],
	] as const) {
		const answer = await client().json(`/api/search/users${query}`)
		assert.equal(answer.status, 400, query)
		assert.ok(answer.body.error.fields?.[field], `${query} names ${field}: ${JSON.stringify(answer.body)}`)
	}
})
