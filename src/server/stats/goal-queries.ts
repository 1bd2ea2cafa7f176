import type { GoalInput } from '../../shared/schemas/stats.ts'
import type { Database } from '../db/schema.ts'

export async function findGoal(db: Database, userId: string, year: number) {
	return db
		.selectFrom('readingGoal')
		.select(['userId', 'year', 'unit', 'target', 'visibility'])
		.where('userId', '=', userId)
		.where('year', '=', year)
		.executeTakeFirst()
}
export type GoalRow = NonNullable<Awaited<ReturnType<typeof findGoal>>>

/** Sets the year's goal, replacing the one there was; createdAt stays from the first. */
export async function upsertGoal(db: Database, userId: string, year: number, input: GoalInput) {
	const now = new Date().toISOString()
	await db
		.insertInto('readingGoal')
		.values({ userId, year, ...input, createdAt: now, updatedAt: now })
		.onConflict((oc) => oc.columns(['userId', 'year']).doUpdateSet({ ...input, updatedAt: now }))
		.execute()
}

export async function deleteGoal(db: Database, userId: string, year: number) {
	await db.deleteFrom('readingGoal').where('userId', '=', userId).where('year', '=', year).execute()
}
