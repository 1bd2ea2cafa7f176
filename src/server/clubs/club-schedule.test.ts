import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ClubScheduleMessages } from '../../shared/schemas/club-schedule.ts'
import type { ClubResponse } from '../../shared/schemas/clubs.ts'
import { addClub, addMember } from '../../../tests/support/club-factories.ts'
import { addBook, block } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import { getSchedule, setBook, setSections, threeSections } from '../../../tests/requests/club-schedule-requests.ts'

test('a moderator picks the book and splits it into sections; changing the book records club_book_set once', async (t) => {
	const { client, db } = await startTestApp(t)
	const [owner, moderator, member] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const clubId = await addClub(db, { ownerId: owner.user.id })
	await addMember(db, clubId, moderator.user.id, { role: 'moderator' })
	await addMember(db, clubId, member.user.id)
	const book = await addBook(db, 'The Dispossessed')

	const empty = await getSchedule(member.client, clubId)
	assert.equal(empty.status, 200)
	assert.equal(empty.body.book, null)
	assert.deepEqual(empty.body.can, { moderate: false })

	const picked = await setBook(moderator.client, clubId, book)
	assert.equal(picked.status, 200, JSON.stringify(picked.body))
	assert.equal(picked.body.book?.title, 'The Dispossessed')
	assert.equal(picked.body.book?.pageCount, 304)
	assert.equal(picked.body.can.moderate, true)
	assert.equal((await setBook(owner.client, clubId, book)).status, 200, 'the same book again is fine')
	const activity = await db
		.selectFrom('activity')
		.select(['userId', 'kind', 'bookId', 'clubId'])
		.where('kind', '=', 'club_book_set')
		.execute()
	assert.deepEqual(
		activity,
		[{ userId: moderator.user.id, kind: 'club_book_set', bookId: book, clubId }],
		'recorded once, by who changed it',
	)

	const scheduled = await setSections(moderator.client, clubId, threeSections)
	assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body))
	assert.deepEqual(
		scheduled.body.sections.map((s) => [s.position, s.title, s.startPage, s.endPage, s.dueOn]),
		[
			[1, 'Chapters 1–5', 1, 50, '2026-12-01'],
			[2, 'Chapters 6–10', 51, 120, '2026-12-08'],
			[3, 'Chapters 11–20', 121, 304, '2026-12-15'],
		],
	)
	assert.deepEqual(
		(await getSchedule(member.client, clubId)).body.sections,
		scheduled.body.sections,
		'members see the same schedule',
	)

	const other = await addBook(db, 'Lathe of Heaven', { pageCount: 184 })
	const changed = await setBook(owner.client, clubId, other)
	assert.deepEqual(changed.body.sections, [], 'a new book starts with its own, empty schedule')
	assert.equal(
		(await setBook(owner.client, clubId, book)).body.sections.length,
		3,
		'and the first book keeps its schedule',
	)
	assert.equal((await db.selectFrom('activity').select('id').where('kind', '=', 'club_book_set').execute()).length, 3)
	assert.equal(
		(await client().json<ClubResponse>(`/api/clubs/${clubId}`)).body.club.currentBook?.title,
		'The Dispossessed',
	)
})

test('sections are edited, reordered and removed by sending the whole schedule; a removed section takes its threads', async (t) => {
	const { client, db } = await startTestApp(t)
	const owner = await signUp(client())
	const book = await addBook(db)
	const clubId = await addClub(db, { ownerId: owner.user.id, currentBookId: book })
	const first = (await setSections(owner.client, clubId, threeSections)).body.sections
	const at = new Date().toISOString()
	await db
		.insertInto('clubThread')
		.values({
			id: 'thread-2',
			clubId,
			sectionId: first[1]!.id,
			userId: owner.user.id,
			title: 'Shevek',
			createdAt: at,
			updatedAt: at,
		})
		.execute()
	assert.equal((await getSchedule(owner.client, clubId)).body.sections[1]?.threadCount, 1)

	const edited = await setSections(owner.client, clubId, [
		{ id: first[0]!.id, title: 'Part one', endPage: 120, dueOn: '2026-12-05' },
		{ id: first[2]!.id, title: 'Part two', endPage: 304, dueOn: '2026-12-20' },
		{ title: 'Afterword', endPage: 310, dueOn: '2026-12-21' },
	])
	assert.equal(edited.status, 400, 'the book has 304 pages')
	assert.equal(edited.body.error.fields?.['sections.2.endPage'], ClubScheduleMessages.endPageBeyondBook(304))

	const saved = await setSections(owner.client, clubId, [
		{ id: first[0]!.id, title: 'Part one', endPage: 120, dueOn: '2026-12-05' },
		{ id: first[2]!.id, title: 'Part two', endPage: 304, dueOn: '2026-12-20' },
	])
	assert.equal(saved.status, 200, JSON.stringify(saved.body))
	assert.deepEqual(
		saved.body.sections.map((s) => [s.id, s.position, s.title, s.startPage, s.endPage]),
		[
			[first[0]!.id, 1, 'Part one', 1, 120],
			[first[2]!.id, 2, 'Part two', 121, 304],
		],
	)
	assert.equal(
		await db.selectFrom('clubThread').select('id').where('id', '=', 'thread-2').executeTakeFirst(),
		undefined,
		"the removed section's thread went with it",
	)

	const swapped = await setSections(owner.client, clubId, [
		{ id: first[2]!.id, title: 'Part two', endPage: 100, dueOn: '2026-12-05' },
		{ id: first[0]!.id, title: 'Part one', endPage: 304, dueOn: '2026-12-20' },
	])
	assert.deepEqual(
		swapped.body.sections.map((s) => [s.id, s.position]),
		[
			[first[2]!.id, 1],
			[first[0]!.id, 2],
		],
		'reordered, ids kept',
	)
	assert.deepEqual((await setSections(owner.client, clubId, [])).body.sections, [], 'a schedule can be cleared')
})

