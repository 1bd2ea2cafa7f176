import type { ClubScheduleInput, ClubScheduleResponse } from '../../src/shared/schemas/club-schedule.ts'
import type { Answer, TestClient } from '../support/test-client.ts'

// The club schedule API as the tests call it: one line per route, so each test reads as what a reader does.

type Schedule = ClubScheduleResponse & Answer
export const getSchedule = (client: TestClient, clubId: string) =>
	client.json<Schedule>(`/api/clubs/${clubId}/schedule`)
export const setBook = (client: TestClient, clubId: string, bookId: string) =>
	client.json<Schedule>(`/api/clubs/${clubId}/book`, { method: 'PUT', json: { bookId } })
export const setSections = (client: TestClient, clubId: string, sections: ClubScheduleInput['sections'] | unknown[]) =>
	client.json<Schedule>(`/api/clubs/${clubId}/sections`, { method: 'PUT', json: { sections } })
export const logProgress = (
	client: TestClient,
	bookId: string,
	progress: { page?: number; percent?: number; visibility?: 'public' | 'friends' | 'private' },
) => client.json(`/api/books/${bookId}/progress`, { method: 'POST', json: progress })
export const shelve = (
	client: TestClient,
	bookId: string,
	status: 'read' | 'reading',
	visibility: 'public' | 'friends' | 'private' = 'public',
) => client.json(`/api/books/${bookId}/shelf`, { method: 'PUT', json: { status, visibility } })

/** Three sections of a 304-page book, a week apart. */
export const threeSections = [
	{ title: 'Chapters 1–5', endPage: 50, dueOn: '2026-12-01' },
	{ title: 'Chapters 6–10', endPage: 120, dueOn: '2026-12-08' },
	{ title: 'Chapters 11–20', endPage: 304, dueOn: '2026-12-15' },
]

export const places = (answer: { body: ClubScheduleResponse }) =>
	Object.fromEntries(
		answer.body.members.map((member) => [
			member.reader.username,
			[member.status, member.page, member.sectionsDone, member.readingSectionId],
		]),
	)
