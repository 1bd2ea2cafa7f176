import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import {
	CLUB_POST_BODY_MAX,
	ClubDiscussionMessages,
	ClubDiscussionResponse,
	ClubThreadResponse,
} from '../../shared/schemas/club-discussion.ts'
import { addMember } from '../../../tests/support/club-factories.ts'
import { addBook, block } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp, type TestClient } from '../../../tests/support/test-client.ts'
import {
	clubWithSchedule,
	deletePost,
	editPost,
	likePost,
	post,
	readTo,
	startThread,
	thread,
	threads,
	unlikePost,
} from '../../../tests/requests/club-discussion-requests.ts'

/** A thread that must be started: its id and its first post's id. */
async function started(
	client: TestClient,
	clubId: string,
	input: { sectionId?: string | null; title: string; body: string },
) {
	const answer = await startThread(client, clubId, input)
	assert.equal(answer.status, 201, JSON.stringify(answer.body))
	// Times order threads and posts; a few milliseconds apart keeps the order certain.
	await sleep(3)
	const body = ClubThreadResponse.parse(answer.body)
	return { id: body.thread.id, firstPostId: body.posts[0]!.id }
}

async function posted(client: TestClient, clubId: string, threadId: string, body: string, parentId?: string) {
	const answer = await post(client, clubId, threadId, parentId ? { body, parentId } : { body })
	assert.equal(answer.status, 201, JSON.stringify(answer.body))
	await sleep(3)
	return answer.body.post.id
}

/** The thread as the viewer reads it: 'author: body' with replies indented. */
async function lines(client: TestClient, clubId: string, threadId: string) {
	const answer = await thread(client, clubId, threadId)
	assert.equal(answer.status, 200, JSON.stringify(answer.body))
	return ClubThreadResponse.parse(answer.body).posts.flatMap((p) => [
		`${p.author.username}: ${p.body}`,
		...p.replies.map((r) => `  ${r.author.username}: ${r.body}`),
	])
}

/** The discussion page in short: each section with its threads' titles, then the general threads. */
async function outline(client: TestClient, clubId: string) {
	const answer = await threads(client, clubId)
	assert.equal(answer.status, 200, JSON.stringify(answer.body))
	const body = ClubDiscussionResponse.parse(answer.body)
	return [
		...body.sections.map(
			(s) =>
				`${s.section.position} ${s.section.title}: ${s.threads.map((t) => `${t.title} (${t.postCount})`).join(', ')}`,
		),
		`general: ${body.general.map((t) => `${t.title} (${t.postCount})`).join(', ')}`,
	]
}

test("members start threads about the current book's sections or general ones; the discussion lists them by section, newest post first", async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const { clubId, bookId, sections } = await clubWithSchedule(db, ann.user.id)
	await addMember(db, clubId, bob.user.id)
	await readTo(bob.client, bookId, 250)
	assert.deepEqual(await outline(ann.client, clubId), [
		'1 Chapters 1–5: ',
		'2 Chapters 6–10: ',
		'3 Chapters 11–13: ',
		'general: ',
	])
	const rules = await started(ann.client, clubId, { title: '  House rules\n please ', body: 'Be kind.' })
	const odo = await started(bob.client, clubId, { sectionId: sections.second, title: 'Odo', body: 'Who was she?' })
	await started(bob.client, clubId, { sectionId: sections.second, title: 'The wall', body: 'A wall of ideas.' })
	await started(ann.client, clubId, { sectionId: sections.first, title: 'Anarres', body: 'The moon is a planet.' })
	await posted(ann.client, clubId, odo.id, 'A thinker.')
	await posted(bob.client, clubId, rules.id, 'Agreed.', rules.firstPostId)
	assert.deepEqual(await outline(bob.client, clubId), [
		'1 Chapters 1–5: Anarres (1)',
		'2 Chapters 6–10: Odo (2), The wall (1)',
		'3 Chapters 11–13: ',
		'general: House rules please (2)',
	])
	const sectionTwo = ClubDiscussionResponse.parse((await threads(bob.client, clubId)).body).sections[1]!.section
	assert.deepEqual(
		[sectionTwo.current, sectionTwo.ofCurrentBook, sectionTwo.book.id, sectionTwo.endPage],
		[true, true, bookId, 200],
	)

	// A new current book: its sections come first; the old book's sections stay, with their threads, below.
	const next = await addBook(db, 'Always Coming Home')
	await db.updateTable('club').set({ currentBookId: next }).where('id', '=', clubId).execute()
	assert.deepEqual(await outline(bob.client, clubId), [
		'1 Chapters 1–5: Anarres (1)',
		'2 Chapters 6–10: Odo (2), The wall (1)',
		'general: House rules please (2)',
	])
	const old = ClubDiscussionResponse.parse((await threads(bob.client, clubId)).body).sections.map(
		(s) => s.section.ofCurrentBook,
	)
	assert.deepEqual(old, [false, false])
	const late = await startThread(bob.client, clubId, { sectionId: sections.third, title: 'Late', body: 'Too late?' })
	assert.equal(late.status, 400, 'a thread is started about the book the club reads now')
	assert.deepEqual(late.body.error.fields, { sectionId: ClubDiscussionMessages.sectionInvalid })
})

