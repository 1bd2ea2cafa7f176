import { z } from 'zod'
import { FollowStatus } from './follows.ts'

/*
 * Following readers on other servers (ActivityPub; the server's FEDERATION setting). Every route is the signed-in
 * reader's own (401 signed out) and, with federation off, a 404. Errors are ApiErrorBody.
 *
 * GET    /api/remote/lookup?q=@name@host | profile address → RemoteLookup; 400 (field q) when q is neither,
 *                                             404 when no reader answers there.
 * POST   /api/remote/readers/:id/follow    → FollowStatusResponse: 'requested' until their server accepts.
 * DELETE /api/remote/readers/:id/follow    → { status: 'none' }: unfollows (Undo) or withdraws. Idempotent.
 * GET    /api/remote/following             → RemoteFollowPage: whom I follow elsewhere, requests included.
 * GET    /api/remote/followers             → RemoteFollowPage: who follows me from elsewhere (accepted).
 * GET    /api/remote/follow-requests       → RemoteFollowPage: their requests waiting for me.
 * POST   /api/remote/follow-requests/:id/approve → { status: 'accepted' } (Accept sent); 404 when none.
 * DELETE /api/remote/follow-requests/:id   → { status: 'none' } (Reject sent); 404 when none.
 * DELETE /api/remote/followers/:id         → { status: 'none' }: they no longer follow me (Reject sent). Idempotent.
 */

export const RemoteReader = z.object({
	id: z.string(),
	/** @name@host */
	handle: z.string(),
	name: z.string(),
	host: z.string(),
	url: z.string().nullable(),
	pictureUrl: z.string().nullable(),
	/** Their server asks them before anyone follows them. */
	locked: z.boolean(),
})
export type RemoteReader = z.infer<typeof RemoteReader>

export const RemoteLookupQuery = z.object({ q: z.string().trim().min(1, 'Type @name@server or a profile address') })
export const RemoteLookup = z.object({ reader: RemoteReader, status: FollowStatus })
export type RemoteLookup = z.infer<typeof RemoteLookup>

export const RemoteFollowItem = z.object({
	reader: RemoteReader,
	status: z.enum(['accepted', 'requested']),
	since: z.string(),
})
export type RemoteFollowItem = z.infer<typeof RemoteFollowItem>
export const RemoteFollowPage = z.object({ items: z.array(RemoteFollowItem) })
export type RemoteFollowPage = z.infer<typeof RemoteFollowPage>
