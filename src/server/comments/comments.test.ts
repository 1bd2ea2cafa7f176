import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { COMMENT_BODY_MAX, CommentMessages, CommentResponse, CommentsResponse } from '../../shared/schemas/comments.ts'
import { addBook, block } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { logRead } from '../../../tests/requests/entry-requests.ts'
import { comments, deleteComment, editComment, postComment } from '../../../tests/requests/social-requests.ts'

/** A comment that must be written: its id. */
async function commented(client: TestClient, entryId: string, body: string, parentId?: string) {
	const answer = await postComment(client, entryId, parentId ? { body, parentId } : { body })
	assert.equal(answer.status, 201, JSON.stringify(answer.body))
	// Creation times order the threads; a millisecond apart keeps the order certain.
	await sleep(3)
	return CommentResponse.parse(answer.body).comment.id
}

/** The comments as the viewer sees them: 'author: body' with replies indented. */
async function thread(client: TestClient, entryId: string) {
	const answer = await comments(client, entryId)
	assert.equal(answer.status, 200, JSON.stringify(answer.body))
	const body = CommentsResponse.parse(answer.body)
	const lines = body.comments.flatMap((c) => [
		`${c.author.username}: ${c.body}`,
		...c.replies.map((r) => `  ${r.author.username}: ${r.body}`),
	])
	assert.equal(body.count, lines.length)
	return lines
}

test('comments are threaded one level: top-level oldest first, each with its replies oldest first', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const entry = await logRead(ann.client, { bookId: await addBook(db), readOn: '2026-01-02', review: 'Loved it' })
	assert.deepEqual(await thread(client(), entry.id), [])
	const bobs = await commented(bob.client, entry.id, '  Me too!\r\nSee https://example.org  ')
	const cats = await commented(cat.client, entry.id, 'Not for me')
	await commented(ann.client, entry.id, 'Why not?', cats)
	await commented(ann.client, entry.id, 'Glad you did', bobs)
	await commented(bob.client, entry.id, 'It was the ending', bobs)
	assert.deepEqual(await thread(client(), entry.id), [
		`${bob.username}: Me too!\nSee https://example.org`,
		`  ${ann.username}: Glad you did`,
		`  ${bob.username}: It was the ending`,
		`${cat.username}: Not for me`,
		`  ${ann.username}: Why not?`,
	])
	const asBob = CommentsResponse.parse((await comments(bob.client, entry.id)).body).comments
	assert.deepEqual(asBob[0]?.can, { edit: true, delete: true, reply: true })
	assert.deepEqual(asBob[0]?.replies[0]?.can, { edit: false, delete: false, reply: false }, 'a reply is not answered')
	assert.deepEqual(asBob[1]?.can, { edit: false, delete: false, reply: true })
	const asAnn = CommentsResponse.parse((await comments(ann.client, entry.id)).body).comments
	assert.deepEqual(
		asAnn[1]?.can,
		{ edit: false, delete: true, reply: true },
		"the entry's owner may delete any comment",
	)
	const asVisitor = CommentsResponse.parse((await comments(client(), entry.id)).body).comments
	assert.deepEqual(asVisitor[0]?.can, { edit: false, delete: false, reply: false })
	assert.equal(asVisitor[0]?.author.username, bob.username)
	assert.equal(asVisitor[0]?.edited, false)
})

