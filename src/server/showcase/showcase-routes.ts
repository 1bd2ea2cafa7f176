import { Hono } from 'hono'
import {
	FavouriteMessages,
	FavouritesInput,
	type FavouritesResponse,
	type Showcase,
} from '../../shared/schemas/showcase.ts'
import type { Database } from '../db/schema.ts'
import { ApiError, notFound } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { findProfileByUsername } from '../profiles/profile-queries.ts'
import { loadOwnerRelation } from '../visibility/viewer-relation.ts'
import { countBooks, replaceFavourites } from './favourite-queries.ts'
import { loadFavourites, loadShowcase } from './load-showcase.ts'
import { canViewShowcase } from './showcase-policy.ts'

const unknownBook = () =>
	new ApiError(400, 'validation_failed', FavouriteMessages.bookNotFound, { bookIds: FavouriteMessages.bookNotFound })

/** A profile's books: anyone's showcase (mounted at /api/users), the own favourites (at /api/profile). */
export const showcaseRoutes = ({ db }: { db: Database }) =>
	new Hono<AppEnv>().get('/:username/showcase', async (c) => {
		const row = await findProfileByUsername(db, c.req.param('username'))
		if (!row) throw notFound('Profile')
		if (!canViewShowcase(c.var.user, row, await loadOwnerRelation(db, c.var.user, row.userId)))
			throw notFound('Profile')
		return c.json((await loadShowcase(db, row.userId, c.var.user?.id ?? null)) satisfies Showcase)
	})

export const favouriteRoutes = ({ db }: { db: Database }) =>
	new Hono<AppEnv>()
		.get('/favourites', async (c) => {
			const user = requireUser(c)
			return c.json((await loadFavourites(db, user.id)) satisfies FavouritesResponse)
		})
		.put('/favourites', async (c) => {
			const user = requireUser(c)
			const { bookIds } = await readJson(c, FavouritesInput)
			if ((await countBooks(db, bookIds)) !== bookIds.length) throw unknownBook()
			await replaceFavourites(db, user.id, bookIds, new Date().toISOString())
			return c.json((await loadFavourites(db, user.id)) satisfies FavouritesResponse)
		})
