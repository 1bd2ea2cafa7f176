import { FilterLinks } from '../../components/ui/filter-links.tsx'
import { statsYears } from './stats-format.ts'

/** This year, every year with reads, and all time, each a link (?year=2025, ?year=all) so a choice can be shared. */
export function YearFilter({
	path,
	years,
	current,
	thisYear,
}: {
	path: string
	years: readonly number[]
	current: number | null
	thisYear: number
}) {
	const choices = [...statsYears(years, thisYear), null].map((year) => ({
		label: year === null ? 'All time' : String(year),
		to: `${path}?year=${year ?? 'all'}`,
		current: year === current,
	}))
	return <FilterLinks label="Stats years" choices={choices} />
}
