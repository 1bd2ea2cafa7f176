import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
	ClubDiscussionResponse,
	type ClubPostInput,
	ClubPostLikeResponse,
	ClubPostResponse,
	ClubThreadResponse,
	type NewClubThreadInput,
} from '../../../shared/schemas/club-discussion.ts'
import { api, postJson } from '../../lib/api.ts'
import { clubUrl } from './club-hooks.ts'

// The club discussion's queries. Keys start with 'clubs' and the club's id like every club query, then 'threads'.

const threadsKey = (clubId: string) => ['clubs', clubId, 'threads'] as const
const send = (method: string, body?: unknown): RequestInit => ({ ...postJson(body), method })

export function useClubThreads(clubId: string, enabled: boolean) {
	return useQuery({
		queryKey: threadsKey(clubId),
		queryFn: () => api(`${clubUrl(clubId)}/threads`, ClubDiscussionResponse),
		enabled,
	})
}

/** reveal asks for the text of a thread the reader has not reached (the server sends it only then). */
export function useClubThread(clubId: string, threadId: string, reveal: boolean, enabled: boolean) {
	const query = reveal ? '?reveal=1' : ''
	return useQuery({
		queryKey: [...threadsKey(clubId), threadId, reveal],
		queryFn: () => api(`${clubUrl(clubId)}/threads/${encodeURIComponent(threadId)}${query}`, ClubThreadResponse),
		// While a reveal loads, the hidden thread stays in the page (the reader's place and focus with it).
		placeholderData: (previous) => (previous?.thread.id === threadId ? previous : undefined),
		enabled,
	})
}

/** Every write asks for the discussion again: counts, order and who may do what all come from the server. */
function useDiscussionWrite<I, O>(clubId: string, write: (input: I) => Promise<O>) {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: write,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: threadsKey(clubId) }),
	})
}

export function useStartThread(clubId: string) {
	return useDiscussionWrite(clubId, (input: NewClubThreadInput) =>
		api(`${clubUrl(clubId)}/threads`, ClubThreadResponse, postJson(input)),
	)
}

export function usePostInThread(clubId: string, threadId: string) {
	return useDiscussionWrite(clubId, (input: ClubPostInput) =>
		api(`${clubUrl(clubId)}/threads/${encodeURIComponent(threadId)}/posts`, ClubPostResponse, postJson(input)),
	)
}

const postUrl = (clubId: string, postId: string) => `${clubUrl(clubId)}/posts/${encodeURIComponent(postId)}`

export function useEditPost(clubId: string) {
	return useDiscussionWrite(clubId, ({ id, body }: { id: string; body: string }) =>
		api(postUrl(clubId, id), ClubPostResponse, send('PATCH', { body })),
	)
}

export function useDeletePost(clubId: string) {
	return useDiscussionWrite(clubId, (id: string) => api(postUrl(clubId, id), z.undefined(), { method: 'DELETE' }))
}

export function useLikePost(clubId: string, postId: string) {
	return useDiscussionWrite(clubId, (liked: boolean) =>
		api(`${postUrl(clubId, postId)}/like`, ClubPostLikeResponse, liked ? postJson() : { method: 'DELETE' }),
	)
}
