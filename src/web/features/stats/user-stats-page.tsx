import { Link, useParams, useSearchParams } from 'react-router'
import { publicProfilePath, userPagePath, yearInReviewPath } from '../../../shared/page-routes.ts'
import { USERNAME_PATTERN } from '../../../shared/schemas/auth.ts'
import type { ReadingGoal } from '../../../shared/schemas/stats.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { OpenFrame } from '../shell/open-frame.tsx'
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
	const username = useParams().username ?? ''
	const valid = USERNAME_PATTERN.test(username)
	const [params] = useSearchParams()
	const thisYear = dates.year()
	const year = statsYearFrom(params.get('year'), thisYear)
	const stats = useUserStats(username, year, valid)
	if (!valid || (stats.error instanceof ApiError && stats.error.status === 404)) return <NotFoundPage />
	const name = stats.data ? stats.data.reader.name || stats.data.reader.username : username
	return (
		<OpenFrame>
			<div className="section-page">
				<PageHeader title={`${name}’s stats`} documentTitle={`${name}’s stats`} />
				<QueryState query={stats}>
					{(data) => (
						<>
							<p className="stats-page__back">
								<Link to={publicProfilePath(data.reader.username)}>Back to {name}’s profile</Link>
								{year !== null && data.totals.books > 0 && (
									<>
										{' · '}
										<Link to={yearInReviewPath(data.reader.username, year)}>
											{name}’s {year} in review
										</Link>
									</>
								)}
							</p>
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
			</div>
		</OpenFrame>
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
