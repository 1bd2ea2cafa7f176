import { Hono } from 'hono'
import {
	ClubDiscussionMessages,
	ClubPostInput,
	ClubPostPatch,
	type ClubPostLikeResponse,
	type ClubPostResponse,
} from '../../shared/schemas/club-discussion.ts'
import type { Database } from '../db/schema.ts'
import { ApiError, forbidden, notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { memberClub } from './club-access.ts'
import { visiblePost, visibleThread, writtenPost } from './club-discussion-load.ts'
import { canDeletePost, canEditPost, canReplyToPost } from './club-discussion-policy.ts'
import { deletePostLike, findOpeningPostId, findPost, insertPostLike, postLikes } from './club-post-queries.ts'
import { writeClubPost } from './club-post-write.ts'
import { deleteThreadedPostAndReplies, updateThreadedPostBody } from '../threads/threaded-post-queries.ts'
import { deleteThread } from './club-thread-queries.ts'

const badParent = () =>
	new ApiError(400, 'validation_failed', ClubDiscussionMessages.parentInvalid, {
		parentId: ClubDiscussionMessages.parentInvalid,
	})

/** Posts in a club's threads and their likes (shared/schemas/club-discussion.ts): members only. Mounted at /api. */
export function clubPostRoutes({ db }: { db: Database }) {
	const setLike = async (
		clubId: string,
		postId: string,
		userId: string,
		liked: boolean,
	): Promise<ClubPostLikeResponse> => {
		const member = await memberClub(db, clubId, { id: userId })
		const { post } = await visiblePost(db, member.club.id, postId, userId)
		if (liked) await insertPostLike(db, post.id, userId, new Date().toISOString())
		else await deletePostLike(db, post.id, userId)
		return postLikes(db, post.id, userId)
	}
	return new Hono<AppEnv>()
		.post('/clubs/:id/threads/:threadId/posts', async (c) => {
			const user = requireUser(c)
			const input = await readJson(c, ClubPostInput)
			const seen = await memberClub(db, c.req.param('id'), user)
			const thread = await visibleThread(db, seen.club.id, c.req.param('threadId'), user.id)
			const parent = input.parentId === null ? null : await findPost(db, input.parentId, user.id)
			if (parent !== null && (parent?.threadId !== thread.id || !canReplyToPost(parent))) throw badParent()
			const id = await writeClubPost(db, {
				clubId: seen.club.id,
				threadId: thread.id,
				authorId: user.id,
				body: input.body,
				parent,
			})
			return c.json({ post: await writtenPost(db, seen, id, user.id) } satisfies ClubPostResponse, 201)
		})
		.patch('/clubs/:id/posts/:postId', async (c) => {
			const user = requireUser(c)
			const { body } = await readJson(c, ClubPostPatch)
			const seen = await memberClub(db, c.req.param('id'), user)
			const { post } = await visiblePost(db, seen.club.id, c.req.param('postId'), user.id)
			if (!canEditPost(user.id, post)) throw forbidden('Only its author can edit a post')
			if (
				body !== post.body &&
				!(await updateThreadedPostBody(db, 'clubPost', post.id, body, new Date().toISOString()))
			)
				throw notFound('Post')
			return c.json({ post: await writtenPost(db, seen, post.id, user.id) } satisfies ClubPostResponse)
		})
		.delete('/clubs/:id/posts/:postId', async (c) => {
			const user = requireUser(c)
			const seen = await memberClub(db, c.req.param('id'), user)
			const { post, thread } = await visiblePost(db, seen.club.id, c.req.param('postId'), user.id)
			if (!canDeletePost(user.id, post, seen.membership))
				throw forbidden('Only its author or a moderator can delete a post')
			// The first post carries the thread's question: without it the thread would answer nothing.
			const opening = (await findOpeningPostId(db, thread.id)) === post.id
			const deleted = await db
				.transaction()
				.execute((trx) =>
					opening ? deleteThread(trx, thread) : deleteThreadedPostAndReplies(trx, 'clubPost', post.id),
				)
			if (!deleted) throw notFound('Post')
			return c.body(null, 204)
		})
		.post('/clubs/:id/posts/:postId/like', async (c) => {
			const user = requireUser(c)
			return c.json(
				(await setLike(c.req.param('id'), c.req.param('postId'), user.id, true)) satisfies ClubPostLikeResponse,
			)
		})
		.delete('/clubs/:id/posts/:postId/like', async (c) => {
			const user = requireUser(c)
			return c.json(
				(await setLike(c.req.param('id'), c.req.param('postId'), user.id, false)) satisfies ClubPostLikeResponse,
			)
		})
}
