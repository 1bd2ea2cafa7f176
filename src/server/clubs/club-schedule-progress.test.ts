import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { addClub, addMember } from '../../../tests/support/club-factories.ts'
import { addBook, befriend, block } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import {
	getSchedule,
	logProgress,
	places,
	setSections,
	shelve,
	threeSections,
} from '../../../tests/requests/club-schedule-requests.ts'

test("each member is placed by their own progress on the club's book: page, percentage, finished or not started", async (t) => {
	const { client, db } = await startTestApp(t)
	const [owner, ann, bo, cy, di] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	const book = await addBook(db)
	const clubId = await addClub(db, { ownerId: owner.user.id, currentBookId: book })
	await sleep(5)
	for (const reader of [ann, bo, cy, di]) await addMember(db, clubId, reader.user.id)
	const [s1, s2, s3] = (await setSections(owner.client, clubId, threeSections)).body.sections

	assert.equal((await logProgress(ann.client, book, { page: 30 })).status, 201)
	await sleep(5)
	await logProgress(ann.client, book, { page: 70 })
	await logProgress(bo.client, book, { page: 50 })
	await logProgress(cy.client, book, { percent: 50 })
	await logProgress(owner.client, book, { page: 10 })
	await shelve(owner.client, book, 'read')
	await logProgress(di.client, await addBook(db, 'Another book'), { page: 200 })

	const schedule = await getSchedule(ann.client, clubId)
	assert.deepEqual(places(schedule), {
		[ann.username]: ['reading', 70, 1, s2!.id],
		[bo.username]: ['reading', 50, 1, null],
		[cy.username]: ['reading', 152, 2, s3!.id],
		[owner.username]: ['finished', null, 3, null],
		[di.username]: ['none', null, 0, null],
	})
	assert.deepEqual(
		schedule.body.members.map((m) => [m.reader.username, m.you, m.role]).slice(0, 2),
		[
			[ann.username, true, 'member'],
			[owner.username, false, 'owner'],
		],
		'the viewer first, then by joining',
	)
	assert.equal(s1!.startPage, 1)
})

test("a member's place is shown only to those who may see the progress that sets it; the member always sees their own", async (t) => {
	const { client, db } = await startTestApp(t)
	const [owner, friend, secret, blocked, outsider] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	const book = await addBook(db)
	const clubId = await addClub(db, { ownerId: owner.user.id, currentBookId: book })
	for (const reader of [friend, secret, blocked]) await addMember(db, clubId, reader.user.id)
	await befriend(db, owner.user.id, friend.user.id)
	await block(db, blocked.user.id, owner.user.id)
	await setSections(owner.client, clubId, threeSections)

	await logProgress(owner.client, book, { page: 60, visibility: 'friends' })
	await logProgress(secret.client, book, { page: 10, visibility: 'public' })
	await sleep(5)
	await logProgress(secret.client, book, { page: 90, visibility: 'private' })
	await shelve(friend.client, book, 'read', 'friends')

	const asFriend = places(await getSchedule(friend.client, clubId))
	assert.deepEqual(asFriend[owner.username], [
		'reading',
		60,
		1,
		(await getSchedule(owner.client, clubId)).body.sections[1]!.id,
	])
	assert.deepEqual(asFriend[secret.username], ['hidden', null, 0, null], 'the newest update decides, and it is private')
	assert.deepEqual(asFriend[friend.username], ['finished', null, 3, null])

	const asSecret = places(await getSchedule(secret.client, clubId))
	assert.deepEqual(asSecret[secret.username]?.slice(0, 2), ['reading', 90], 'their own, always')
	assert.deepEqual(asSecret[owner.username], ['hidden', null, 0, null], 'friends-only progress to a non-friend')
	assert.deepEqual(asSecret[friend.username], ['hidden', null, 0, null])

	assert.deepEqual(
		places(await getSchedule(blocked.client, clubId))[owner.username],
		['hidden', null, 0, null],
		'not across a block',
	)
	assert.deepEqual(
		places(await getSchedule(outsider.client, clubId))[owner.username],
		['hidden', null, 0, null],
		'a visitor of the public club',
	)
	assert.deepEqual(
		places(await getSchedule(client(), clubId))[secret.username],
		['hidden', null, 0, null],
		'signed out',
	)
})
