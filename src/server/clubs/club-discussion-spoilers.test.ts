import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ClubDiscussionResponse, ClubThreadResponse } from '../../shared/schemas/club-discussion.ts'
import { addMember } from '../../../tests/support/club-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp, type TestClient } from '../../../tests/support/test-client.ts'
import {
	clubWithSchedule,
	post,
	readTo,
	startThread,
	thread,
	threads,
} from '../../../tests/requests/club-discussion-requests.ts'

/** What the viewer is sent of a thread: its title and every post's body (replies indented), hidden ones as null. */
async function seen(client: TestClient, clubId: string, threadId: string, query = '') {
	const answer = await thread(client, clubId, threadId, query)
	assert.equal(answer.status, 200, JSON.stringify(answer.body))
	const { thread: t, posts } = ClubThreadResponse.parse(answer.body)
	return {
		title: t.title,
		hidden: t.hidden,
		revealed: t.revealed,
		bodies: posts.flatMap((p) => [p.body, ...p.replies.map((r) => `  ${r.body}`)]),
	}
}

/** The discussion page's titles by section (null where hidden), in short. */
async function titles(client: TestClient, clubId: string) {
	const body = ClubDiscussionResponse.parse((await threads(client, clubId)).body)
	return [
		...body.sections.map((s) => [
			s.section.position,
			s.section.reached,
			s.threads.map((t) => (t.hidden ? `hidden by ${t.author.username}` : t.title)),
		]),
		['general', body.general.map((t) => t.title)],
	]
}

test('a section thread is hidden from a member who has not read its section through: they see it exists, its text only when they ask', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const { clubId, bookId, sections } = await clubWithSchedule(db, ann.user.id)
	await addMember(db, clubId, bob.user.id)
	await readTo(ann.client, bookId, 304)
	const twist = (
		await startThread(ann.client, clubId, {
			sectionId: sections.second,
			title: 'Takver leaves!',
			body: 'I did not see it coming.',
		})
	).body
	await post(ann.client, clubId, twist.thread.id, { body: 'And then the wall.', parentId: twist.posts[0]!.id })
	const opening = (
		await startThread(ann.client, clubId, { sectionId: sections.first, title: 'First pages', body: 'Slow start' })
	).body.thread.id
	const general = (await startThread(ann.client, clubId, { title: 'Snacks', body: 'Bring some' })).body.thread.id

	// Bob has not started: no section is open to him yet, general threads never hide.
	assert.deepEqual(await titles(bob.client, clubId), [
		[1, false, [`hidden by ${ann.username}`]],
		[2, false, [`hidden by ${ann.username}`]],
		[3, false, []],
		['general', ['Snacks']],
	])
	assert.deepEqual(await seen(bob.client, clubId, twist.thread.id), {
		title: null,
		hidden: true,
		revealed: false,
		bodies: [null, '  null'],
	})
	const raw = JSON.stringify((await thread(bob.client, clubId, twist.thread.id)).body)
	assert.equal(/Takver|coming|wall/.test(raw), false, 'not a word of it is sent')
	const hidden = ClubThreadResponse.parse((await thread(bob.client, clubId, twist.thread.id)).body)
	assert.deepEqual(
		[
			hidden.thread.author.username,
			hidden.thread.section?.title,
			hidden.thread.section?.position,
			hidden.posts[0]!.author.username,
		],
		[ann.username, 'Chapters 6–10', 2, ann.username],
	)
	assert.deepEqual((await seen(bob.client, clubId, opening)).bodies, [null])
	assert.deepEqual((await seen(bob.client, clubId, general)).bodies, ['Bring some'])

	// He asks to see it anyway.
	assert.deepEqual(await seen(bob.client, clubId, twist.thread.id, '?reveal=1'), {
		title: 'Takver leaves!',
		hidden: false,
		revealed: true,
		bodies: ['I did not see it coming.', '  And then the wall.'],
	})
	assert.deepEqual((await thread(bob.client, clubId, twist.thread.id, '?reveal=yes')).body.error.fields, {
		reveal: 'reveal is 1 or 0',
	})
	assert.equal(
		(await seen(bob.client, clubId, twist.thread.id)).hidden,
		true,
		'asking once does not reveal it for good',
	)

	// A section opens on its last page, not when the reader enters it: section 1 (pages 1–100) at page 100;
	// section 2 (pages 101–200) neither at 101 nor in its middle nor one page before its end, but at 200.
	await readTo(bob.client, bookId, 99)
	assert.equal((await seen(bob.client, clubId, opening)).hidden, true, 'one page before the end of section 1')
	await readTo(bob.client, bookId, 100)
	assert.deepEqual((await seen(bob.client, clubId, opening)).bodies, ['Slow start'])
	for (const page of [101, 150, 199]) {
		await readTo(bob.client, bookId, page)
		assert.equal((await seen(bob.client, clubId, twist.thread.id)).hidden, true, `on page ${page}`)
	}
	assert.deepEqual((await titles(bob.client, clubId)).slice(0, 2), [
		[1, true, ['First pages']],
		[2, false, [`hidden by ${ann.username}`]],
	])
	await readTo(bob.client, bookId, 200)
	assert.deepEqual(await seen(bob.client, clubId, twist.thread.id), {
		title: 'Takver leaves!',
		hidden: false,
		revealed: false,
		bodies: ['I did not see it coming.', '  And then the wall.'],
	})
	assert.deepEqual((await titles(bob.client, clubId))[1], [2, true, ['Takver leaves!']])
	assert.deepEqual((await titles(bob.client, clubId))[2], [3, false, []])
})

test('a percentage of the book counts as its pages, and a finished book opens every section', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const { clubId, bookId, sections } = await clubWithSchedule(db, ann.user.id)
	await addMember(db, clubId, bob.user.id)
	const end = (
		await startThread(ann.client, clubId, { sectionId: sections.third, title: 'The ending', body: 'Circular!' })
	).body.thread.id
	assert.equal((await seen(bob.client, clubId, end)).hidden, true)
	await bob.client.json(`/api/books/${bookId}/progress`, { json: { percent: 70 } })
	assert.equal((await seen(bob.client, clubId, end)).hidden, true, '70% of 304 pages is page 212, inside section 3')
	await bob.client.json(`/api/books/${bookId}/progress`, { json: { percent: 99 } })
	assert.equal((await seen(bob.client, clubId, end)).hidden, true, '99% is page 300, four pages before its end')
	await bob.client.json(`/api/books/${bookId}/progress`, { json: { percent: 100 } })
	assert.equal((await seen(bob.client, clubId, end)).hidden, false, '100% is page 304, its last')
	await bob.client.json(`/api/books/${bookId}/progress`, { json: { page: 10 } })
	assert.equal((await seen(bob.client, clubId, end)).hidden, true, 'the newest update counts, even going back')
	await bob.client.json(`/api/books/${bookId}/shelf`, { method: 'PUT', json: { status: 'read' } })
	assert.equal((await seen(bob.client, clubId, end)).hidden, false)
})
