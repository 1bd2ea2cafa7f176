import { Link, useSearchParams } from 'react-router'
import { ADD_ENTRY_PATH, yearInReviewPath } from '../../../shared/page-routes.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { SectionPage } from '../shell/section-page.tsx'
import { GoalCard } from './goal-card.tsx'
import { statsYearFrom } from './stats-format.ts'
import { useOwnStats } from './stats-hooks.ts'
import { StatsView } from './stats-view.tsx'
import { YearFilter } from './year-filter.tsx'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/** /nav/stats[?year=2025|all]: the reader's own stats over all their entries, with their goal for the year. */
export function StatsPage() {
	const dates = useReaderTime()
	const [params] = useSearchParams()
	const thisYear = dates.year()
	const year = statsYearFrom(params.get('year'), thisYear)
	const stats = useOwnStats(year)
	return (
		<SectionPage path="/nav/stats" heading="Your Stats">
			<QueryState query={stats}>
				{(data) => (
					<>
						<YearFilter path="/nav/stats" years={data.years} current={year} thisYear={thisYear} />
						{year !== null && data.totals.books > 0 && (
							<p className="stats-page__review">
								<Link to={yearInReviewPath(data.reader.username, year)}>Your {year} in review</Link>
							</p>
						)}
						{data.totals.books === 0 && data.totals.dnf === 0 ? (
							<>
								{year !== null && <GoalCard year={year} />}
								<EmptyState title={year === null ? 'No stats yet' : `No reads in ${year} yet`}>
									<p>
										Your stats are counted from the books you log: books and pages per month, your ratings, subjects and
										authors, and how fast you read.
									</p>
									<p>
										<Link to={ADD_ENTRY_PATH}>Log a book</Link>
									</p>
								</EmptyState>
							</>
						) : (
							<StatsView stats={data} goal={year !== null && <GoalCard year={year} />} />
						)}
					</>
				)}
			</QueryState>
		</SectionPage>
	)
}