test('posts thread one level deep, oldest first; bad input is a 400 naming the field and writes nothing', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const { clubId, sections } = await clubWithSchedule(db, ann.user.id)
	const other = await clubWithSchedule(db, bob.user.id)
	await addMember(db, clubId, bob.user.id)
	const first = await started(ann.client, clubId, { title: 'Favourite line', body: 'Mine is about walls.' })
	const bobs = await posted(bob.client, clubId, first.id, '  "You cannot buy the revolution."\r\n  ')
	await posted(ann.client, clubId, first.id, 'Yes!', bobs)
	await posted(bob.client, clubId, first.id, 'And you?', first.firstPostId)
	assert.deepEqual(await lines(ann.client, clubId, first.id), [
		`${ann.username}: Mine is about walls.`,
		`  ${bob.username}: And you?`,
		`${bob.username}: "You cannot buy the revolution."`,
		`  ${ann.username}: Yes!`,
	])
	const replyId = (await thread(ann.client, clubId, first.id)).body.posts[1]!.replies[0]!.id
	const bad: [Record<string, unknown>, Record<string, string>][] = [
		[{ body: '   ' }, { body: ClubDiscussionMessages.bodyRequired }],
		[{ body: 'x'.repeat(CLUB_POST_BODY_MAX + 1) }, { body: ClubDiscussionMessages.bodyTooLong }],
		[{ body: 'Hi\u0007' }, { body: ClubDiscussionMessages.controlCharacters }],
		[{ body: 'Hi', parentId: replyId }, { parentId: ClubDiscussionMessages.parentInvalid }],
		[{ body: 'Hi', parentId: 'no-such-post' }, { parentId: ClubDiscussionMessages.parentInvalid }],
		[{ body: 'Hi', parentId: 7 }, { parentId: ClubDiscussionMessages.parentInvalid }],
		[{ body: 'Hi', pinned: true }, { pinned: ClubDiscussionMessages.unknownField }],
	]
	for (const [input, fields] of bad) {
		const answer = await post(bob.client, clubId, first.id, input)
		assert.equal(answer.status, 400, JSON.stringify(input))
		assert.deepEqual(answer.body.error.fields, fields)
	}
	const elsewhere = await started(bob.client, other.clubId, { title: 'Other club', body: 'Elsewhere' })
	const across = await post(bob.client, clubId, first.id, { body: 'Hi', parentId: elsewhere.firstPostId })
	assert.deepEqual(
		[across.status, across.body.error.fields],
		[400, { parentId: ClubDiscussionMessages.parentInvalid }],
		'a reply stays in its thread',
	)
	const badThreads: [Record<string, unknown>, Record<string, string>][] = [
		[{ body: 'Hi' }, { title: ClubDiscussionMessages.titleRequired }],
		[{ title: 'x'.repeat(121), body: 'Hi' }, { title: ClubDiscussionMessages.titleTooLong }],
		[{ title: 'Hi', body: '' }, { body: ClubDiscussionMessages.bodyRequired }],
		[
			{ title: 'Hi', body: 'Hi', sectionId: other.sections.first },
			{ sectionId: ClubDiscussionMessages.sectionInvalid },
		],
		[{ title: 'Hi', body: 'Hi', sectionId: 3 }, { sectionId: ClubDiscussionMessages.sectionInvalid }],
	]
	for (const [input, fields] of badThreads) {
		const answer = await startThread(bob.client, clubId, input)
		assert.equal(answer.status, 400, JSON.stringify(input))
		assert.deepEqual(answer.body.error.fields, fields)
	}
	assert.deepEqual(await outline(ann.client, clubId), [
		'1 Chapters 1–5: ',
		'2 Chapters 6–10: ',
		'3 Chapters 11–13: ',
		'general: Favourite line (4)',
	])
	assert.equal((await post(bob.client, clubId, 'no-such-thread', { body: 'Hi' })).status, 404)
	assert.equal(
		(await thread(bob.client, clubId, elsewhere.id)).status,
		404,
		"another club's thread is not found in this one",
	)
	await started(bob.client, clubId, { sectionId: sections.first, title: 'After all that', body: 'A good one' })
})