test('comments by readers blocked either way are not shown, and their threads cannot be answered', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat, dan] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	const entry = await logRead(ann.client, { bookId: await addBook(db), readOn: '2026-01-02' })
	const bobs = await commented(bob.client, entry.id, 'From Bob')
	await commented(cat.client, entry.id, 'Cat answers Bob', bobs)
	await commented(cat.client, entry.id, 'From Cat')
	await commented(dan.client, entry.id, 'From Dan')
	await block(db, cat.user.id, bob.user.id)
	await block(db, dan.user.id, cat.user.id)
	assert.deepEqual(
		await thread(bob.client, entry.id),
		[`${bob.username}: From Bob`, `${dan.username}: From Dan`],
		'Bob blocked by Cat sees nothing of hers',
	)
	assert.deepEqual(
		await thread(cat.client, entry.id),
		[`${cat.username}: From Cat`],
		'Cat sees neither whom she blocked nor who blocked her, nor replies in their threads',
	)
	assert.deepEqual(await thread(client(), entry.id), [
		`${bob.username}: From Bob`,
		`  ${cat.username}: Cat answers Bob`,
		`${cat.username}: From Cat`,
		`${dan.username}: From Dan`,
	])
	const answer = await postComment(cat.client, entry.id, { body: 'Sneaking in', parentId: bobs })
	assert.equal(answer.status, 400)
	assert.deepEqual(answer.body.error.fields, { parentId: CommentMessages.parentInvalid })
	assert.equal(
		(await editComment(cat.client, bobs, { body: 'Changed' })).status,
		404,
		'a comment one cannot see is not there',
	)
	assert.equal((await deleteComment(cat.client, bobs)).status, 404)
})

test('a comment an administrator hid is shown to its author alone, marked hidden, with its replies gone for others', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const entry = await logRead(ann.client, { bookId: await addBook(db), readOn: '2026-01-02' })
	const bobs = await commented(bob.client, entry.id, 'Rude words')
	await commented(cat.client, entry.id, 'Calm down', bobs)
	await db.updateTable('comment').set({ hiddenAt: new Date().toISOString() }).where('id', '=', bobs).execute()
	assert.deepEqual(await thread(ann.client, entry.id), [], 'not even the entry owner sees it')
	assert.deepEqual(await thread(cat.client, entry.id), [])
	assert.deepEqual(await thread(client(), entry.id), [])
	const own = CommentsResponse.parse((await comments(bob.client, entry.id)).body).comments
	assert.deepEqual(
		own.map((c) => [c.body, c.hidden]),
		[['Rude words', true]],
	)
	assert.equal(
		(await postComment(cat.client, entry.id, { body: 'Again?', parentId: bobs })).status,
		400,
		'a hidden comment cannot be answered',
	)
	assert.equal((await deleteComment(ann.client, bobs)).status, 404)
	assert.equal((await deleteComment(bob.client, bobs)).status, 204, 'its author may still delete it')
})

test('the author edits a comment, marked edited only when the text changed; others may not', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const entry = await logRead(ann.client, { bookId: await addBook(db), readOn: '2026-01-02' })
	const bobs = await commented(bob.client, entry.id, 'Frist')
	const same = await editComment(bob.client, bobs, { body: ' Frist ' })
	assert.equal(same.status, 200)
	assert.equal(same.body.comment.edited, false, 'the same text is no edit')
	const edited = await editComment(bob.client, bobs, { body: 'First!' })
	assert.equal(edited.status, 200)
	const comment = CommentResponse.parse(edited.body).comment
	assert.deepEqual([comment.body, comment.edited], ['First!', true])
	assert.equal((await thread(client(), entry.id))[0], `${bob.username}: First!`)
	const byOwner = await editComment(ann.client, bobs, { body: 'Owner words' })
	assert.equal(byOwner.status, 403, "the entry's owner sees it but may not change it")
	assert.equal((await editComment(cat.client, bobs, { body: 'Cat words' })).status, 403)
	assert.equal((await editComment(client(), bobs, { body: 'Visitor' })).status, 401)
	assert.equal((await editComment(bob.client, 'no-such-comment', { body: 'x' })).status, 404)
	await ann.client.json(`/api/entries/${entry.id}`, { method: 'PATCH', json: { visibility: 'private' } })
	assert.equal(
		(await editComment(bob.client, bobs, { body: 'Still mine?' })).status,
		404,
		'on an entry one can no longer see, nothing can be done',
	)
})

