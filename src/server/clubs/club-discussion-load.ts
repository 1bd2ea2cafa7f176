import type { ClubPostView, ClubThreadResponse } from '../../shared/schemas/club-discussion.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import type { SeenClub } from './club-access.ts'
import { discussionContext } from './club-discussion-context.ts'
import { isThreadHidden } from './club-discussion-policy.ts'
import { postThreads, postView, sectionView, threadSummary } from './club-discussion-views.ts'
import { findOpeningPostId, findPost, findPostPlace, findThreadPosts } from './club-post-queries.ts'
import { findThread } from './club-thread-queries.ts'

// Loading for the discussion routes: each answers 404 for what is not in this club or not shown to the viewer
// (a thread or post by a reader blocked either way), exactly as for what does not exist.

/** A thread of the club the viewer is shown; 404 otherwise. */
export async function visibleThread(db: Database, clubId: string, threadId: string, viewerId: string) {
	const thread = await findThread(db, clubId, threadId, viewerId)
	if (!thread) throw notFound('Thread')
	return thread
}

/** A post of the club (and its thread) the viewer is shown; 404 otherwise. */
export async function visiblePost(db: Database, clubId: string, postId: string, viewerId: string) {
	const place = await findPostPlace(db, postId)
	if (place?.clubId !== clubId) throw notFound('Post')
	const [thread, post] = await Promise.all([
		findThread(db, clubId, place.threadId, viewerId),
		findPost(db, postId, viewerId),
	])
	// A reply to a post the viewer is not shown goes with it, as in the thread's listing.
	const parent = post?.parentId ? await findPost(db, post.parentId, viewerId) : null
	if (!thread || !post || parent === undefined) throw notFound('Post')
	return { thread, post }
}

/**
 * The thread as the viewer sees it: hidden (title and bodies left out) when it is about a section they have
 * not reached, unless they asked to see it (reveal).
 */
export async function threadResponse(
	db: Database,
	{ club, membership }: SeenClub,
	threadId: string,
	viewerId: string,
	reveal: boolean,
): Promise<ClubThreadResponse> {
	const thread = await visibleThread(db, club.id, threadId, viewerId)
	const [{ sections, context }, rows, openingId] = await Promise.all([
		discussionContext(db, club, viewerId),
		findThreadPosts(db, thread.id, viewerId),
		findOpeningPostId(db, thread.id),
	])
	const hidden = isThreadHidden(thread.sectionId, context.reached, reveal)
	const section = sections.find((s) => s.id === thread.sectionId)
	return {
		thread: {
			...threadSummary(thread, hidden),
			section: section ? sectionView(section, context) : null,
			revealed: !hidden && isThreadHidden(thread.sectionId, context.reached, false),
		},
		posts: postThreads(rows, { viewerId, membership, hidden, openingId }),
	}
}

/** A post just written or changed by the viewer, shown in full: it is their own text. */
export async function writtenPost(
	db: Database,
	{ membership }: SeenClub,
	postId: string,
	viewerId: string,
): Promise<ClubPostView> {
	const post = await findPost(db, postId, viewerId)
	if (!post) throw notFound('Post')
	return postView(post, { viewerId, membership, hidden: false, openingId: await findOpeningPostId(db, post.threadId) })
}