test('bad schedules are a 400 naming the section and field, and nothing is half-written', async (t) => {
	const { client, db } = await startTestApp(t)
	const owner = await signUp(client())
	const clubId = await addClub(db, { ownerId: owner.user.id })

	const noBook = await setSections(owner.client, clubId, threeSections)
	assert.equal(noBook.status, 409)
	assert.equal(noBook.body.error.message, ClubScheduleMessages.noBook)
	const unknown = await setBook(owner.client, clubId, 'no-such-book')
	assert.equal(unknown.status, 404)
	assert.equal(unknown.body.error.fields?.bookId, ClubScheduleMessages.bookNotFound)
	assert.equal(
		(await client().json(`/api/clubs/${clubId}/book`, { method: 'PUT', json: {} })).status,
		401,
		'signed out',
	)
	assert.equal(
		(await owner.client.json(`/api/clubs/${clubId}/book`, { method: 'PUT', json: {} })).body.error.fields?.bookId,
		ClubScheduleMessages.bookRequired,
	)

	await setBook(owner.client, clubId, await addBook(db))
	const saved = (await setSections(owner.client, clubId, threeSections)).body.sections
	const cases: [unknown[], string, string][] = [
		[
			[threeSections[0], { ...threeSections[1], endPage: 50 }],
			'sections.1.endPage',
			ClubScheduleMessages.endPageOrder(50),
		],
		[
			[threeSections[0], { ...threeSections[1], dueOn: '2026-11-30' }],
			'sections.1.dueOn',
			ClubScheduleMessages.dueOnOrder('2026-12-01'),
		],
		[
			[threeSections[0], { ...threeSections[1], dueOn: '2026-12-01' }],
			'sections.1.dueOn',
			ClubScheduleMessages.dueOnOrder('2026-12-01'),
		],
		[[{ ...threeSections[0], dueOn: '2026-02-30' }], 'sections.0.dueOn', ClubScheduleMessages.dueOn],
		[[{ ...threeSections[0], title: '   ' }], 'sections.0.title', ClubScheduleMessages.titleRequired],
		[[{ ...threeSections[0], title: 'x'.repeat(101) }], 'sections.0.title', ClubScheduleMessages.titleTooLong],
		[[{ ...threeSections[0], endPage: 0 }], 'sections.0.endPage', ClubScheduleMessages.endPage],
		[[{ ...threeSections[0], endPage: 1.5 }], 'sections.0.endPage', ClubScheduleMessages.endPage],
		[[{ ...threeSections[0], endPage: '50' }], 'sections.0.endPage', ClubScheduleMessages.endPage],
		[[{ ...threeSections[0], pages: 3 }], 'sections.0.pages', ClubScheduleMessages.unknownField],
		[[{ ...threeSections[0], id: 'not-a-section' }], 'sections.0.id', ClubScheduleMessages.unknownSection],
		[
			[
				{ ...threeSections[0], id: saved[0]!.id },
				{ ...threeSections[1], id: saved[0]!.id },
			],
			'sections.1.id',
			ClubScheduleMessages.unknownSection,
		],
		[
			Array.from({ length: 51 }, (_, i) => ({
				title: `Part ${i}`,
				endPage: i + 1,
				dueOn: `2027-01-${String((i % 28) + 1).padStart(2, '0')}`,
			})),
			'sections',
			ClubScheduleMessages.tooMany,
		],
	]
	for (const [sections, field, message] of cases) {
		const answer = await setSections(owner.client, clubId, sections)
		assert.equal(answer.status, 400, `${field}: ${JSON.stringify(answer.body)}`)
		assert.equal(answer.body.error.fields?.[field], message, field)
	}
	const notList = await owner.client.json(`/api/clubs/${clubId}/sections`, {
		method: 'PUT',
		json: { sections: 'all of it' },
	})
	assert.equal(notList.status, 400)
	assert.deepEqual((await getSchedule(owner.client, clubId)).body.sections, saved, 'the schedule is as it was')
})

test('only moderators change the book and schedule; inside an invite-only club is for its members alone (404)', async (t) => {
	const { client, db } = await startTestApp(t)
	const [owner, member, invited, stranger] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	const book = await addBook(db)
	const open = await addClub(db, { ownerId: owner.user.id, currentBookId: book })
	const closed = await addClub(db, { ownerId: owner.user.id, access: 'invite', currentBookId: book })
	for (const clubId of [open, closed]) await addMember(db, clubId, member.user.id)
	await addMember(db, closed, invited.user.id, { status: 'invited' })

	for (const clubId of [open, closed]) {
		assert.equal((await setBook(member.client, clubId, book)).status, 404, 'a member is not a moderator')
		assert.equal((await setSections(member.client, clubId, threeSections)).status, 404)
		assert.equal((await getSchedule(member.client, clubId)).status, 200)
	}
	assert.equal((await getSchedule(stranger.client, open)).status, 200, 'a public club is open to all')
	assert.equal((await getSchedule(client(), open)).status, 200, 'even signed out')
	assert.equal((await getSchedule(stranger.client, closed)).status, 404)
	assert.equal(
		(await getSchedule(invited.client, closed)).status,
		404,
		'an invitation shows the club, not what is inside',
	)
	assert.equal((await getSchedule(client(), closed)).status, 404)
	assert.equal((await setBook(stranger.client, closed, book)).status, 404)
	assert.equal((await getSchedule(owner.client, 'no-such-club')).status, 404)
	await block(db, owner.user.id, stranger.user.id)
	assert.equal((await getSchedule(stranger.client, open)).status, 404, "not across a block with the club's owner")
})