test("its author or the entry's owner deletes a comment; a top-level comment takes its replies along", async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const entry = await logRead(ann.client, { bookId: await addBook(db), readOn: '2026-01-02' })
	const bobs = await commented(bob.client, entry.id, 'One')
	const catsReply = await commented(cat.client, entry.id, 'Two', bobs)
	await commented(ann.client, entry.id, 'Three', bobs)
	const cats = await commented(cat.client, entry.id, 'Four')
	assert.equal((await deleteComment(bob.client, cats)).status, 403, 'another commenter may not')
	assert.equal((await deleteComment(client(), cats)).status, 401)
	assert.equal((await deleteComment(cat.client, catsReply)).status, 204, 'a reply by its author')
	assert.deepEqual(await thread(client(), entry.id), [
		`${bob.username}: One`,
		`  ${ann.username}: Three`,
		`${cat.username}: Four`,
	])
	assert.equal((await deleteComment(ann.client, bobs)).status, 204, "the entry's owner, with its replies")
	assert.deepEqual(await thread(client(), entry.id), [`${cat.username}: Four`])
	assert.equal(
		Number(
			(
				await db
					.selectFrom('comment')
					.select((eb) => eb.fn.countAll().as('n'))
					.executeTakeFirstOrThrow()
			).n,
		),
		1,
	)
	assert.equal((await deleteComment(ann.client, bobs)).status, 404, 'deleting again')
})

test('bad comments are a 400 naming the field, and nothing is written', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const bookId = await addBook(db)
	const entry = await logRead(ann.client, { bookId, readOn: '2026-01-02' })
	const other = await logRead(ann.client, { bookId, readOn: '2026-01-03' })
	const top = await commented(bob.client, entry.id, 'Top')
	const reply = await commented(ann.client, entry.id, 'Reply', top)
	const elsewhere = await commented(bob.client, other.id, 'Elsewhere')
	const cases: [unknown, Record<string, string>][] = [
		[{}, { body: CommentMessages.bodyRequired }],
		[{ body: '   \n ' }, { body: CommentMessages.bodyRequired }],
		[{ body: 42 }, { body: CommentMessages.bodyRequired }],
		[{ body: 'x'.repeat(COMMENT_BODY_MAX + 1) }, { body: CommentMessages.bodyTooLong }],
		[{ body: 'bell\u0007' }, { body: CommentMessages.controlCharacters }],
		[{ body: 'Hi', mood: 'happy' }, { mood: CommentMessages.unknownField }],
		[{ body: 'Hi', parentId: 7 }, { parentId: CommentMessages.parentInvalid }],
		[{ body: 'Hi', parentId: reply }, { parentId: CommentMessages.parentInvalid }],
		[{ body: 'Hi', parentId: elsewhere }, { parentId: CommentMessages.parentInvalid }],
		[{ body: 'Hi', parentId: 'no-such-comment' }, { parentId: CommentMessages.parentInvalid }],
	]
	for (const [json, fields] of cases) {
		const answer = await postComment(bob.client, entry.id, json)
		assert.equal(answer.status, 400, JSON.stringify(json))
		assert.deepEqual(answer.body.error.fields, fields, JSON.stringify(json))
	}
	assert.equal(
		(await postComment(bob.client, entry.id, { body: '🙂'.repeat(COMMENT_BODY_MAX) })).status,
		201,
		'characters as people count them',
	)
	const patched = await editComment(bob.client, top, { body: '' })
	assert.deepEqual([patched.status, patched.body.error.fields], [400, { body: CommentMessages.bodyRequired }])
	const malformed = await bob.client.request(`/api/entries/${entry.id}/comments`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
	})
	assert.equal(malformed.status, 400)
	assert.equal((await thread(client(), entry.id)).length, 3, 'only the good comments')
	assert.equal((await postComment(bob.client, 'no-such-entry', { body: 'Hi' })).status, 404)
	assert.equal((await comments(bob.client, 'no-such-entry')).status, 404)
})
