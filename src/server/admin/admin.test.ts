import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { AdminReportPage, type ResolveResponse } from '../../shared/schemas/admin.ts'
import type { BookEntriesResponse } from '../../shared/schemas/entries.ts'
import type { FollowPage } from '../../shared/schemas/follows.ts'
import { addBook, follow } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type Answer, type TestClient, password, signUp } from '../../../tests/support/test-client.ts'
import { logRead, patchEntry } from '../../../tests/requests/entry-requests.ts'
import { addComment, addList, fileReport } from '../../../tests/requests/report-requests.ts'
import { setUserRole } from './set-role.ts'

type Page = AdminReportPage & Answer
const reports = (client: TestClient, query = '') => client.json<Page>(`/api/admin/reports${query}`)
const resolve = (client: TestClient, id: string, action: string) =>
	client.json<ResolveResponse & Answer>(`/api/admin/reports/${id}/resolve`, { method: 'POST', json: { action } })

/** An administrator, two readers and Bob's public review that Ann and Cat reported. */
async function reportedReview(t: Parameters<typeof startTestApp>[0]) {
	const app = await startTestApp(t)
	const { db, client } = app
	const bookId = await addBook(db, 'Dune')
	const [admin, ann, bob, cat] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	assert.equal(await setUserRole(db, admin.username, 'admin'), true)
	const entry = await logRead(bob.client, {
		bookId,
		readOn: '2026-01-01',
		rating: 1,
		review: 'Rude words',
		visibility: 'public',
	})
	await fileReport(ann.client, { targetKind: 'entry', targetId: entry.id, reason: 'harassment', details: 'Mean' })
	// Reports list newest first: distinct times keep the order certain.
	await sleep(3)
	await fileReport(cat.client, { targetKind: 'entry', targetId: entry.id, reason: 'hateful' })
	return { ...app, bookId, admin, ann, bob, cat, entry }
}

test('only administrators reach the admin API; everyone else gets the 404 of an unknown route', async (t) => {
	const { db, client, admin, ann } = await reportedReview(t)
	const [id] = (await db.selectFrom('report').select('id').execute()).map((r) => r.id)
	for (const viewer of [ann.client, client()]) {
		assert.equal((await reports(viewer)).status, 404)
		assert.equal((await resolve(viewer, id ?? '', 'dismiss')).status, 404)
	}
	assert.equal((await reports(admin.client)).status, 200)
	const session = await admin.client.json('/api/session')
	assert.equal(session.body.user?.role, 'admin', 'the session knows the role, for the menu')
	assert.equal((await ann.client.json('/api/session')).body.user?.role, 'reader')

	assert.equal(await setUserRole(db, admin.username, 'reader'), true)
	assert.equal((await reports(admin.client)).status, 404, 'revoked at once')
	assert.equal(await setUserRole(db, 'nobody_here', 'admin'), false)
})

test('open reports list reporter, target preview and owner, and how many open reports name the same target', async (t) => {
	const { admin, ann, bob, cat, entry } = await reportedReview(t)
	await sleep(3)
	await fileReport(ann.client, { targetKind: 'profile', targetId: bob.username, reason: 'spam' })
	await sleep(3)
	const gone = await logRead(cat.client, {
		bookId: entry.book.id,
		readOn: '2026-01-02',
		review: 'Soon gone',
		visibility: 'public',
	})
	await fileReport(bob.client, { targetKind: 'entry', targetId: gone.id, reason: 'other' })
	await cat.client.request(`/api/entries/${gone.id}`, { method: 'DELETE' })

	const page = await reports(admin.client)
	assert.equal(page.status, 200)
	const items = AdminReportPage.parse(page.body).items
	assert.deepEqual(
		items.map((r) => [
			r.reporter?.username,
			r.targetKind,
			r.reason,
			r.openReportsOnTarget,
			r.target?.title ?? null,
			r.owner?.username ?? null,
		]),
		[
			[bob.username, 'entry', 'other', 1, null, null],
			[ann.username, 'profile', 'spam', 1, 'Profile', bob.username],
			[cat.username, 'entry', 'hateful', 2, 'Entry for “Dune”', bob.username],
			[ann.username, 'entry', 'harassment', 2, 'Entry for “Dune”', bob.username],
		],
	)
	assert.deepEqual(items[3]?.target, {
		title: 'Entry for “Dune”',
		excerpt: 'Rude words',
		path: `/entry/${entry.id}`,
		editPath: null,
		hidden: false,
	})
	assert.equal(items[3]?.details, 'Mean')
	assert.equal(items[1]?.target?.path, `/u/${bob.username}`)
	assert.equal(
		(await reports(admin.client, '?status=closed')).body.error.fields?.status,
		'status must be open, resolved or dismissed',
	)
	assert.deepEqual((await reports(admin.client, '?status=resolved')).body.items, [])
})

