import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ClubPollMessages } from '../../shared/schemas/club-polls.ts'
import type { ClubResponse } from '../../shared/schemas/clubs.ts'
import { addClub, addMember } from '../../../tests/support/club-factories.ts'
import { addBook } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import { closePoll, getPolls, openPoll, tally, unvote, vote } from '../../../tests/requests/club-poll-requests.ts'

test('a moderator opens a poll, members vote once each and may change it, and closing makes the winner the current book', async (t) => {
	const { client, db } = await startTestApp(t)
	const [owner, moderator, ann, bo, cy] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	const clubId = await addClub(db, { ownerId: owner.user.id })
	await addMember(db, clubId, moderator.user.id, { role: 'moderator' })
	for (const reader of [ann, bo, cy]) await addMember(db, clubId, reader.user.id)
	const [a, b, c] = [await addBook(db, 'Annals'), await addBook(db, 'Borne'), await addBook(db, 'Circe')]

	const opened = await openPoll(moderator.client, clubId, [a, b, c])
	assert.equal(opened.status, 201, JSON.stringify(opened.body))
	const pollId = opened.body.poll.id
	assert.deepEqual(tally(opened), [
		['Annals', 0],
		['Borne', 0],
		['Circe', 0],
	])
	assert.equal(opened.body.poll.openedBy?.username, moderator.username)
	assert.deepEqual(opened.body.poll.can, { vote: true, close: true })

	assert.equal((await vote(ann.client, clubId, pollId, b)).status, 200)
	await vote(bo.client, clubId, pollId, c)
	const changed = await vote(ann.client, clubId, pollId, c)
	assert.deepEqual(
		tally(changed),
		[
			['Annals', 0],
			['Borne', 0],
			['Circe', 2],
		],
		'a changed vote still counts once',
	)
	assert.equal(changed.body.poll.viewerVote, c)
	assert.equal(changed.body.poll.totalVotes, 2)
	await vote(cy.client, clubId, pollId, a)
	const withdrawn = await unvote(cy.client, clubId, pollId)
	assert.equal(withdrawn.body.poll.viewerVote, null)
	assert.equal(withdrawn.body.poll.totalVotes, 2)

	const seen = await getPolls(cy.client, clubId)
	assert.deepEqual(
		seen.body.polls.map((poll) => [poll.status, poll.can]),
		[['open', { vote: true, close: false }]],
	)
	assert.equal(seen.body.can.open, false)

	const closed = await closePoll(owner.client, clubId, pollId)
	assert.equal(closed.status, 200, JSON.stringify(closed.body))
	assert.equal(closed.body.poll.status, 'closed')
	assert.equal(closed.body.poll.winnerBookId, c)
	assert.deepEqual(closed.body.poll.can, { vote: false, close: false })
	assert.equal((await ann.client.json<ClubResponse>(`/api/clubs/${clubId}`)).body.club.currentBook?.title, 'Circe')

	const late = await vote(ann.client, clubId, pollId, a)
	assert.equal(late.status, 409)
	assert.equal(late.body.error.message, ClubPollMessages.closed)
	assert.equal((await unvote(ann.client, clubId, pollId)).status, 409)
	assert.equal((await closePoll(owner.client, clubId, pollId)).status, 409)
	assert.deepEqual(
		tally({ body: { poll: (await getPolls(ann.client, clubId)).body.polls[0]! } }),
		[
			['Annals', 0],
			['Borne', 0],
			['Circe', 2],
		],
		'the late vote did not count',
	)

	const activity = await db
		.selectFrom('activity')
		.select(['userId', 'kind', 'bookId', 'clubId', 'details'])
		.where('clubId', '=', clubId)
		.orderBy('createdAt')
		.execute()
	assert.deepEqual(
		activity.map((row) => [row.userId, row.kind, row.bookId, JSON.parse(row.details)]),
		[
			[moderator.user.id, 'club_poll_opened', null, { pollId }],
			[owner.user.id, 'club_poll_closed', c, { pollId }],
		],
	)
})

test('a tie goes to the candidate added first, and so does a poll without votes; one open poll at a time', async (t) => {
	const { client, db } = await startTestApp(t)
	const [owner, ann, bo] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const clubId = await addClub(db, { ownerId: owner.user.id })
	for (const reader of [ann, bo]) await addMember(db, clubId, reader.user.id)
	const [a, b, c] = [await addBook(db, 'Annals'), await addBook(db, 'Borne'), await addBook(db, 'Circe')]

	const first = (await openPoll(owner.client, clubId, [c, b, a])).body.poll.id
	const second = await openPoll(owner.client, clubId, [a, b])
	assert.equal(second.status, 409)
	assert.equal(second.body.error.message, ClubPollMessages.openAlready)
	await vote(ann.client, clubId, first, a)
	await vote(bo.client, clubId, first, b)
	assert.equal(
		(await closePoll(owner.client, clubId, first)).body.poll.winnerBookId,
		b,
		'Borne was added before Annals',
	)

	const quiet = (await openPoll(owner.client, clubId, [a, c])).body.poll.id
	assert.equal((await closePoll(owner.client, clubId, quiet)).body.poll.winnerBookId, a)
	const polls = await getPolls(owner.client, clubId)
	assert.deepEqual(
		polls.body.polls.map((poll) => poll.id),
		[quiet, first],
		'newest first',
	)
	assert.equal(polls.body.can.open, true)
})

