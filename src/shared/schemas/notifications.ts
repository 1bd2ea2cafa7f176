import { z } from 'zod'
import { PageQuery } from './entries.ts'
import { ReaderRef } from './visibility.ts'

/*
 * The signed-in reader's notifications (every route is 401 when signed out).
 *
 * GET  /api/me/notifications               NotificationQuery → NotificationPage: newest first, a page at a time.
 *                                          Never from a reader blocked either way or suspended, never about an
 *                                          entry, list or comment the reader can no longer see.
 * GET  /api/me/notifications/unread-count  → UnreadCount: the unread ones the list would show, counted up to
 *                                          UNREAD_COUNT_MAX (the menu says '99+' beyond 99).
 * POST /api/me/notifications/read          → UnreadCount: marks every notification until now read.
 */

export const NotificationKind = z.enum([
	'followed',
	'follow_requested',
	'follow_accepted',
	'entry_liked',
	'list_liked',
	'commented',
	'replied',
	'club_invited',
	'club_join_requested',
	'club_join_accepted',
	'club_thread',
	'club_replied',
])
export type NotificationKind = z.infer<typeof NotificationKind>

export const NotificationView = z.object({
	id: z.string(),
	kind: NotificationKind,
	actor: ReaderRef,
	/** The entry liked or commented on, with its book's title; hasReview tells a review from a diary entry. */
	entry: z.object({ id: z.string(), bookTitle: z.string(), hasReview: z.boolean() }).nullable(),
	/** The list liked. */
	list: z.object({ id: z.string(), name: z.string() }).nullable(),
	/** The comment or reply written, its start as a short excerpt. */
	comment: z.object({ id: z.string(), excerpt: z.string() }).nullable(),
	/** The club of a club_* notification. */
	club: z.object({ id: z.string(), name: z.string() }).nullable(),
	/** The club post started or replied to (club_thread, club_replied): its thread and its start as a short excerpt. */
	clubPost: z.object({ id: z.string(), threadId: z.string(), excerpt: z.string() }).nullable(),
	read: z.boolean(),
	createdAt: z.string(),
})
export type NotificationView = z.infer<typeof NotificationView>

export const NotificationQuery = PageQuery
export const NotificationPage = z.object({
	notifications: z.array(NotificationView),
	nextCursor: z.string().nullable(),
})
export type NotificationPage = z.infer<typeof NotificationPage>
export const UNREAD_COUNT_MAX = 100
export const UnreadCount = z.object({ unread: z.number().int() })
export type UnreadCount = z.infer<typeof UnreadCount>
