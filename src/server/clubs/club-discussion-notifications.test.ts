import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ActivityPage } from '../../shared/schemas/activity.ts'
import { ClubThreadResponse } from '../../shared/schemas/club-discussion.ts'
import { addMember } from '../../../tests/support/club-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp, type TestClient } from '../../../tests/support/test-client.ts'
import { notifications } from '../../../tests/requests/social-requests.ts'
import {
	clubWithSchedule,
	deletePost,
	post,
	readTo,
	startThread,
} from '../../../tests/requests/club-discussion-requests.ts'

/** The reader's notifications in short: 'kind by username: excerpt'. */
async function told(client: TestClient) {
	const answer = await notifications(client)
	return answer.body.notifications.map((n) => `${n.kind} by ${n.actor.username}: ${n.clubPost?.excerpt ?? ''}`)
}

test('a thread about the current section tells the members who have read it through, quoting its first post; nobody else is told', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, ahead, behind, fresh] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	const { clubId, bookId, sections } = await clubWithSchedule(db, ann.user.id)
	for (const reader of [ahead, behind, fresh]) await addMember(db, clubId, reader.user.id)
	await readTo(ahead.client, bookId, 200)
	await readTo(behind.client, bookId, 199)

	const started = await startThread(ann.client, clubId, {
		sectionId: sections.second,
		title: 'Odo',
		body: 'Who was Odo, really?',
	})
	const { thread, posts } = ClubThreadResponse.parse(started.body)
	assert.deepEqual(await told(ahead.client), [`club_thread by ${ann.username}: Who was Odo, really?`])
	const [notification] = (await notifications(ahead.client)).body.notifications
	assert.deepEqual(
		[notification?.club?.id, notification?.clubPost?.id, notification?.clubPost?.threadId],
		[clubId, posts[0]!.id, thread.id],
	)
	assert.deepEqual(
		await told(behind.client),
		[],
		'a member one page before the section ends is not invited to a spoiler',
	)
	assert.deepEqual(await told(fresh.client), [])
	assert.deepEqual(await told(ann.client), [], 'nobody is told of their own thread')

	await startThread(ann.client, clubId, { sectionId: sections.first, title: 'Earlier', body: 'Past section' })
	await startThread(ann.client, clubId, { sectionId: sections.third, title: 'Later', body: 'Future section' })
	await startThread(ann.client, clubId, { title: 'General', body: 'General thread' })
	assert.deepEqual(
		await told(ahead.client),
		[`club_thread by ${ann.username}: Who was Odo, really?`],
		'only threads about the current section are news',
	)
	await startThread(ahead.client, clubId, { sectionId: sections.second, title: 'Shevek', body: 'His hands' })
	assert.deepEqual(await told(ann.client), [], 'the owner has not logged any progress: she is in section 1')
	await readTo(ann.client, bookId, 304)
	await startThread(ahead.client, clubId, { sectionId: sections.second, title: 'Takver', body: 'Her fish' })
	assert.deepEqual(await told(ann.client), [`club_thread by ${ahead.username}: Her fish`])
})

test('a reply tells the author of the post answered; deleting the reply takes the notification with it', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const { clubId } = await clubWithSchedule(db, ann.user.id)
	await addMember(db, clubId, bob.user.id)
	await addMember(db, clubId, cat.user.id)
	const { thread, posts } = ClubThreadResponse.parse(
		(await startThread(ann.client, clubId, { title: 'Snacks', body: 'Who brings what?' })).body,
	)
	const reply = (await post(bob.client, clubId, thread.id, { body: 'Bread and jam', parentId: posts[0]!.id })).body.post
		.id
	await post(cat.client, clubId, thread.id, { body: 'Cheese' })
	await post(ann.client, clubId, thread.id, { body: 'Thanks!', parentId: posts[0]!.id })
	assert.deepEqual(
		await told(ann.client),
		[`club_replied by ${bob.username}: Bread and jam`],
		'a top-level post and her own reply tell her nothing',
	)
	assert.deepEqual(await told(bob.client), [])
	assert.equal((await deletePost(bob.client, clubId, reply)).status, 204)
	assert.deepEqual(await told(ann.client), [])
})

test("starting a thread is the author's club activity: a general thread with its title, a section thread without it", async (t) => {
	const { client, db } = await startTestApp(t)
	const ann = await signUp(client())
	const { clubId, bookId, sections } = await clubWithSchedule(db, ann.user.id)
	const general = (await startThread(ann.client, clubId, { title: 'Snacks', body: 'Who brings what?' })).body.thread.id
	const section = (
		await startThread(ann.client, clubId, { sectionId: sections.second, title: 'Takver leaves!', body: 'Spoiler' })
	).body
	const activity = async () =>
		ActivityPage.parse((await ann.client.json('/api/me/activity')).body).items.filter(
			(item) => item.kind === 'club_thread_started',
		)
	assert.deepEqual(
		(await activity()).map((item) => [item.details, item.book?.id ?? null]),
		[
			[{ threadId: section.thread.id }, bookId],
			[{ threadId: general, title: 'Snacks' }, null],
		],
	)
	assert.equal((await deletePost(ann.client, clubId, section.posts[0]!.id)).status, 204)
	assert.deepEqual(
		(await activity()).map((item) => item.details.threadId),
		[general],
		'a deleted thread leaves no activity pointing at it',
	)
})
