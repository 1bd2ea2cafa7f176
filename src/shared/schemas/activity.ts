import { z } from 'zod'
import { BookSummary } from './books.ts'
import { PageQuery } from './entries.ts'
import { ShelfStatus } from './shelves.ts'
import { ReaderRef } from './visibility.ts'

/*
 * GET /api/me/activity  ActivityQuery → ActivityPage: what the signed-in reader did, newest first, a page at a
 *                       time (pass nextCursor back as cursor).
 */

export const ActivityKind = z.enum([
	'logged',
	'updated',
	'deleted',
	'shelved',
	'progress',
	'list_created',
	'followed',
	'club_created',
	'club_joined',
	'club_book_set',
	'club_thread_started',
	'club_poll_opened',
	'club_poll_closed',
])
export type ActivityKind = z.infer<typeof ActivityKind>

export const ActivityItem = z.object({
	id: z.string(),
	kind: ActivityKind,
	createdAt: z.string(),
	book: BookSummary.nullable(),
	/** The entry a 'logged' or 'updated' activity is about, as it is now. */
	entry: z
		.object({ id: z.string(), rating: z.number().nullable(), liked: z.boolean(), reread: z.boolean() })
		.nullable(),
	/** 'list_created': the list. */
	list: z.object({ id: z.string(), name: z.string() }).nullable(),
	/** 'followed': the reader followed. */
	reader: ReaderRef.nullable(),
	/** 'club_*': the club. */
	club: z.object({ id: z.string(), name: z.string() }).nullable(),
	/**
	 * 'shelved': status; 'progress': page or percent and note; 'updated': the names of the fields that changed;
	 * 'club_thread_started': the thread and its title; 'club_poll_opened': the poll.
	 */
	details: z.object({
		status: ShelfStatus.optional(),
		page: z.number().int().nullable().optional(),
		percent: z.number().int().nullable().optional(),
		note: z.string().optional(),
		fields: z.array(z.string()).optional(),
		threadId: z.string().optional(),
		title: z.string().optional(),
		pollId: z.string().optional(),
	}),
})
export type ActivityItem = z.infer<typeof ActivityItem>

export const ActivityQuery = PageQuery
export const ActivityPage = z.object({ items: z.array(ActivityItem), nextCursor: z.string().nullable() })
export type ActivityPage = z.infer<typeof ActivityPage>
