import { z } from 'zod'
import { PageQuery } from './entries.ts'
import { ReaderRef } from './visibility.ts'

/*
 * Follows. Friends are readers who follow each other (both follows accepted); 'friends' visibility means
 * that everywhere. Errors are ApiErrorBody; every write and every /api/me route is 401 when signed out.
 *
 * POST   /api/users/:username/follow        → FollowStatusResponse. A public profile is followed at once
 *                                             ('accepted'); a private one gets a request ('requested'). Following
 *                                             again answers the follow's current status. 400 for oneself, 404
 *                                             for an unknown user.
 * DELETE /api/users/:username/follow        → { status: 'none' }: unfollows, or withdraws a request. Idempotent.
 * GET    /api/users/:username/followers     FollowQuery → FollowPage: accepted follows only, newest first.
 * GET    /api/users/:username/following     FollowQuery → FollowPage. Both lists are 404 to whoever may not
 *                                             view the profile (a private one opens to approved followers).
 * GET    /api/me/follow-requests            FollowQuery → FollowPage: the requests waiting for me, newest first.
 * POST   /api/me/follow-requests/:username/approve → { status: 'accepted' }; 404 when there is no such request.
 * DELETE /api/me/follow-requests/:username  → { status: 'none' }: denies it; 404 when there is no such request.
 * DELETE /api/me/followers/:username        → { status: 'none' }: that reader no longer follows me. Idempotent.
 *
 * A private profile that turns public keeps its pending requests pending: they are still the owner's to
 * approve or deny, and following again does not accept them by itself.
 */

export const FollowStatus = z.enum(['accepted', 'requested', 'none'])
export type FollowStatus = z.infer<typeof FollowStatus>
export const FollowStatusResponse = z.object({ status: FollowStatus })
export type FollowStatusResponse = z.infer<typeof FollowStatusResponse>

export const FollowMessages = { self: 'You cannot follow yourself' } as const

export const FollowQuery = PageQuery
/** since: when the follow (or the request) was made. */
export const FollowItem = z.object({ reader: ReaderRef, since: z.string() })
export type FollowItem = z.infer<typeof FollowItem>
export const FollowPage = z.object({
	items: z.array(FollowItem),
	total: z.number().int(),
	nextCursor: z.string().nullable(),
})
export type FollowPage = z.infer<typeof FollowPage>