test('its author edits a post; its author or a moderator deletes it, with its replies; deleting the first post deletes the thread', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, mod, bob, cat] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	const { clubId } = await clubWithSchedule(db, ann.user.id)
	await addMember(db, clubId, mod.user.id, { role: 'moderator' })
	await addMember(db, clubId, bob.user.id)
	await addMember(db, clubId, cat.user.id)
	const first = await started(bob.client, clubId, { title: 'Shevek', body: 'A physicist.' })
	const cats = await posted(cat.client, clubId, first.id, 'Teh best')
	await posted(bob.client, clubId, first.id, 'Agreed', cats)

	const edited = await editPost(cat.client, clubId, cats, { body: 'The best' })
	assert.equal(edited.status, 200)
	assert.deepEqual([edited.body.post.body, edited.body.post.edited], ['The best', true])
	const unchanged = await editPost(bob.client, clubId, first.firstPostId, { body: 'A physicist.' })
	assert.equal(unchanged.body.post.edited, false, 'saving the same text is no edit')
	const notYours = await editPost(bob.client, clubId, cats, { body: 'Mine now' })
	assert.deepEqual([notYours.status, notYours.body.error.code], [403, 'forbidden'])
	assert.equal(
		(await editPost(mod.client, clubId, cats, { body: 'Moderated' })).status,
		403,
		'moderators delete; they do not put words in mouths',
	)
	assert.deepEqual((await editPost(cat.client, clubId, cats, { body: '' })).body.error.fields, {
		body: ClubDiscussionMessages.bodyRequired,
	})

	const view = (await thread(cat.client, clubId, first.id)).body.posts
	assert.deepEqual(
		view.map((p) => [p.opening, p.can]),
		[
			[true, { edit: false, delete: false, reply: true }],
			[false, { edit: true, delete: true, reply: true }],
		],
	)
	assert.deepEqual(
		view[1]!.replies.map((r) => r.can),
		[{ edit: false, delete: false, reply: false }],
	)
	assert.deepEqual(
		(await thread(mod.client, clubId, first.id)).body.posts.map((p) => p.can.delete),
		[true, true],
	)

	assert.equal((await deletePost(bob.client, clubId, cats)).status, 403)
	assert.equal((await deletePost(mod.client, clubId, cats)).status, 204)
	assert.deepEqual(
		await lines(bob.client, clubId, first.id),
		[`${bob.username}: A physicist.`],
		'the reply went with its post',
	)
	assert.equal((await deletePost(cat.client, clubId, cats)).status, 404)
	const mine = await posted(cat.client, clubId, first.id, 'Again')
	assert.equal((await deletePost(cat.client, clubId, mine)).status, 204)

	assert.equal((await deletePost(bob.client, clubId, first.firstPostId)).status, 204)
	assert.equal((await thread(bob.client, clubId, first.id)).status, 404, 'the thread went with its first post')
	assert.deepEqual((await threads(bob.client, clubId)).body.general, [])
})

