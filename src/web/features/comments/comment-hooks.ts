import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { type CommentInput, CommentResponse, CommentsResponse } from '../../../shared/schemas/comments.ts'
import { api, postJson } from '../../lib/api.ts'

const commentsKey = (entryId: string) => ['entries', entryId, 'comments'] as const

export function useComments(entryId: string) {
	return useQuery({
		queryKey: commentsKey(entryId),
		queryFn: () => api(`/entries/${encodeURIComponent(entryId)}/comments`, CommentsResponse),
	})
}

/** Every write asks for the thread again: replies, counts and who may do what all come from the server. */
function useCommentWrite<T>(entryId: string, write: (input: T) => Promise<unknown>) {
	const queryClient = useQueryClient()
	return useMutation({
		mutationFn: write,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(entryId) }),
	})
}

export function usePostComment(entryId: string) {
	return useCommentWrite(entryId, (input: CommentInput) =>
		api(`/entries/${encodeURIComponent(entryId)}/comments`, CommentResponse, postJson(input)),
	)
}

export function useEditComment(entryId: string) {
	return useCommentWrite(entryId, ({ id, body }: { id: string; body: string }) =>
		api(`/comments/${encodeURIComponent(id)}`, CommentResponse, { ...postJson({ body }), method: 'PATCH' }),
	)
}

export function useDeleteComment(entryId: string) {
	return useCommentWrite(entryId, (id: string) =>
		api(`/comments/${encodeURIComponent(id)}`, z.undefined(), { method: 'DELETE' }),
	)
}