test('hiding an entry makes it private and hidden, closes every report on it, and keeps its visibility locked', async (t) => {
	const { db, client, admin, ann, bob, bookId, entry } = await reportedReview(t)
	const [report] = (await reports(admin.client)).body.items
	const hidden = await resolve(admin.client, report?.id ?? '', 'hide')
	assert.deepEqual(hidden.body, { action: 'hide', closed: 2 })
	const row = await db
		.selectFrom('entry')
		.select(['visibility', 'hiddenAt'])
		.where('id', '=', entry.id)
		.executeTakeFirstOrThrow()
	assert.equal(row.visibility, 'private')
	assert.ok(row.hiddenAt)
	assert.deepEqual(
		[
			...new Set(
				(await db.selectFrom('activity').select('visibility').where('entryId', '=', entry.id).execute()).map(
					(a) => a.visibility,
				),
			),
		],
		['private'],
	)
	assert.deepEqual((await reports(admin.client)).body.items, [])
	const closed = (await reports(admin.client, '?status=resolved')).body.items
	assert.deepEqual(
		closed.map((r) => [r.status, r.resolution, r.target?.hidden]),
		[
			['resolved', 'hidden', true],
			['resolved', 'hidden', true],
		],
	)

	assert.equal((await ann.client.json(`/api/entries/${entry.id}`)).status, 404)
	assert.equal((await client().json(`/api/entries/${entry.id}`)).status, 404)
	const own = await bob.client.json<{ entry: { hidden: boolean; visibility: string } }>(`/api/entries/${entry.id}`)
	assert.equal(own.status, 200, 'its owner still sees it')
	assert.deepEqual([own.body.entry.hidden, own.body.entry.visibility], [true, 'private'], 'marked hidden')
	assert.equal(entry.hidden, false)
	assert.deepEqual((await ann.client.json<BookEntriesResponse>(`/api/books/${bookId}/entries`)).body.entries, [])
	const locked = await patchEntry(bob.client, entry.id, { visibility: 'public' })
	assert.equal(locked.status, 409)
	assert.equal(locked.body.error.fields?.visibility, 'An administrator hid this, so its visibility cannot be changed')
	assert.equal((await patchEntry(bob.client, entry.id, { review: 'Sorry' })).status, 200, 'the rest stays editable')
	assert.equal((await resolve(admin.client, report?.id ?? '', 'dismiss')).status, 409, 'already closed')
})

