import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { matchRoutes } from 'react-router'
import {
	ADD_ENTRY_PATH,
	AUTHOR_PATHS,
	BOOK_PATHS,
	EDIT_ENTRY_PATH,
	ENTRY_PATH,
	LEGACY_REDIRECTS,
	LOG_BOOK_PATH,
	PUBLIC_PAGES,
	PUBLIC_PROFILE_PATH,
	SHELL_SECTIONS,
	SIGN_OUT_PATH,
	USER_PAGES,
	USER_SHELF_PATH,
	USER_SHELVES,
	authorPath,
	seriesPath,
	SERIES_PATHS,
	bookPath,
	editEntryPath,
	entryPath,
	isKnownPage,
	logBookPath,
	userPagePath,
	userShelfPath,
} from '../shared/page-routes.ts'
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
		for (const path of ['/u/a', '/u/ann reader', '/u/ann/extra', '/u/<script>'])
			assert.equal(isKnownPage(path), false, path)
	})

	it("opens each of a reader's pages and shelves at its own address, and no other", () => {
		for (const page of USER_PAGES) {
			assert.equal(answering(userPagePath('ann', page)), `/u/:username/${page}`, page)
			assert.equal(isKnownPage(userPagePath('ann', page)), true, page)
		}
		for (const status of USER_SHELVES) {
			assert.equal(answering(userShelfPath('ann', status)), USER_SHELF_PATH, status)
			assert.equal(isKnownPage(userShelfPath('ann', status)), true, status)
		}
		for (const path of ['/u/ann/shelves', '/u/ann/shelves/favourites', '/u/ann/diary/2025'])
			assert.equal(isKnownPage(path), false, path)
	})

	it('opens books and authors at their id, with or without a readable slug', () => {
		const id = '0b7e6f5a-3c1d-4e2f-9a8b-7c6d5e4f3a2b'
		assert.equal(answering(`/book/${id}`), BOOK_PATHS[0])
		assert.equal(answering(`/book/${id}/the-hobbit`), BOOK_PATHS[1])
		assert.equal(answering(`/author/${id}`), AUTHOR_PATHS[0])
		assert.equal(answering(`/author/${id}/j-r-r-tolkien`), AUTHOR_PATHS[1])
		assert.equal(answering(`/series/${id}`), SERIES_PATHS[0])
		assert.equal(answering(`/series/${id}/the-hunger-games`), SERIES_PATHS[1])
		assert.equal(seriesPath({ id, name: 'Aubrey/Maturin' }), `/series/${id}/aubrey-maturin`, 'any name, slashes too')
		assert.equal(
			bookPath({ id, title: 'The Hobbit, or There & Back Again' }),
			`/book/${id}/the-hobbit-or-there-back-again`,
		)
		assert.equal(bookPath({ id, title: 'Män som hatar kvinnor' }), `/book/${id}/man-som-hatar-kvinnor`)
		assert.equal(bookPath({ id, title: '百年の孤独' }), `/book/${id}`)
		assert.equal(authorPath({ id, name: 'J.R.R. Tolkien' }), `/author/${id}/j-r-r-tolkien`)
		assert.ok(bookPath({ id, title: 'word '.repeat(40) }).length <= `/book/${id}/`.length + 80)
		for (const path of [bookPath({ id, title: 'Catch-22' }), authorPath({ id, name: 'Celâl Üster' })])
			assert.equal(isKnownPage(path), true, path)
		for (const path of [
			`/book/${id}/The-Hobbit`,
			`/book/${id}/the--hobbit`,
			'/book/<script>',
			`/book/${'a'.repeat(65)}`,
			`/author/${id}/a b`,
		]) {
			assert.equal(isKnownPage(path), false, path)
		}
	})

	it('opens the add flow, the log form and entries at their own URLs', () => {
		const id = '0b7e6f5a-3c1d-4e2f-9a8b-7c6d5e4f3a2b'
		assert.equal(answering('/nav/reviews/add'), ADD_ENTRY_PATH)
		assert.equal(answering(logBookPath(id)), LOG_BOOK_PATH)
		assert.equal(answering(entryPath(id)), ENTRY_PATH)
		assert.equal(answering(editEntryPath(id)), EDIT_ENTRY_PATH)
		for (const path of [logBookPath(id), entryPath(id), editEntryPath(id)]) assert.equal(isKnownPage(path), true, path)
		for (const path of [`/entry/${id}/delete`, '/entry/<script>', '/nav/reviews/add/a/b'])
			assert.equal(isKnownPage(path), false, path)
	})

	it('redirects every legacy path', () => {
		for (const from of Object.keys(LEGACY_REDIRECTS)) assert.equal(answering(from), from, from)
	})

	it('agrees with the server about which paths are pages (the server answers the rest with 404)', () => {
		const samples = [
			...PUBLIC_PAGES,
			...Object.keys(LEGACY_REDIRECTS),
			'/nav/home',
			'/nav/nope',
			'/no/such/page',
			'/login/extra',
			'/terms',
			'/nav/diary',
			'/u/ann',
			'/u/Ann.Reader_7',
			'/u/ann/',
			'/u/ann/extra',
			'/u/',
			'/u',
			'/book/b1',
			'/book/b1/',
			'/book/b1/the-hobbit',
			'/book/b1/the-hobbit/extra',
			'/book/',
			'/book',
			'/author/a1',
			'/author/a1/tolkien',
			'/author/a1/tolkien/extra',
			'/author',
			'/entry/e1',
			'/entry/e1/edit',
			'/entry/e1/other',
			'/entry',
			'/nav/reviews/add',
			'/nav/reviews/add/b1',
			'/nav/reviews/add/b1/x',
			'/nav/clubs/new',
			'/club/c1',
			'/club/c1/edit',
			'/club/c1/members',
			'/club/c1/schedule',
			'/club/c1/discussion',
			'/club/c1/polls',
			'/club/c1/thread/t1',
			'/club/c1/thread',
			'/club/c1/other',
			'/club/join/tok_en-1',
			'/club',
			'/club/c1/thread/t1/x',
		]
		for (const path of samples) assert.equal(answering(path) !== '*', isKnownPage(path), path)
	})
})
