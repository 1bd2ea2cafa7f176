import { z } from 'zod'

/*
 * Likes on entries (a reader's read of a book, not the book itself: EntryView.liked is the reader's own mark
 * for the book). Anyone signed in who may see the entry may like it, its owner too, as on Letterboxd.
 *
 * POST   /api/entries/:id/like   → EntryLikeResponse. Idempotent; a new like tells the entry's owner
 *                                 ('entry_liked'). 404 when the entry is gone or the viewer may not see it.
 * DELETE /api/entries/:id/like   → EntryLikeResponse. Idempotent; the owner's notification of that like goes too.
 *
 * EntryView carries likeCount and likedByViewer, so pages listing entries need no request of their own.
 */

export const EntryLikeResponse = z.object({ likeCount: z.number().int(), likedByViewer: z.boolean() })
export type EntryLikeResponse = z.infer<typeof EntryLikeResponse>
