import type { ReadingGoal, StatsResponse, YearInReviewResponse } from '../../shared/schemas/stats.ts'
import type { ReaderRef } from '../../shared/schemas/visibility.ts'
import type { Database } from '../db/schema.ts'
import { canEdit, canView, type OwnerRelation, type Viewer } from '../visibility/visibility-policy.ts'
import { findGoal, type GoalRow } from './goal-queries.ts'
import { readAggregates } from './stats-aggregates.ts'
import { seenVisibilities } from './stats-policy.ts'
import { didNotFinishCount, readYears, type StatsScope } from './stats-queries.ts'
import { fillTimeline, ratingHistogram, statsTotals } from './stats-view.ts'
import { edgeRead, topRatedBooks } from './year-review-queries.ts'

export type StatsOwner = { userId: string; reader: ReaderRef }
const TOP = 8
const TOP_RATED = 6

/** The goal as this viewer may see it, with what the reads they may see add up to. */
export function goalView(
	goal: GoalRow | undefined,
	viewer: Viewer,
	relation: OwnerRelation,
	totals: { books: number; pages: number },
): ReadingGoal | null {
	if (!goal || !canView(viewer, goal, relation)) return null
	return {
		year: goal.year,
		unit: goal.unit,
		target: goal.target,
		visibility: goal.visibility,
		done: goal.unit === 'books' ? totals.books : totals.pages,
	}
}

/**
 * A reader's stats for one year or all time, over the entries the viewer may see (the owner's own: all of them).
 * The figures come from one statement of aggregates (readAggregates); the years and did-not-finish beside it.
 */
export async function loadStats(
	db: Database,
	owner: StatsOwner,
	viewer: Viewer,
	relation: OwnerRelation,
	year: number | null,
): Promise<StatsResponse> {
	const scope: StatsScope = {
		ownerId: owner.userId,
		visibilities: seenVisibilities(viewer, owner.userId, relation),
		year,
	}
	const [{ totals, formats, timeline, ratings, subjects, authors, longest, shortest, pace }, dnf, years, goal] =
		await Promise.all([
			readAggregates(db, scope, TOP),
			didNotFinishCount(db, scope),
			readYears(db, scope),
			year === null ? undefined : findGoal(db, owner.userId, year),
		])
	return {
		reader: owner.reader,
		year,
		years,
		totals: statsTotals(totals, dnf),
		formats,
		timeline: { unit: year === null ? 'year' : 'month', points: fillTimeline(year, timeline) },
		ratings: ratingHistogram(ratings),
		subjects,
		authors,
		longest,
		shortest,
		pace,
		goal: goalView(goal, viewer, relation, totals),
		can: { editGoal: canEdit(viewer, { userId: owner.userId }) },
	}
}

/** The year's stats with its best-rated books and its first and last read. */
export async function loadYearInReview(
	db: Database,
	owner: StatsOwner,
	viewer: Viewer,
	relation: OwnerRelation,
	year: number,
	shareable: boolean,
): Promise<YearInReviewResponse> {
	const scope: StatsScope = {
		ownerId: owner.userId,
		visibilities: seenVisibilities(viewer, owner.userId, relation),
		year,
	}
	const [stats, topRated, first, last] = await Promise.all([
		loadStats(db, owner, viewer, relation, year),
		topRatedBooks(db, scope, TOP_RATED),
		edgeRead(db, scope, 'first'),
		edgeRead(db, scope, 'last'),
	])
	return { stats, topRated, first, last, shareable }
}
