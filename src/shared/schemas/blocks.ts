import { z } from 'zod'
import { PageQuery } from './entries.ts'
import { ReaderRef } from './visibility.ts'

/*
 * Blocking. Two readers who blocked each other (either way) disappear for each other everywhere: profiles,
 * follows, lists of readers, entries, shelves, activity, feeds, search, comments, lists. Every route is 401
 * when signed out.
 *
 * POST   /api/users/:username/block   → BlockStatusResponse { blocked: true }. Ends follows and follow requests
 *                                       both ways in the same transaction. Blocking again changes nothing.
 *                                       400 for oneself, 404 for an unknown reader (or one who blocked you
 *                                       first: blocking them too is allowed and answers the same).
 * DELETE /api/users/:username/block   → { blocked: false }. Idempotent; follows do not come back.
 * GET    /api/me/blocks               PageQuery → BlockPage: the readers I blocked, newest first.
 */

export const BlockMessages = { self: 'You cannot block yourself' } as const

export const BlockStatusResponse = z.object({ blocked: z.boolean() })
export type BlockStatusResponse = z.infer<typeof BlockStatusResponse>

export const BlockQuery = PageQuery
/** since: when the block was made. */
export const BlockItem = z.object({ reader: ReaderRef, since: z.string() })
export type BlockItem = z.infer<typeof BlockItem>
export const BlockPage = z.object({ items: z.array(BlockItem), nextCursor: z.string().nullable() })
export type BlockPage = z.infer<typeof BlockPage>