test('hiding a comment or a list, dismissing, and the answers for what cannot be done', async (t) => {
	const { db, admin, ann, bob, entry } = await reportedReview(t)
	const comment = await addComment(db, { entryId: entry.id, userId: bob.user.id, body: 'Spam link' })
	const list = await addList(db, { userId: bob.user.id })
	await fileReport(ann.client, { targetKind: 'comment', targetId: comment })
	await fileReport(ann.client, { targetKind: 'list', targetId: list })
	await fileReport(ann.client, { targetKind: 'profile', targetId: bob.username })
	const byKind = async () =>
		Object.fromEntries((await reports(admin.client)).body.items.map((r) => [r.targetKind, r.id]))
	const ids = await byKind()

	assert.deepEqual((await resolve(admin.client, ids.comment ?? '', 'hide')).body, { action: 'hide', closed: 1 })
	assert.ok(
		(await db.selectFrom('comment').select('hiddenAt').where('id', '=', comment).executeTakeFirstOrThrow()).hiddenAt,
	)
	assert.equal(
		(await fileReport(ann.client, { targetKind: 'comment', targetId: comment })).status,
		404,
		'hidden from others',
	)
	assert.deepEqual((await resolve(admin.client, ids.list ?? '', 'hide')).body, { action: 'hide', closed: 1 })
	assert.deepEqual(
		await db.selectFrom('list').select(['visibility']).where('id', '=', list).executeTakeFirstOrThrow(),
		{ visibility: 'private' },
	)

	const profile = await resolve(admin.client, ids.profile ?? '', 'hide')
	assert.equal(profile.status, 400)
	assert.equal(profile.body.error.fields?.action, 'A profile cannot be hidden; suspend the reader instead')
	assert.equal(
		(await resolve(admin.client, ids.profile ?? '', 'ban')).body.error.fields?.action,
		'action must be hide, suspend or dismiss',
	)
	assert.equal((await resolve(admin.client, 'no-such-report', 'dismiss')).status, 404)
	assert.deepEqual((await resolve(admin.client, ids.profile ?? '', 'dismiss')).body, { action: 'dismiss', closed: 1 })
	assert.equal((await reports(admin.client, '?status=dismissed')).body.items[0]?.resolution, 'dismissed')

	await db.deleteFrom('entry').where('id', '=', entry.id).execute()
	const [left] = (await reports(admin.client)).body.items
	assert.equal(left?.target, null, 'the entry is gone')
	assert.equal((await resolve(admin.client, left?.id ?? '', 'hide')).status, 409)
	const self = await fileReport(bob.client, { targetKind: 'profile', targetId: admin.username })
	assert.equal(
		(await resolve(admin.client, self.body.report.id, 'suspend')).body.error.fields?.action,
		'You cannot suspend yourself',
	)
})

test('a suspended reader is signed out at once, cannot sign in, and disappears with everything they wrote', async (t) => {
	const { db, client, admin, ann, bob, cat, bookId, entry } = await reportedReview(t)
	await follow(db, bob.user.id, ann.user.id)
	assert.equal((await bob.client.json('/api/profile')).status, 200, 'a session the cache now holds')
	const [report] = (await reports(admin.client)).body.items

	assert.deepEqual((await resolve(admin.client, report?.id ?? '', 'suspend')).body, { action: 'suspend', closed: 2 })
	assert.equal((await bob.client.json('/api/profile')).status, 401, 'the cached session is refused')
	assert.equal((await bob.client.json('/api/session')).body.user, null)
	assert.equal((await db.selectFrom('session').select('id').where('userId', '=', bob.user.id).execute()).length, 0)

	const signIn = await client().json('/api/auth/sign-in', { json: { email: bob.email, password, acceptTerms: true } })
	assert.equal(signIn.status, 403)
	assert.equal(
		signIn.body.error.message,
		"This account has been suspended by the site's administrators, so it cannot sign in.",
	)
	assert.equal(signIn.res.headers.getSetCookie().length, 0, 'no session cookie')
	assert.equal((await db.selectFrom('session').select('id').where('userId', '=', bob.user.id).execute()).length, 0)
	const wrong = await client().json('/api/auth/sign-in', {
		json: { email: bob.email, password: 'not the password', acceptTerms: true },
	})
	assert.equal(wrong.body.error.code, 'invalid_credentials', 'a wrong password says nothing about suspension')

	for (const viewer of [ann.client, cat.client, client()]) {
		assert.equal((await viewer.request(`/api/users/${bob.username}/profile`)).status, 404)
		assert.equal((await viewer.request(`/api/entries/${entry.id}`)).status, 404)
		assert.deepEqual((await viewer.json<BookEntriesResponse>(`/api/books/${bookId}/entries`)).body.entries, [])
	}
	assert.deepEqual((await ann.client.json<FollowPage>(`/api/users/${ann.username}/followers`)).body, {
		items: [],
		total: 0,
		nextCursor: null,
	})
	assert.equal((await ann.client.json(`/api/users/${bob.username}/follow`, { method: 'POST', json: {} })).status, 404)
	assert.equal((await fileReport(ann.client, { targetKind: 'profile', targetId: bob.username })).status, 404)
	const suspended = (await reports(admin.client, '?status=resolved')).body.items[0]
	assert.deepEqual([suspended?.resolution, suspended?.owner?.suspended], ['suspended', true])
})
