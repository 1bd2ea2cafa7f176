import type {
	ClubDiscussionResponse,
	ClubDiscussionSection,
	ClubPostThread,
	ClubPostView,
	ClubThreadSummary,
} from '../../shared/schemas/club-discussion.ts'
import { canDeletePost, canEditPost, canReplyToPost } from './club-discussion-policy.ts'
import type { Membership } from './club-policy.ts'
import type { ClubPostRow } from './club-post-queries.ts'
import type { ClubSectionRow, ClubThreadRow } from './club-thread-queries.ts'

/** What the views need to know of the viewer and the club's schedule. */
export type DiscussionContext = {
	reached: ReadonlySet<string>
	currentBookId: string | null
	currentSectionId: string | null
}

export function sectionView(row: ClubSectionRow, context: DiscussionContext): ClubDiscussionSection {
	return {
		id: row.id,
		position: row.position,
		title: row.title,
		endPage: row.endPage,
		dueOn: row.dueOn,
		book: { id: row.bookId, title: row.bookTitle },
		reached: context.reached.has(row.id),
		ofCurrentBook: row.bookId === context.currentBookId,
		current: row.id === context.currentSectionId,
	}
}

/** A thread as listed; a hidden one without its title (the caller decided whether it is hidden). */
export function threadSummary(row: ClubThreadRow, hidden: boolean): ClubThreadSummary {
	return {
		id: row.id,
		sectionId: row.sectionId,
		title: hidden ? null : row.title,
		hidden,
		author: { username: row.username, name: row.name, image: row.image },
		createdAt: row.createdAt,
		updatedAt: row.updatedAt,
		postCount: Number(row.postCount ?? 0),
	}
}

/**
 * The discussion page: the current book's sections in order (each with its threads, even none, so a thread
 * can be started there), then earlier books' sections that have threads, then the general threads.
 */
export function discussionView(
	sections: readonly ClubSectionRow[],
	threads: readonly ClubThreadRow[],
	context: DiscussionContext,
): ClubDiscussionResponse {
	const summaries = threads.map((row) =>
		threadSummary(row, row.sectionId !== null && !context.reached.has(row.sectionId)),
	)
	const current = sections.filter((s) => s.bookId === context.currentBookId)
	const earlier = sections.filter(
		(s) => s.bookId !== context.currentBookId && summaries.some((t) => t.sectionId === s.id),
	)
	return {
		sections: [...current, ...earlier].map((row) => ({
			section: sectionView(row, context),
			threads: summaries.filter((t) => t.sectionId === row.id),
		})),
		general: summaries.filter((t) => t.sectionId === null),
	}
}

type PostContext = { viewerId: string; membership: Membership; hidden: boolean; openingId: string | null }

/** A post as the API shows it, its body left out when the thread is hidden from the viewer. */
export function postView(row: ClubPostRow, context: PostContext): ClubPostView {
	return {
		id: row.id,
		threadId: row.threadId,
		parentId: row.parentId,
		opening: row.id === context.openingId,
		author: { username: row.username, name: row.name, image: row.image },
		body: context.hidden ? null : row.body,
		hidden: context.hidden,
		createdAt: row.createdAt,
		updatedAt: row.updatedAt,
		edited: row.updatedAt !== row.createdAt,
		likeCount: Number(row.likeCount ?? 0),
		likedByViewer: Boolean(row.liked),
		can: {
			edit: canEditPost(context.viewerId, row),
			delete: canDeletePost(context.viewerId, row, context.membership),
			reply: canReplyToPost(row),
		},
	}
}

/** Posts oldest first as threads of one level; a reply whose post is left out goes with it. */
export function postThreads(rows: readonly ClubPostRow[], context: PostContext): ClubPostThread[] {
	const threads = new Map<string, ClubPostThread>()
	for (const row of rows) if (row.parentId === null) threads.set(row.id, { ...postView(row, context), replies: [] })
	for (const row of rows) if (row.parentId !== null) threads.get(row.parentId)?.replies.push(postView(row, context))
	return [...threads.values()]
}