test('a like is counted once and taken back once', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const { clubId } = await clubWithSchedule(db, ann.user.id)
	await addMember(db, clubId, bob.user.id)
	const first = await started(ann.client, clubId, { title: 'Hello', body: 'Welcome all' })
	assert.deepEqual((await likePost(bob.client, clubId, first.firstPostId)).body, { likeCount: 1, likedByViewer: true })
	assert.deepEqual(
		(await likePost(bob.client, clubId, first.firstPostId)).body,
		{ likeCount: 1, likedByViewer: true },
		'liking again changes nothing',
	)
	assert.deepEqual((await likePost(ann.client, clubId, first.firstPostId)).body, { likeCount: 2, likedByViewer: true })
	const seen = (await thread(bob.client, clubId, first.id)).body.posts[0]!
	assert.deepEqual([seen.likeCount, seen.likedByViewer], [2, true])
	assert.deepEqual((await unlikePost(bob.client, clubId, first.firstPostId)).body, {
		likeCount: 1,
		likedByViewer: false,
	})
	assert.deepEqual(
		(await unlikePost(bob.client, clubId, first.firstPostId)).body,
		{ likeCount: 1, likedByViewer: false },
		'unliking twice is fine',
	)
	assert.equal((await likePost(bob.client, clubId, 'no-such-post')).status, 404)
})

test("the discussion is the members': everyone else gets a 404 on every route, and a visitor a 401", async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, invited, asking, stranger] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	const privateClub = await clubWithSchedule(db, ann.user.id, 'invite')
	const publicClub = await clubWithSchedule(db, ann.user.id, 'public')
	for (const { clubId } of [privateClub, publicClub]) {
		await addMember(db, clubId, invited.user.id, { status: 'invited' })
		await addMember(db, clubId, asking.user.id, { status: 'requested' })
		const first = await started(ann.client, clubId, { title: 'Members only', body: 'Hello members' })
		for (const reader of [invited, asking, stranger]) {
			const answers = [
				await threads(reader.client, clubId),
				await thread(reader.client, clubId, first.id),
				await startThread(reader.client, clubId, { title: 'Me too', body: 'Let me in' }),
				await post(reader.client, clubId, first.id, { body: 'Let me in' }),
				await editPost(reader.client, clubId, first.firstPostId, { body: 'Mine' }),
				await likePost(reader.client, clubId, first.firstPostId),
			]
			assert.deepEqual(
				answers.map((a) => a.status),
				[404, 404, 404, 404, 404, 404],
			)
			assert.equal((await deletePost(reader.client, clubId, first.firstPostId)).status, 404)
		}
		assert.equal((await threads(client(), clubId)).status, 401)
		assert.equal((await thread(client(), clubId, first.id)).status, 401)
	}
	assert.equal((await threads(ann.client, 'no-such-club')).status, 404)
})

test('threads and posts by readers blocked either way are left out, with the replies to them', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const { clubId } = await clubWithSchedule(db, ann.user.id)
	await addMember(db, clubId, bob.user.id)
	await addMember(db, clubId, cat.user.id)
	const bobsThread = await started(bob.client, clubId, { title: "Bob's", body: 'By bob' })
	const annsThread = await started(ann.client, clubId, { title: "Ann's", body: 'By ann' })
	const bobsPost = await posted(bob.client, clubId, annsThread.id, 'Bob here')
	await posted(ann.client, clubId, annsThread.id, 'Hi bob', bobsPost)
	await posted(cat.client, clubId, annsThread.id, 'Cat here')
	await block(db, cat.user.id, bob.user.id)
	assert.deepEqual(await outline(cat.client, clubId), [
		'1 Chapters 1–5: ',
		'2 Chapters 6–10: ',
		'3 Chapters 11–13: ',
		"general: Ann's (2)",
	])
	assert.deepEqual(await lines(cat.client, clubId, annsThread.id), [
		`${ann.username}: By ann`,
		`${cat.username}: Cat here`,
	])
	assert.equal((await thread(cat.client, clubId, bobsThread.id)).status, 404)
	assert.equal((await likePost(cat.client, clubId, bobsPost)).status, 404)
	assert.equal((await post(cat.client, clubId, annsThread.id, { body: 'Hm', parentId: bobsPost })).status, 400)
	assert.deepEqual(
		await outline(bob.client, clubId),
		['1 Chapters 1–5: ', '2 Chapters 6–10: ', '3 Chapters 11–13: ', "general: Ann's (3), Bob's (1)"],
		'the other way round too',
	)
	assert.deepEqual(await outline(ann.client, clubId), [
		'1 Chapters 1–5: ',
		'2 Chapters 6–10: ',
		'3 Chapters 11–13: ',
		"general: Ann's (4), Bob's (1)",
	])
})
