import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ReportResponse } from '../../shared/schemas/reports.ts'
import { addBook, befriend } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'
import { addComment, addList, fileReport } from '../../../tests/requests/report-requests.ts'

test('a reader reports what they may see; reporting it again answers the open report instead of a second', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const entry = await logRead(bob.client, {
		bookId,
		readOn: '2026-01-01',
		review: 'Buy cheap pills',
		visibility: 'public',
	})

	const first = await fileReport(ann.client, {
		targetKind: 'entry',
		targetId: entry.id,
		reason: 'spam',
		details: '  Advertising  ',
	})
	assert.equal(first.status, 201)
	const { report } = ReportResponse.parse(first.body)
	assert.deepEqual(
		{ ...report, id: '', createdAt: '' },
		{ id: '', createdAt: '', targetKind: 'entry', reason: 'spam', details: 'Advertising', status: 'open' },
	)
	const again = await fileReport(ann.client, { targetKind: 'entry', targetId: entry.id, reason: 'other' })
	assert.equal(again.status, 200)
	assert.deepEqual(again.body, { report, created: false }, 'the first report, unchanged')
	assert.equal(first.body.created, true)
	assert.equal((await db.selectFrom('report').select('id').execute()).length, 1)

	await db.updateTable('report').set({ status: 'dismissed' }).execute()
	const later = await fileReport(ann.client, { targetKind: 'entry', targetId: entry.id, reason: 'harassment' })
	assert.equal(later.status, 201, 'once closed, a new report may be filed')
	assert.notEqual(later.body.report.id, report.id)
})

test('profiles by username, comments and lists can be reported; what the reporter may not see is a 404', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	await befriend(db, bob.user.id, cat.user.id)
	const open = await logRead(bob.client, { bookId, readOn: '2026-01-01', review: 'Open', visibility: 'public' })
	const friends = await logRead(bob.client, { bookId, readOn: '2026-01-02', review: 'Friends', visibility: 'friends' })
	const comment = await addComment(db, { entryId: open.id, userId: cat.user.id })
	const hiddenComment = await addComment(db, { entryId: open.id, userId: cat.user.id, hidden: true })
	const friendsComment = await addComment(db, { entryId: friends.id, userId: cat.user.id })
	const publicList = await addList(db, { userId: bob.user.id })
	const privateList = await addList(db, { userId: bob.user.id, visibility: 'private' })

	assert.equal(
		(await fileReport(ann.client, { targetKind: 'profile', targetId: bob.username.toUpperCase() })).status,
		201,
	)
	assert.equal(
		(await db.selectFrom('report').select('targetId').executeTakeFirstOrThrow()).targetId,
		bob.user.id,
		'stored by user id',
	)
	assert.equal((await fileReport(ann.client, { targetKind: 'comment', targetId: comment })).status, 201)
	assert.equal((await fileReport(ann.client, { targetKind: 'list', targetId: publicList })).status, 201)
	assert.equal(
		(await fileReport(cat.client, { targetKind: 'entry', targetId: friends.id })).status,
		201,
		'a friend sees friends-only entries',
	)

	for (const [targetKind, targetId] of [
		['entry', friends.id],
		['comment', hiddenComment],
		['comment', friendsComment],
		['list', privateList],
		['entry', 'no-such-entry'],
		['profile', 'nobody_here'],
	] as const) {
		const answer = await fileReport(ann.client, { targetKind, targetId })
		assert.equal(answer.status, 404, `${targetKind} ${targetId}`)
		assert.equal(answer.body.error.code, 'not_found')
	}
	assert.equal(
		(await fileReport(cat.client, { targetKind: 'comment', targetId: hiddenComment })).status,
		400,
		'its author sees it, but it is theirs',
	)

	await ann.client.json(`/api/users/${bob.username}/block`, { method: 'POST', json: {} })
	assert.equal(
		(await fileReport(ann.client, { targetKind: 'entry', targetId: open.id })).status,
		404,
		'blocked: not seen',
	)
	assert.equal(
		(await fileReport(bob.client, { targetKind: 'profile', targetId: ann.username })).status,
		404,
		'either way',
	)
})

test('a report names a known target kind and reason, details up to 1,000 characters, never one’s own things', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const ann = await signUp(client())
	const entry = await logRead(ann.client, { bookId, readOn: '2026-01-01', review: 'Mine', visibility: 'public' })

	const own = await fileReport(ann.client, { targetKind: 'entry', targetId: entry.id })
	assert.equal(own.status, 400)
	assert.equal(own.body.error.fields?.targetId, 'You cannot report your own content or profile')
	assert.equal((await fileReport(ann.client, { targetKind: 'profile', targetId: ann.username })).status, 400)

	const cases = [
		[{ targetKind: 'entry', targetId: entry.id, reason: 'boring' }, 'reason', 'Choose a reason for the report'],
		[
			{ targetKind: 'shelf', targetId: entry.id },
			'targetKind',
			'targetKind must be entry, comment, list, profile or book',
		],
		[{ targetKind: 'entry', targetId: '' }, 'targetId', 'targetId is required'],
		[
			{ targetKind: 'entry', targetId: entry.id, details: 'x'.repeat(1001) },
			'details',
			'Details can have at most 1000 characters',
		],
		[{ targetKind: 'entry', targetId: entry.id, extra: 1 }, 'extra', 'This field cannot be set here'],
	] as const
	for (const [input, field, message] of cases) {
		const answer = await fileReport(ann.client, input as never)
		assert.equal(answer.status, 400, field)
		assert.equal(answer.body.error.fields?.[field], message)
	}
	const bob = await signUp(client())
	assert.equal(
		(await fileReport(bob.client, { targetKind: 'entry', targetId: entry.id, details: 'x'.repeat(1000) })).status,
		201,
	)
	assert.equal((await fileReport(client(), { targetKind: 'entry', targetId: entry.id })).status, 401)
	assert.equal((await db.selectFrom('report').select('id').execute()).length, 1, 'nothing half-written')
})