test('bad polls and votes are a 400 or 404 naming the field, with nothing written', async (t) => {
	const { client, db } = await startTestApp(t)
	const [owner, ann] = [await signUp(client()), await signUp(client())]
	const clubId = await addClub(db, { ownerId: owner.user.id })
	await addMember(db, clubId, ann.user.id)
	const [a, b, c] = [await addBook(db, 'Annals'), await addBook(db, 'Borne'), await addBook(db, 'Circe')]
	const cases: [unknown, string, string][] = [
		[[a], 'bookIds', ClubPollMessages.candidates],
		[Array.from({ length: 11 }, () => a), 'bookIds', ClubPollMessages.candidates],
		['a and b', 'bookIds', ClubPollMessages.candidates],
		[[a, b, a], 'bookIds.2', ClubPollMessages.twice],
		[[a, ''], 'bookIds.1', ClubPollMessages.candidate],
	]
	for (const [bookIds, field, message] of cases) {
		const answer = await openPoll(owner.client, clubId, bookIds)
		assert.equal(answer.status, 400, field)
		assert.equal(answer.body.error.fields?.[field], message, field)
	}
	const unknown = await openPoll(owner.client, clubId, [a, 'no-such-book'])
	assert.equal(unknown.status, 404)
	assert.equal(unknown.body.error.fields?.['bookIds.1'], ClubPollMessages.bookNotFound)
	assert.deepEqual((await getPolls(owner.client, clubId)).body.polls, [], 'nothing half-written')
	assert.equal(await db.selectFrom('activity').select('id').where('clubId', '=', clubId).executeTakeFirst(), undefined)

	const pollId = (await openPoll(owner.client, clubId, [a, b])).body.poll.id
	const notCandidate = await vote(ann.client, clubId, pollId, c)
	assert.equal(notCandidate.status, 400)
	assert.equal(notCandidate.body.error.fields?.bookId, ClubPollMessages.notCandidate)
	assert.equal(
		(await ann.client.json(`/api/clubs/${clubId}/polls/${pollId}/vote`, { method: 'PUT', json: { book: a } })).body
			.error.fields?.book,
		ClubPollMessages.unknownField,
	)
	assert.equal((await vote(ann.client, clubId, 'no-such-poll', a)).status, 404)
	assert.equal((await vote(ann.client, clubId, pollId, a)).body.poll.totalVotes, 1)
})

test('only members vote and only moderators open and close; an invite-only club keeps its polls to its members', async (t) => {
	const { client, db } = await startTestApp(t)
	const [owner, member, invited, stranger] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	const [a, b] = [await addBook(db, 'Annals'), await addBook(db, 'Borne')]
	const open = await addClub(db, { ownerId: owner.user.id })
	const closed = await addClub(db, { ownerId: owner.user.id, access: 'invite' })
	for (const clubId of [open, closed]) await addMember(db, clubId, member.user.id)
	await addMember(db, closed, invited.user.id, { status: 'invited' })
	const openPollId = (await openPoll(owner.client, open, [a, b])).body.poll.id
	const closedPollId = (await openPoll(owner.client, closed, [a, b])).body.poll.id

	assert.equal((await openPoll(member.client, open, [a, b])).status, 404, 'a member does not open polls')
	assert.equal((await closePoll(member.client, open, openPollId)).status, 404)
	assert.equal(
		(await vote(stranger.client, open, openPollId, a)).status,
		404,
		'a visitor of a public club sees but does not vote',
	)
	const visitor = await getPolls(stranger.client, open)
	assert.equal(visitor.status, 200)
	assert.deepEqual(visitor.body.polls[0]?.can, { vote: false, close: false })
	assert.equal((await getPolls(client(), open)).status, 200)
	assert.equal((await vote(client(), open, openPollId, a)).status, 401)

	for (const reader of [stranger, invited]) {
		assert.equal((await getPolls(reader.client, closed)).status, 404)
		assert.equal((await vote(reader.client, closed, closedPollId, a)).status, 404)
	}
	assert.equal((await getPolls(client(), closed)).status, 404)
	assert.equal((await vote(member.client, closed, closedPollId, a)).status, 200)
	assert.equal((await vote(member.client, open, closedPollId, a)).status, 404, "another club's poll is not found here")
	assert.equal((await closePoll(owner.client, open, closedPollId)).status, 404)
})

test('two moderators opening polls at once: one poll opens, the other is told a poll is open', async (t) => {
	const { client, db } = await startTestApp(t)
	const [owner, moderator] = [await signUp(client()), await signUp(client())]
	const clubId = await addClub(db, { ownerId: owner.user.id })
	await addMember(db, clubId, moderator.user.id, { role: 'moderator' })
	const [a, b] = [await addBook(db, 'Annals'), await addBook(db, 'Borne')]
	const answers = await Promise.all([
		openPoll(owner.client, clubId, [a, b]),
		openPoll(moderator.client, clubId, [b, a]),
	])
	assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 409])
	assert.equal((await getPolls(owner.client, clubId)).body.polls.length, 1)
})
