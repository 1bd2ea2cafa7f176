import { Hono } from 'hono'
import {
	FavouriteMessages,
	FavouritesInput,
	type FavouritesResponse,
	type Showcase,
} from '../../shared/schemas/showcase.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { openMember } from '../profiles/member-access.ts'
import { countBooks, replaceFavourites } from './favourite-queries.ts'
import { loadFavourites, loadShowcase } from './load-showcase.ts'

const unknownBook = () =>
	new ApiError(400, 'validation_failed', FavouriteMessages.bookNotFound, { bookIds: FavouriteMessages.bookNotFound })

/** A profile's books: anyone's showcase (mounted at /api/users), the own favourites (at /api/profile). */
export const showcaseRoutes = ({ db }: { db: Database }) =>
	new Hono<AppEnv>().get('/:username/showcase', async (c) => {
		const row = await openMember(db, c.var.user, c.req.param('username'))
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
