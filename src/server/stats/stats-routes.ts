import { type Context, Hono } from 'hono'
import { z } from 'zod'
import {
	GoalInput,
	type GoalResponse,
	StatsQuery,
	type StatsResponse,
	Year,
	type YearInReviewResponse,
} from '../../shared/schemas/stats.ts'
import { Visibility } from '../../shared/schemas/visibility.ts'
import type { Database } from '../db/schema.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson, readQuery, validationError } from '../http/validate.ts'
import { loadOwnerRelation } from '../visibility/viewer-relation.ts'
import { deleteGoal, findGoal, upsertGoal } from './goal-queries.ts'
import { goalView, loadStats, loadYearInReview } from './load-stats.ts'
import { ownerOf, visibleOwner } from './stats-owner.ts'
import { readTotals } from './stats-queries.ts'

const PathYear = z.object({ year: Year })

/** The year in the path, as a 400 naming `year` when it is not one. */
function pathYear(c: Context): number {
	const parsed = PathYear.safeParse({ year: c.req.param('year') })
	if (!parsed.success) throw validationError(parsed.error)
	return parsed.data.year
}

/** Stats, year in review and reading goals. Mounted at /api with full paths. */
export function statsRoutes({ db }: { db: Database }) {
	const ownGoal = async (userId: string, year: number): Promise<GoalResponse> => {
		const viewer = { id: userId }
		const [goal, totals] = await Promise.all([
			findGoal(db, userId, year),
			readTotals(db, { ownerId: userId, visibilities: Visibility.options, year }),
		])
		return { goal: goalView(goal, viewer, await loadOwnerRelation(db, viewer, userId), totals) }
	}
	return new Hono<AppEnv>()
		.get('/me/stats', async (c) => {
			const user = requireUser(c)
			const { year } = readQuery(c, StatsQuery)
			const owner = await ownerOf(db, user.id)
			return c.json(
				(await loadStats(
					db,
					owner,
					user,
					await loadOwnerRelation(db, user, user.id),
					year ?? null,
				)) satisfies StatsResponse,
			)
		})
		.get('/users/:username/stats', async (c) => {
			const { year } = readQuery(c, StatsQuery)
			const { owner, relation } = await visibleOwner(db, c.var.user, c.req.param('username'))
			return c.json((await loadStats(db, owner, c.var.user, relation, year ?? null)) satisfies StatsResponse)
		})
		.get('/users/:username/year/:year', async (c) => {
			const year = pathYear(c)
			const { owner, relation, shareable } = await visibleOwner(db, c.var.user, c.req.param('username'))
			return c.json(
				(await loadYearInReview(db, owner, c.var.user, relation, year, shareable)) satisfies YearInReviewResponse,
			)
		})
		.get('/me/goals/:year', async (c) => {
			const user = requireUser(c)
			return c.json(await ownGoal(user.id, pathYear(c)))
		})
		.put('/me/goals/:year', async (c) => {
			const user = requireUser(c)
			const year = pathYear(c)
			await upsertGoal(db, user.id, year, await readJson(c, GoalInput))
			return c.json(await ownGoal(user.id, year))
		})
		.delete('/me/goals/:year', async (c) => {
			const user = requireUser(c)
			await deleteGoal(db, user.id, pathYear(c))
			return c.json({ goal: null } satisfies GoalResponse)
		})
}
