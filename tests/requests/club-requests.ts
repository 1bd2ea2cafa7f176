import type { ClubSearchPage, MyClubsResponse } from '../../src/shared/schemas/club-core.ts'
import type { ClubInviteLink, ClubMembersResponse } from '../../src/shared/schemas/club-members.ts'
import type { ClubResponse } from '../../src/shared/schemas/clubs.ts'
import type { Answer, TestClient } from '../support/test-client.ts'

// The club routes as tests call them, answers typed loosely enough to check errors too.

type Club = ClubResponse & Answer
type Members = ClubMembersResponse & Answer
export const createClubAs = (client: TestClient, json: unknown) => client.json<Club>('/api/clubs', { json })
export const getClub = (client: TestClient, id: string) => client.json<Club>(`/api/clubs/${id}`)
export const patchClub = (client: TestClient, id: string, json: unknown) =>
	client.json<Club>(`/api/clubs/${id}`, { method: 'PATCH', json })
export const deleteClubAs = (client: TestClient, id: string) => client.request(`/api/clubs/${id}`, { method: 'DELETE' })
export const myClubsOf = (client: TestClient) => client.json<MyClubsResponse & Answer>('/api/me/clubs')
export const searchClubsAs = (client: TestClient, q: string) =>
	client.json<ClubSearchPage & Answer>(`/api/search/clubs?q=${encodeURIComponent(q)}`)
export const join = (client: TestClient, id: string) => client.json<Club>(`/api/clubs/${id}/join`, { json: {} })
export const leave = (client: TestClient, id: string) =>
	client.request(`/api/clubs/${id}/membership`, { method: 'DELETE' })
export const members = (client: TestClient, id: string) => client.json<Members>(`/api/clubs/${id}/members`)
export const invite = (client: TestClient, id: string, username: unknown) =>
	client.json<Members>(`/api/clubs/${id}/invitations`, { json: { username } })
export const accept = (client: TestClient, id: string, username: string) =>
	client.json<Members>(`/api/clubs/${id}/members/${username}/accept`, { json: {} })
export const remove = (client: TestClient, id: string, username: string) =>
	client.json<Members>(`/api/clubs/${id}/members/${username}`, { method: 'DELETE' })
export const setRole = (client: TestClient, id: string, username: string, role: unknown) =>
	client.json<Members>(`/api/clubs/${id}/members/${username}/role`, { method: 'PUT', json: { role } })
export const newLink = (client: TestClient, id: string) =>
	client.json<ClubInviteLink & Answer>(`/api/clubs/${id}/invite-link`, { json: {} })
export const dropLink = (client: TestClient, id: string) =>
	client.json<ClubInviteLink & Answer>(`/api/clubs/${id}/invite-link`, { method: 'DELETE' })
export const openLink = (client: TestClient, token: string) => client.json<Club>(`/api/club-invites/${token}`)
export const answerLink = (client: TestClient, token: string) =>
	client.json<Club>(`/api/club-invites/${token}`, { json: {} })
/** The usernames on the members list, with their roles. */
export const roster = (answer: ClubMembersResponse) => answer.members.map((m) => `${m.reader.username}:${m.role}`)
