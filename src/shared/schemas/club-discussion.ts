import { z } from 'zod'
import { CONTROL_CHARACTERS, characters, normaliseLineBreaks } from '../text.ts'
import { ReaderRef } from './visibility.ts'

/*
 * A club's discussion (src/server/clubs/club-thread*, club-post*, club-discussion*): threads about a section of
 * a book the club reads, or general ones; posts with one level of replies; likes. It is the members' own: for
 * anyone else every route answers 404, as for a club that does not exist. Every route is 401 signed out.
 *
 * Spoilers. A section thread is hidden from a member who has not reached its section, that is read it through to
 * its last page (their reading progress on the book, club-progress.ts; hasReadThrough in club-sections.ts): its title and every post's body are left out of the answer (null, with
 * hidden: true), so nothing of them is in the page, the query cache or a screen reader's reading of it. The
 * member still sees that the thread and its posts exist (author, time, which section) and may ask for them
 * with ?reveal=1 on the thread. The server sends the text only when asked, rather than always with a flag,
 * so a spoiler cannot leak through a page that forgot to honour the flag.
 * Readers blocked either way with the viewer, and suspended readers, are left out with what they wrote (a
 * thread they started goes with them; so does a reply to a post left out).
 *
 * GET    /api/clubs/:id/threads                      → ClubDiscussionResponse: the current book's sections in
 *                                                      order, each with its threads; then sections of earlier
 *                                                      books that have threads; then the general threads. Threads
 *                                                      newest post first.
 * POST   /api/clubs/:id/threads                      NewClubThreadInput → 201 ClubThreadResponse. sectionId is a
 *                                                      section of the current book, or null for a general thread
 *                                                      (400 naming sectionId otherwise). Writes the thread, its
 *                                                      first post and the 'club_thread_started' activity; for a
 *                                                      thread about the current section (the one whose window
 *                                                      holds today), tells the members who have reached it
 *                                                      ('club_thread'). Members behind are not told: the
 *                                                      notification quotes the first post, and one without it
 *                                                      would only invite them to a spoiler.
 * GET    /api/clubs/:id/threads/:threadId[?reveal=1] → ClubThreadResponse: the thread and its posts oldest first,
 *                                                      each with its replies oldest first.
 * POST   /api/clubs/:id/threads/:threadId/posts      ClubPostInput → 201 ClubPostResponse. parentId makes it a
 *                                                      reply to a top-level post of the thread (400 naming parentId
 *                                                      otherwise), and tells that post's author ('club_replied').
 * PATCH  /api/clubs/:id/posts/:postId                ClubPostPatch → ClubPostResponse. Its author only (403).
 * DELETE /api/clubs/:id/posts/:postId                → 204. Its author, or the owner or a moderator; a post's
 *                                                      replies go with it, and deleting a thread's first post
 *                                                      deletes the thread.
 * POST   /api/clubs/:id/posts/:postId/like           → ClubPostLikeResponse. Idempotent.
 * DELETE /api/clubs/:id/posts/:postId/like           → ClubPostLikeResponse. Idempotent.
 */

export const CLUB_THREAD_TITLE_MAX = 120
export const CLUB_POST_BODY_MAX = 4_000

export const ClubDiscussionMessages = {
	titleRequired: 'Give the thread a title',
	titleTooLong: `A thread title can have at most ${CLUB_THREAD_TITLE_MAX} characters`,
	bodyRequired: 'Write a post first',
	bodyTooLong: `A post can have at most ${CLUB_POST_BODY_MAX.toLocaleString('en-US')} characters`,
	controlCharacters: 'This text contains invisible control characters',
	sectionInvalid: "Choose a section of the club's current book, or General",
	parentInvalid: 'You can only reply to a post in this thread that is not itself a reply',
	unknownField: 'This field cannot be set here',
} as const

const text = (required: string, max: number, tooLong: string) =>
	z
		.string({ error: required })
		.transform((v) => normaliseLineBreaks(v).trim())
		.refine((v) => v.length > 0, required)
		.refine((v) => !CONTROL_CHARACTERS.test(v), ClubDiscussionMessages.controlCharacters)
		.refine((v) => characters(v) <= max, tooLong)
const body = text(ClubDiscussionMessages.bodyRequired, CLUB_POST_BODY_MAX, ClubDiscussionMessages.bodyTooLong)
// A title is one line: line breaks in it become spaces.
const title = text(
	ClubDiscussionMessages.titleRequired,
	CLUB_THREAD_TITLE_MAX,
	ClubDiscussionMessages.titleTooLong,
).transform((v) => v.replace(/\s*\n\s*/g, ' '))
const id = (message: string) => z.string({ error: message }).min(1, message).max(64, message)
const unknownField = {
	error: (issue: { code: string }) =>
		issue.code === 'unrecognized_keys' ? ClubDiscussionMessages.unknownField : undefined,
}

