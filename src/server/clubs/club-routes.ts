import { type Context, Hono } from 'hono'
import {
	ClubInput,
	ClubMessages,
	ClubPatch,
	type ClubSearchPage,
	ClubSearchQuery,
	type MyClubsResponse,
} from '../../shared/schemas/club-core.ts'
import type { ClubResponse } from '../../shared/schemas/clubs.ts'
import type { Database } from '../db/schema.ts'
import { forbidden } from '../http/errors.ts'
import { enforceRateLimits } from '../http/rate-limit.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson, readQuery } from '../http/validate.ts'
import { reencodePicture } from '../storage/picture-image.ts'
import { pictureBodyLimit, uploadedPicture } from '../storage/picture-upload.ts'
import type { Storage } from '../storage/storage.ts'
import type { Viewer } from '../visibility/visibility-policy.ts'
import { visibleClub } from './club-access.ts'
import { searchClubs, myClubs } from './club-lists.ts'
import { clubMemberRoutes } from './club-member-routes.ts'
import { replaceClubPicture } from './club-picture.ts'
import { canEditClub } from './club-policy.ts'
import { clubView } from './club-views.ts'
import { createClub } from './create-club.ts'
import { deleteClub, editClub } from './edit-club.ts'

const uploadLimit = (userId: string) => [{ key: `club-picture:user:${userId}`, limit: 30, windowMs: 60 * 60_000 }]

/** Clubs themselves, their members, and finding them (shared/schemas/clubs.ts, club-core.ts, club-members.ts). Mounted at /api. */
export function clubRoutes({ db, storage }: { db: Database; storage: Storage }) {
	const respond = async (c: Context<AppEnv>, id: string, status: 200 | 201 = 200) => {
		const seen = await visibleClub(db, id, c.var.user)
		return c.json({ club: await clubView(db, seen, c.var.user) } satisfies ClubResponse, status)
	}
	/** The club if the viewer owns it: 404 when they may not see it, 403 when they see it but do not own it. */
	const ownedClub = async (id: string, viewer: Viewer) => {
		const seen = await visibleClub(db, id, viewer)
		if (!canEditClub(seen.membership)) throw forbidden(ClubMessages.notOwner)
		return seen.club
	}
	return new Hono<AppEnv>()
		.post('/clubs', async (c) => {
			const user = requireUser(c)
			const input = await readJson(c, ClubInput)
			return respond(c, await createClub(db, user.id, input), 201)
		})
		.get('/clubs/:id', (c) => respond(c, c.req.param('id')))
		.patch('/clubs/:id', async (c) => {
			const user = requireUser(c)
			const patch = await readJson(c, ClubPatch)
			await editClub(db, await ownedClub(c.req.param('id'), user), patch)
			return respond(c, c.req.param('id'))
		})
		.delete('/clubs/:id', async (c) => {
			const user = requireUser(c)
			await deleteClub(db, storage, await ownedClub(c.req.param('id'), user))
			return c.body(null, 204)
		})
		.put('/clubs/:id/picture', pictureBodyLimit, async (c) => {
			const user = requireUser(c)
			const club = await ownedClub(c.req.param('id'), user)
			await enforceRateLimits(db, uploadLimit(user.id))
			const files = await reencodePicture(await uploadedPicture(c.req.raw))
			await replaceClubPicture(db, storage, club.id, files)
			return respond(c, club.id)
		})
		.delete('/clubs/:id/picture', async (c) => {
			const user = requireUser(c)
			const club = await ownedClub(c.req.param('id'), user)
			await replaceClubPicture(db, storage, club.id, null)
			return respond(c, club.id)
		})
		.get('/me/clubs', async (c) => {
			const user = requireUser(c)
			return c.json((await myClubs(db, user.id)) satisfies MyClubsResponse)
		})
		.get('/search/clubs', async (c) => {
			const query = readQuery(c, ClubSearchQuery)
			return c.json((await searchClubs(db, c.var.user?.id ?? null, query)) satisfies ClubSearchPage)
		})
		.route('/', clubMemberRoutes({ db }))
}
