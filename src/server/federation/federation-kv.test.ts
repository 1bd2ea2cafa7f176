import assert from 'node:assert/strict'
import { test } from 'node:test'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { databaseKvStore } from './federation-kv.ts'

test("Fedify's store on our database: set, get, delete, compare-and-swap, prefixes and expiry", async (t) => {
	const { db } = await startTestApp(t, {}, { worker: false })
	const kv = databaseKvStore(db)
	assert.equal(await kv.get(['a']), undefined)
	await kv.set(['a'], { n: 1 })
	await kv.set(['a'], { n: 2 })
	assert.deepEqual(await kv.get(['a']), { n: 2 }, 'a second set replaces the value')
	await kv.set(['a', 'b'], 'under a')
	await kv.set(['a', 'b', 'c'], ['deeper'])
	await kv.set(['a"b'], 'a look-alike that is not under a')
	await kv.set(['ab'], 'another look-alike')

	const listed = []
	for await (const entry of kv.list(['a'])) listed.push(entry)
	listed.sort((x, y) => x.key.length - y.key.length)
	assert.deepEqual(listed, [
		{ key: ['a'], value: { n: 2 } },
		{ key: ['a', 'b'], value: 'under a' },
		{ key: ['a', 'b', 'c'], value: ['deeper'] },
	])
	const all = []
	for await (const entry of kv.list()) all.push(entry.key)
	assert.equal(all.length, 5)

	assert.equal(await kv.cas!(['a'], { n: 1 }, { n: 3 }), false, 'not the value read')
	assert.equal(await kv.cas!(['a'], { n: 2 }, { n: 3 }), true)
	assert.deepEqual(await kv.get(['a']), { n: 3 })
	assert.equal(await kv.cas!(['new'], undefined, 'made'), true, 'absent, as expected')
	assert.equal(await kv.cas!(['new'], undefined, 'again'), false, 'no longer absent')

	await kv.delete(['a', 'b'])
	assert.equal(await kv.get(['a', 'b']), undefined)

	await db
		.updateTable('federationKv')
		.set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
		.where('key', '=', JSON.stringify(['ab']))
		.execute()
	assert.equal(await kv.get(['ab']), undefined, 'an expired value is gone')
	assert.equal(await kv.cas!(['ab'], undefined, 'fresh'), true, 'and its key is free again')
	assert.equal(await kv.get(['ab']), 'fresh')
})