/** A new thread and its first post; sectionId null (the default) is a general thread. */
export const NewClubThreadInput = z.strictObject(
	{ sectionId: id(ClubDiscussionMessages.sectionInvalid).nullable().default(null), title, body },
	unknownField,
)
export type NewClubThreadInput = z.input<typeof NewClubThreadInput>
/** A post in a thread; parentId makes it a reply to that top-level post. */
export const ClubPostInput = z.strictObject(
	{ body, parentId: id(ClubDiscussionMessages.parentInvalid).nullable().default(null) },
	unknownField,
)
export type ClubPostInput = z.input<typeof ClubPostInput>
export const ClubPostPatch = z.strictObject({ body }, unknownField)
export type ClubPostPatch = z.input<typeof ClubPostPatch>

/** A section of a book the club reads, as the discussion names it ('Section 2: Chapters 6–10'). */
export const ClubDiscussionSection = z.object({
	id: z.string(),
	position: z.number().int(),
	title: z.string(),
	endPage: z.number().int(),
	dueOn: z.string(),
	book: z.object({ id: z.string(), title: z.string() }),
	/** The viewer has read this section through (to its last page), so its threads are shown unhidden. */
	reached: z.boolean(),
	/** A section of the club's current book (new threads may be about it). */
	ofCurrentBook: z.boolean(),
	/** The current book's section whose window holds today: new threads about it are notified. */
	current: z.boolean(),
})
export type ClubDiscussionSection = z.infer<typeof ClubDiscussionSection>

export const ClubThreadSummary = z.object({
	id: z.string(),
	sectionId: z.string().nullable(),
	/** null when hidden. */
	title: z.string().nullable(),
	/** A section thread the viewer has not reached, sent without its text. */
	hidden: z.boolean(),
	author: ReaderRef,
	createdAt: z.string(),
	/** The newest post's time. */
	updatedAt: z.string(),
	/** Posts shown to the viewer, replies included. */
	postCount: z.number().int(),
})
export type ClubThreadSummary = z.infer<typeof ClubThreadSummary>

export const ClubDiscussionResponse = z.object({
	sections: z.array(z.object({ section: ClubDiscussionSection, threads: z.array(ClubThreadSummary) })),
	general: z.array(ClubThreadSummary),
})
export type ClubDiscussionResponse = z.infer<typeof ClubDiscussionResponse>

export const ClubPostView = z.object({
	id: z.string(),
	threadId: z.string(),
	parentId: z.string().nullable(),
	/** The thread's first post: deleting it deletes the thread. */
	opening: z.boolean(),
	author: ReaderRef,
	/** null when hidden. */
	body: z.string().nullable(),
	hidden: z.boolean(),
	createdAt: z.string(),
	updatedAt: z.string(),
	/** The author changed the body after posting. */
	edited: z.boolean(),
	likeCount: z.number().int(),
	likedByViewer: z.boolean(),
	can: z.object({ edit: z.boolean(), delete: z.boolean(), reply: z.boolean() }),
})
export type ClubPostView = z.infer<typeof ClubPostView>
export const ClubPostThread = ClubPostView.extend({ replies: z.array(ClubPostView) })
export type ClubPostThread = z.infer<typeof ClubPostThread>

export const ClubThreadView = ClubThreadSummary.extend({
	section: ClubDiscussionSection.nullable(),
	/** The viewer has not reached the section but asked to see the thread (?reveal=1). */
	revealed: z.boolean(),
})
export type ClubThreadView = z.infer<typeof ClubThreadView>
export const ClubThreadResponse = z.object({ thread: ClubThreadView, posts: z.array(ClubPostThread) })
export type ClubThreadResponse = z.infer<typeof ClubThreadResponse>
export const ClubPostResponse = z.object({ post: ClubPostView })
export type ClubPostResponse = z.infer<typeof ClubPostResponse>
export const ClubPostLikeResponse = z.object({ likeCount: z.number().int(), likedByViewer: z.boolean() })
export type ClubPostLikeResponse = z.infer<typeof ClubPostLikeResponse>

/** ?reveal=1 on a thread: its text even where the viewer has not reached its section. */
export const ClubThreadQuery = z.object({ reveal: z.enum(['0', '1'], { error: 'reveal is 1 or 0' }).optional() })
