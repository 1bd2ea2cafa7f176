// The order of a series' books: their position read as a number, so '10' follows '2'.

type Placed = { seriesNumber: string | null; title: string }

/** A position's first number: '2' → 2, '0.5' → 0.5, '1-4' → 1; no position sorts last. */
export function seriesPosition(seriesNumber: string | null): number {
	const value = Number.parseFloat(seriesNumber ?? '')
	return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY
}

/** By position, then the single book before a range starting there ('1' before '1-3'), then by title. */
export function compareInSeries(a: Placed, b: Placed): number {
	return (
		seriesPosition(a.seriesNumber) - seriesPosition(b.seriesNumber) ||
		(a.seriesNumber ?? '').length - (b.seriesNumber ?? '').length ||
		a.title.localeCompare(b.title)
	)
}
