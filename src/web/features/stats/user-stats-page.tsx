import { Link, useSearchParams } from 'react-router'
import { userPagePath, yearInReviewPath } from '../../../shared/page-routes.ts'
import type { ReadingGoal } from '../../../shared/schemas/stats.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { MemberFrame, notFound, useMemberName } from '../profiles/member-frame.tsx'
import { GoalProgress } from './goal-progress.tsx'
import { statsYearFrom } from './stats-format.ts'
import { useUserStats } from './stats-hooks.ts'
import { StatsView } from './stats-view.tsx'
import { YearFilter } from './year-filter.tsx'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/**
 * /u/<username>/stats[?year=…]: a reader's stats, counted from the entries the viewer may see. Whoever may not
 * view the profile gets the not-found page, as for the profile itself.
 */
export function UserStatsPage() {
	const dates = useReaderTime()
	const { username, valid } = useMemberName()
	const [params] = useSearchParams()
	const thisYear = dates.year()
	const year = statsYearFrom(params.get('year'), thisYear)
	const stats = useUserStats(username, year, valid)
	const name = stats.data ? stats.data.reader.name || stats.data.reader.username : username
	return (
		<MemberFrame username={username} page="stats" title={`${name}’s stats`} missing={!valid || notFound(stats.error)}>
			<QueryState query={stats}>
				{(data) => (
					<>
						{year !== null && data.totals.books > 0 && (
							<p className="stats-page__back">
								<Link to={yearInReviewPath(data.reader.username, year)}>
									{name}’s {year} in review
								</Link>
							</p>
						)}
						<YearFilter
							path={userPagePath(data.reader.username, 'stats')}
							years={data.years}
							current={year}
							thisYear={thisYear}
						/>
						{data.totals.books === 0 && data.totals.dnf === 0 ? (
							<EmptyState title={year === null ? 'No stats to show' : `No reads to show for ${year}`}>
								<p>
									{name} has no reads here that you can see. Stats count only the entries their owner shares with you.
								</p>
							</EmptyState>
						) : (
							<StatsView stats={data} goal={data.goal && <ReaderGoal goal={data.goal} />} />
						)}
					</>
				)}
			</QueryState>
		</MemberFrame>
	)
}

function ReaderGoal({ goal }: { goal: ReadingGoal }) {
	return (
		<section className="stats-card goal-card" aria-labelledby="reader-goal-title">
			<h2 className="stats-card__title" id="reader-goal-title">
				Reading goal for {goal.year}
			</h2>
			<GoalProgress goal={goal} />
		</section>
	)
}
