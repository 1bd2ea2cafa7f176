import { Hono } from 'hono'
import { UpdateProfileInput } from '../../shared/schemas/profile.ts'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { enforceRateLimits } from '../http/rate-limit.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { reencodePicture } from '../storage/picture-image.ts'
import { pictureBodyLimit, uploadedPicture } from '../storage/picture-upload.ts'
import type { Storage } from '../storage/storage.ts'
import { findProfileByUserId, findProfileByUsername, usernameTakenByOther } from './profile-queries.ts'
import { loadProfileView } from './profile-view.ts'
import { replacePicture } from './replace-picture.ts'
import { updateProfile, usernameConflict } from './update-profile.ts'

/** Where the reader's picture is uploaded: app.ts gives it the picture's body limit instead of the JSON one. */
export const PICTURE_PATH = '/api/profile/picture'
const uploadLimit = (userId: string) => [{ key: `picture:user:${userId}`, limit: 30, windowMs: 60 * 60_000 }]

type Deps = { db: Database; storage: Storage }

/** The signed-in reader's own profile: read, edit, picture. Mounted at /api/profile. */
export const ownProfileRoutes = ({ db, storage }: Deps) => {
	const ownView = async (userId: string) => {
		const row = await findProfileByUserId(db, userId)
		if (!row) throw notFound('Profile')
		return loadProfileView(db, row, { id: userId })
	}
	return new Hono<AppEnv>()
		.get('/', async (c) => c.json(await ownView(requireUser(c).id)))
		.patch('/', async (c) => {
			const user = requireUser(c)
			const input = await readJson(c, UpdateProfileInput)
			if (input.username && (await usernameTakenByOther(db, input.username, user.id))) throw usernameConflict()
			await updateProfile(db, user.id, input)
			return c.json(await ownView(user.id))
		})
		.put('/picture', pictureBodyLimit, async (c) => {
			const user = requireUser(c)
			await enforceRateLimits(db, uploadLimit(user.id))
			const files = await reencodePicture(await uploadedPicture(c.req.raw))
			await replacePicture(db, storage, user.id, files)
			return c.json(await ownView(user.id))
		})
		.delete('/picture', async (c) => {
			const user = requireUser(c)
			await replacePicture(db, storage, user.id, null)
			return c.json(await ownView(user.id))
		})
}

/** Anyone's profile by username. Mounted at /api/users. */
export const publicProfileRoutes = ({ db }: { db: Database }) =>
	new Hono<AppEnv>().get('/:username/profile', async (c) => {
		const row = await findProfileByUsername(db, c.req.param('username'))
		if (!row) throw notFound('Profile')
		return c.json(await loadProfileView(db, row, c.var.user))
	})
