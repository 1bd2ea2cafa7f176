import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { matchRoutes } from 'react-router'
import { LEGACY_REDIRECTS, PUBLIC_PAGES, PUBLIC_PROFILE_PATH, SHELL_SECTIONS, SIGN_OUT_PATH, isKnownPage } from '../shared/page-routes.ts'
import { routes } from './router.tsx'

/** The route that answers a path: '*' means the not-found page. */
function answering(path: string) {
	const matches = matchRoutes(routes, path) ?? []
	return matches[matches.length - 1]?.route.path
}

describe('router', () => {
	it('has a page for every public page, shell section and the sign-out path', () => {
		for (const path of [...PUBLIC_PAGES, ...SHELL_SECTIONS.map((s) => s.path), SIGN_OUT_PATH]) {
			assert.equal(answering(path), path, path)
		}
	})

	it('opens public profiles at /u/<username>, and only where the name could be a username', () => {
		assert.equal(answering('/u/ann'), PUBLIC_PROFILE_PATH)
		assert.equal(isKnownPage('/u/ann'), true)
		assert.equal(isKnownPage('/u/ann.reader_7'), true)
		for (const path of ['/u/a', '/u/ann reader', '/u/ann/extra', '/u/<script>']) assert.equal(isKnownPage(path), false, path)
	})

	it('redirects every legacy path', () => {
		for (const from of Object.keys(LEGACY_REDIRECTS)) assert.equal(answering(from), from, from)
	})

	it('agrees with the server about which paths are pages (the server answers the rest with 404)', () => {
		const samples = [...PUBLIC_PAGES, ...Object.keys(LEGACY_REDIRECTS), '/nav/home', '/nav/nope', '/no/such/page', '/login/extra', '/terms', '/nav/diary', '/u/ann', '/u/Ann.Reader_7', '/u/ann/', '/u/ann/extra', '/u/', '/u']
		for (const path of samples) assert.equal(answering(path) !== '*', isKnownPage(path), path)
	})
})
