import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createSessionCache, SESSION_CACHE_MS, touchesSessions } from './session-cache.ts'

const reader = {
	id: 'u1',
	username: 'ann',
	name: 'Ann',
	email: 'ann@example.com',
	image: null,
	role: 'reader' as const,
}

test('a cached session is good for SESSION_CACHE_MS and then looked up again', () => {
	let now = 1_000
	const cache = createSessionCache(() => now)
	assert.equal(cache.get('token.sig'), undefined)
	cache.set('token.sig', reader)
	assert.deepEqual(cache.get('token.sig'), reader)
	now += SESSION_CACHE_MS - 1
	assert.deepEqual(cache.get('token.sig'), reader)
	now += 1
	assert.equal(cache.get('token.sig'), undefined)
})

test('clearing forgets every session', () => {
	const cache = createSessionCache()
	cache.set('a', reader)
	cache.set('b', { ...reader, id: 'u2' })
	cache.clear()
	assert.equal(cache.get('a'), undefined)
	assert.equal(cache.get('b'), undefined)
})

test('writes to sign-in, account, profile and admin routes touch sessions; reads and other writes do not', () => {
	for (const [method, path] of [
		['POST', '/api/auth/sign-out'],
		['POST', '/api/account/password'],
		['DELETE', '/api/account/sessions/x'],
		['PATCH', '/api/profile'],
		['PUT', '/api/profile/picture'],
		['POST', '/api/admin/reports/x/resolve'],
	] as const) {
		assert.equal(touchesSessions(method, path), true, `${method} ${path}`)
	}
	for (const [method, path] of [
		['GET', '/api/account/sessions'],
		['GET', '/api/profile'],
		['GET', '/api/admin/reports'],
		['POST', '/api/entries'],
		['POST', '/api/authors'],
		['PATCH', '/api/profiles'],
	] as const) {
		assert.equal(touchesSessions(method, path), false, `${method} ${path}`)
	}
})
