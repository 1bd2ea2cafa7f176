import type { ClubPollResponse, ClubPollsResponse } from '../../src/shared/schemas/club-polls.ts'
import type { Answer, TestClient } from '../support/test-client.ts'

// The club poll API as the tests call it: one line per route.

type Poll = ClubPollResponse & Answer
export const getPolls = (client: TestClient, clubId: string) =>
	client.json<ClubPollsResponse & Answer>(`/api/clubs/${clubId}/polls`)
export const openPoll = (client: TestClient, clubId: string, bookIds: unknown) =>
	client.json<Poll>(`/api/clubs/${clubId}/polls`, { method: 'POST', json: { bookIds } })
export const vote = (client: TestClient, clubId: string, pollId: string, bookId: string) =>
	client.json<Poll>(`/api/clubs/${clubId}/polls/${pollId}/vote`, { method: 'PUT', json: { bookId } })
export const unvote = (client: TestClient, clubId: string, pollId: string) =>
	client.json<Poll>(`/api/clubs/${clubId}/polls/${pollId}/vote`, { method: 'DELETE' })
export const closePoll = (client: TestClient, clubId: string, pollId: string) =>
	client.json<Poll>(`/api/clubs/${clubId}/polls/${pollId}/close`, { method: 'POST', json: {} })

export const tally = (answer: { body: ClubPollResponse }) =>
	answer.body.poll.options.map((option) => [option.book.title, option.votes])
