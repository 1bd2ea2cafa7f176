import { Link, useSearchParams } from 'react-router'
import { ADD_ENTRY_PATH } from '../../../shared/page-routes.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FilterLinks } from '../../components/ui/filter-links.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { SectionPage } from '../shell/section-page.tsx'
import { DiaryMonthSection } from './diary-month-section.tsx'
import { groupByMonth, yearFrom } from './diary-months.ts'
import { useDiary } from './diary-hooks.ts'

const counted = (n: number) => (n === 1 ? '1 entry' : `${n.toLocaleString('en-US')} entries`)

/** /nav/diary[?year=2025]: the reader's reads under the month they finished them, newest first. */
export function DiaryPage() {
	const [params] = useSearchParams()
	const year = yearFrom(params.get('year'))
	const diary = useDiary(year)
	return (
		<SectionPage path="/nav/diary" heading="Your Diary">
			<QueryState query={diary}>
				{(data) => {
					const entries = data.pages.flatMap((page) => page.entries)
					const years = data.pages[0]?.years ?? []
					if (years.length === 0) return <EmptyDiary />
					return (
						<>
							<YearFilter years={years} current={year} />
							{entries.length === 0 ? (
								<p className="reading-log__none">You have no entries from {year}.</p>
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
		</SectionPage>
	)
}

function YearFilter({ years, current }: { years: number[]; current: number | null }) {
	const choices = [null, ...years].map((year) => ({
		label: year === null ? 'All years' : String(year),
		to: year === null ? '/nav/diary' : `/nav/diary?year=${year}`,
		current: year === current,
	}))
	return <FilterLinks label="Diary years" choices={choices} />
}

function EmptyDiary() {
	return (
		<EmptyState title="Your diary is empty">
			<p>Every book you log appears here under the month you read it, with the day you finished it and your rating.</p>
			<p>
				<Link to={ADD_ENTRY_PATH}>Log a book</Link>
			</p>
		</EmptyState>
	)
}
