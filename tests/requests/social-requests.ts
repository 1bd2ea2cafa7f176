import type { CommentResponse, CommentsResponse } from '../../src/shared/schemas/comments.ts'
import type { EntryLikeResponse } from '../../src/shared/schemas/likes.ts'
import type { NotificationPage, UnreadCount } from '../../src/shared/schemas/notifications.ts'
import type { Answer, TestClient } from '../support/test-client.ts'

// Requests the likes, comments and notifications tests make again and again, as a reader's browser would.

export const like = (client: TestClient, entryId: string) =>
	client.json<EntryLikeResponse & Answer>(`/api/entries/${entryId}/like`, { method: 'POST', json: {} })
export const unlike = (client: TestClient, entryId: string) =>
	client.json<EntryLikeResponse & Answer>(`/api/entries/${entryId}/like`, { method: 'DELETE' })

export const comments = (client: TestClient, entryId: string) =>
	client.json<CommentsResponse & Answer>(`/api/entries/${entryId}/comments`)
export const postComment = (client: TestClient, entryId: string, json: unknown) =>
	client.json<CommentResponse & Answer>(`/api/entries/${entryId}/comments`, { json })
export const editComment = (client: TestClient, id: string, json: unknown) =>
	client.json<CommentResponse & Answer>(`/api/comments/${id}`, { method: 'PATCH', json })
export const deleteComment = (client: TestClient, id: string) =>
	client.request(`/api/comments/${id}`, { method: 'DELETE' })

export const notifications = (client: TestClient, query = '') =>
	client.json<NotificationPage & Answer>(`/api/me/notifications${query}`)
export const unread = async (client: TestClient) =>
	(await client.json<UnreadCount & Answer>('/api/me/notifications/unread-count')).body.unread
export const markRead = (client: TestClient) =>
	client.json<UnreadCount & Answer>('/api/me/notifications/read', { method: 'POST', json: {} })

/** What each notification says, in short: 'kind by username'. */
export const said = async (client: TestClient) =>
	(await notifications(client)).body.notifications.map((n) => `${n.kind} by ${n.actor.username}`)
