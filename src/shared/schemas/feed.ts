import { z } from 'zod'
import { ActivityItem, ActivityKind } from './activity.ts'
import { BookSummary } from './books.ts'
import { PageQuery } from './entries.ts'
import { ReaderRef } from './visibility.ts'

/*
 * The home page's social half. All are 401 when signed out.
 *
 * GET /api/me/feed          FeedQuery → FeedPage: what the readers I follow (accepted follows) did, newest first,
 *                           a page at a time (pass nextCursor back as cursor). Each item is shown only when I may
 *                           see it (its own visibility, the owner's private profile, blocks either way); a
 *                           list_created item also needs the list visible, and a followed item the reader followed
 *                           (not blocked either way, not suspended, a private profile only to its approved
 *                           followers): an item about a reader I may not see is left out whole. Deletions are not
 *                           news: never shown.
 * GET /api/me/friends-reading → FriendsReadingResponse: what the readers I follow are reading now (books on
 *                           their 'reading' shelf), the most recently started first, at most FRIENDS_READING_SIZE:
 *                           shelvings I may see only, each with the newest progress update on it that I may see.
 * GET /api/popular/friends  → PopularFriendsResponse: the books the readers I follow logged most in the last
 *                           7 × 24 hours, counted once per reader, entries I may see only; empty when I follow
 *                           nobody.
 */

/** The longest review excerpt a feed item carries; the entry's page has the whole review. */
export const FEED_EXCERPT_LENGTH = 280

export const FeedKind = ActivityKind.exclude(['deleted'])
export type FeedKind = z.infer<typeof FeedKind>

export const FeedItem = z.object({
	id: z.string(),
	kind: FeedKind,
	createdAt: z.string(),
	/** Who did it. */
	reader: ReaderRef,
	book: BookSummary.nullable(),
	/**
	 * 'logged' and 'updated': the entry as it is now. excerpt is the start of the review (null when there is none
	 * or when it is marked as having spoilers: then only `spoilers` says so).
	 */
	entry: z
		.object({
			id: z.string(),
			rating: z.number().nullable(),
			liked: z.boolean(),
			reread: z.boolean(),
			spoilers: z.boolean(),
			excerpt: z.string().nullable(),
			reviewed: z.boolean(),
		})
		.nullable(),
	/** 'list_created': the list. */
	list: z.object({ id: z.string(), name: z.string() }).nullable(),
	/** 'followed': whom the reader followed. */
	other: ReaderRef.nullable(),
	/** 'club_*': the club; such items come from clubs the viewer is a member of. */
	club: ActivityItem.shape.club,
	details: ActivityItem.shape.details,
})
export type FeedItem = z.infer<typeof FeedItem>

export const FeedQuery = PageQuery
export const FeedPage = z.object({ items: z.array(FeedItem), nextCursor: z.string().nullable() })
export type FeedPage = z.infer<typeof FeedPage>

export const POPULAR_FRIENDS_SIZE = 10
/** count: how many of my follows logged the book; readers: up to 3 of them, most recent first. */
export const PopularFriendsBook = z.object({ book: BookSummary, count: z.number().int(), readers: z.array(ReaderRef) })
export const PopularFriendsResponse = z.object({ books: z.array(PopularFriendsBook), since: z.string() })
export type PopularFriendsResponse = z.infer<typeof PopularFriendsResponse>

export const FRIENDS_READING_SIZE = 12
/**
 * progress: the reader's newest progress update on the book that I may see (null when none); pageCount: the
 * book's pages when known, for 'page 120 of 304'. since: when the book went on the 'reading' shelf.
 */
export const FriendReading = z.object({
	reader: ReaderRef,
	book: BookSummary,
	pageCount: z.number().int().nullable(),
	progress: z
		.object({ page: z.number().int().nullable(), percent: z.number().int().nullable(), at: z.string() })
		.nullable(),
	since: z.string(),
})
export type FriendReading = z.infer<typeof FriendReading>
export const FriendsReadingResponse = z.object({ reading: z.array(FriendReading) })
export type FriendsReadingResponse = z.infer<typeof FriendsReadingResponse>
