import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { DiaryResponse } from '../../../shared/schemas/entries.ts'
import { FilterLinks } from '../../components/ui/filter-links.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { DiaryMonthSection } from './diary-month-section.tsx'
import { groupByMonth } from './diary-months.ts'

const counted = (n: number) => (n === 1 ? '1 entry' : `${n.toLocaleString('en-US')} entries`)

/**
 * A diary read a page at a time, the reader's own (/nav/diary) or someone's (/u/<username>/diary): the year
 * filter (links under `path`), the months, and Load more. `empty` shows when there is no entry at all;
 * `noneIn` says a year has none.
 */
export function DiaryEntries({
	diary,
	year,
	path,
	empty,
	noneIn,
}: {
	diary: UseInfiniteQueryResult<InfiniteData<DiaryResponse>, Error>
	year: number | null
	path: string
	empty: ReactNode
	noneIn: (year: number | null) => string
}) {
	return (
		<QueryState query={diary}>
			{(data) => {
				const entries = data.pages.flatMap((page) => page.entries)
				const years = data.pages[0]?.years ?? []
				if (years.length === 0) return empty
				return (
					<>
						<YearFilter path={path} years={years} current={year} />
						{entries.length === 0 ? (
							<p className="reading-log__none">{noneIn(year)}</p>
						) : (
							groupByMonth(entries).map((month, index) => (
								<DiaryMonthSection key={month.key} month={month} leads={index === 0} />
							))
						)}
						<LoadMore
							pager={diary}
							shown={`Showing ${counted(entries.length)}${year === null ? '' : ` from ${year}`}.`}
						/>
					</>
				)
			}}
		</QueryState>
	)
}

function YearFilter({ path, years, current }: { path: string; years: number[]; current: number | null }) {
	const choices = [null, ...years].map((year) => ({
		label: year === null ? 'All years' : String(year),
		to: year === null ? path : `${path}?year=${year}`,
		current: year === current,
	}))
	return <FilterLinks label="Diary years" choices={choices} />
}
