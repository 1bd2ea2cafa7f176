import { randomUUID } from 'node:crypto'
import type {
	ClubDiscussionResponse,
	ClubPostInput,
	ClubPostLikeResponse,
	ClubPostResponse,
	ClubThreadResponse,
	NewClubThreadInput,
} from '../../src/shared/schemas/club-discussion.ts'
import type { Database } from '../../src/server/db/schema.ts'
import { addBook } from '../support/reading-factories.ts'
import { addClub } from '../support/club-factories.ts'
import type { Answer, TestClient } from '../support/test-client.ts'

// The discussion API as its tests call it, one line per route, and a club with a schedule to discuss.

const club = (clubId: string) => `/api/clubs/${clubId}`
export const threads = (client: TestClient, clubId: string) =>
	client.json<ClubDiscussionResponse & Answer>(`${club(clubId)}/threads`)
export const startThread = (client: TestClient, clubId: string, json: NewClubThreadInput | Record<string, unknown>) =>
	client.json<ClubThreadResponse & Answer>(`${club(clubId)}/threads`, { json })
export const thread = (client: TestClient, clubId: string, threadId: string, query = '') =>
	client.json<ClubThreadResponse & Answer>(`${club(clubId)}/threads/${threadId}${query}`)
export const post = (
	client: TestClient,
	clubId: string,
	threadId: string,
	json: ClubPostInput | Record<string, unknown>,
) => client.json<ClubPostResponse & Answer>(`${club(clubId)}/threads/${threadId}/posts`, { json })
export const editPost = (client: TestClient, clubId: string, postId: string, json: unknown) =>
	client.json<ClubPostResponse & Answer>(`${club(clubId)}/posts/${postId}`, { method: 'PATCH', json })
export const deletePost = (client: TestClient, clubId: string, postId: string) =>
	client.request(`${club(clubId)}/posts/${postId}`, { method: 'DELETE' })
export const likePost = (client: TestClient, clubId: string, postId: string) =>
	client.json<ClubPostLikeResponse & Answer>(`${club(clubId)}/posts/${postId}/like`, { method: 'POST', json: {} })
export const unlikePost = (client: TestClient, clubId: string, postId: string) =>
	client.json<ClubPostLikeResponse & Answer>(`${club(clubId)}/posts/${postId}/like`, { method: 'DELETE' })
export const readTo = (client: TestClient, bookId: string, page: number) =>
	client.json(`/api/books/${bookId}/progress`, { json: { page } })

/** A day `days` from today (UTC), as a section's target date. */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * A club of `ownerId` reading a 304-page book in three sections (pages 1–100, 101–200, 201–304), the second
 * one current (its target date is the next one to come), written straight into the tables.
 */
export async function clubWithSchedule(db: Database, ownerId: string, access: 'public' | 'invite' = 'invite') {
	const bookId = await addBook(db, 'The Dispossessed')
	const clubId = await addClub(db, { ownerId, access, currentBookId: bookId })
	const at = new Date().toISOString()
	const plan = [
		{ title: 'Chapters 1–5', endPage: 100, dueOn: dayFromToday(-7) },
		{ title: 'Chapters 6–10', endPage: 200, dueOn: dayFromToday(7) },
		{ title: 'Chapters 11–13', endPage: 304, dueOn: dayFromToday(21) },
	]
	const sections = plan.map((section, index) => ({
		id: randomUUID(),
		clubId,
		bookId,
		position: index + 1,
		...section,
		createdAt: at,
	}))
	await db.insertInto('clubSection').values(sections).execute()
	const [first, second, third] = sections.map((s) => s.id) as [string, string, string]
	return { clubId, bookId, sections: { first, second, third } }
}
