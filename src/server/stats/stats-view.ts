import { averageOfHalfStars, HALF_STARS_MAX } from '../../shared/ratings.ts'
import type { TimelinePoint } from '../../shared/schemas/stats.ts'

type Period = { period: string; reads: number; pages: number }

/**
 * Every period of the chart, with zeros where nothing was read: the twelve months of a year, or every year
 * from the first read to the last for all time (an empty year in between is a gap worth seeing).
 */
export function fillTimeline(year: number | null, rows: readonly Period[]): TimelinePoint[] {
	const byPeriod = new Map(rows.map((r) => [r.period, r]))
	const point = (period: string) => ({
		period,
		reads: byPeriod.get(period)?.reads ?? 0,
		pages: byPeriod.get(period)?.pages ?? 0,
	})
	if (year !== null)
		return Array.from({ length: 12 }, (_, i) =>
			point(`${String(year).padStart(4, '0')}-${String(i + 1).padStart(2, '0')}`),
		)
	const years = rows.map((r) => Number(r.period))
	if (years.length === 0) return []
	const first = Math.min(...years)
	return Array.from({ length: Math.max(...years) - first + 1 }, (_, i) => point(String(first + i).padStart(4, '0')))
}

/** Counts per half star (index 0 = half a star) from the grouped rows. */
export function ratingHistogram(rows: readonly { halfStars: number; reads: number }[]): number[] {
	const histogram = Array.from({ length: HALF_STARS_MAX }, () => 0)
	for (const row of rows) histogram[row.halfStars - 1] = row.reads
	return histogram
}

/** The totals as the page shows them: average rating in stars (two decimals), average pages rounded. */
export function statsTotals(
	t: { books: number; reads: number; pages: number; rereads: number; rated: number; ratingSum: number; paged: number },
	dnf: number,
) {
	return {
		books: t.books,
		reads: t.reads,
		pages: t.pages,
		rereads: t.rereads,
		dnf,
		rated: t.rated,
		averageRating: averageOfHalfStars(t.ratingSum, t.rated),
		averagePages: t.paged === 0 ? null : Math.round(t.pages / t.paged),
	}
}
