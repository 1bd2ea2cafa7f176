import { Link, useParams } from 'react-router'
import { userPagePath, yearInReviewPath } from '../../../shared/page-routes.ts'
import { USERNAME_PATTERN } from '../../../shared/schemas/auth.ts'
import type { YearInReviewResponse } from '../../../shared/schemas/stats.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { MemberNav } from '../profiles/member-nav.tsx'
import { useReaderTime } from '../../lib/reader-clock.tsx'
import { OpenFrame } from '../shell/open-frame.tsx'
import { BarChart } from './bar-chart.tsx'
import { GoalProgress } from './goal-progress.tsx'
import { ReviewBookCard } from './review-book.tsx'
import { SharePanel } from './share-panel.tsx'
import { count, periodLabel, timelineSummary } from './stats-format.ts'
import { StatsFigures } from './stats-figures.tsx'
import { useYearInReview } from './stats-hooks.ts'

/**
 * /u/<username>/year/<year>: a reader's year in books, at a stable address. Anyone may open it when the profile
 * is public (the server adds link-preview tags then); otherwise it opens as the profile does.
 */
export function YearInReviewPage() {
	const { username = '', year: yearParam = '' } = useParams()
	const valid = USERNAME_PATTERN.test(username) && /^\d{4}$/.test(yearParam) && Number(yearParam) >= 1000
	const year = Number(yearParam)
	const review = useYearInReview(username, year, valid)
	if (!valid || (review.error instanceof ApiError && review.error.status === 404)) return <NotFoundPage />
	const name = review.data ? review.data.stats.reader.name || review.data.stats.reader.username : username
	return (
		<OpenFrame>
			<div className="section-page year-review">
				<PageHeader title={`${name}’s ${year} in books`} />
				<QueryState query={review}>{(data) => <YearInReview review={data} name={name} year={year} />}</QueryState>
			</div>
		</OpenFrame>
	)
}

function YearInReview({ review, name, year }: { review: YearInReviewResponse; name: string; year: number }) {
	const { stats } = review
	const username = stats.reader.username
	const bars = stats.timeline.points.map((p) => ({
		key: p.period,
		label: `${periodLabel(p.period)} ${year}`,
		short: periodLabel(p.period, true),
		value: p.reads,
	}))
	// A year still to come has nothing to review: the page never links forward past the reader's own year.
	const thisYear = useReaderTime().year()
	return (
		<>
			<MemberNav username={username} current="year" />
			<nav className="year-review__nav" aria-label="Years">
				<Link to={yearInReviewPath(username, year - 1)}>← {year - 1}</Link>
				<Link to={`${userPagePath(username, 'stats')}?year=${year}`}>All stats</Link>
				{year < thisYear && <Link to={yearInReviewPath(username, year + 1)}>{year + 1} →</Link>}
			</nav>
			{stats.totals.books === 0 ? (
				<EmptyState title={`No reads in ${year}`}>
					<p>
						There are no books finished in {year} here{stats.can.editGoal ? '' : ' that you can see'}. The year in
						review fills in as books are logged.
					</p>
				</EmptyState>
			) : (
				<>
					<p className="year-review__lead">
						{name} read {count(stats.totals.books, 'book', 'books')}
						{stats.totals.reads > stats.totals.books && ` (${count(stats.totals.reads, 'read', 'reads')} with rereads)`}{' '}
						and {count(stats.totals.pages, 'page', 'pages')} in {year}
						{stats.totals.averageRating !== null &&
							`, rating them ${stats.totals.averageRating.toFixed(2)} stars on average`}
						.
					</p>
					{stats.goal && <GoalProgress goal={stats.goal} />}
					{review.topRated.length > 0 && (
						<section className="year-review__section" aria-labelledby="top-rated">
							<h2 id="top-rated">Top rated</h2>
							<div className="year-review__books">
								{review.topRated.map((read, i) => (
									<ReviewBookCard key={`${read.book.id}-${read.readOn}-${i}`} read={read} />
								))}
							</div>
						</section>
					)}
					<section className="year-review__section" aria-labelledby="first-last">
						<h2 id="first-last">First and last book of the year</h2>
						<div className="year-review__books year-review__books--two">
							{review.first && <ReviewBookCard read={review.first} caption="First" />}
							{review.last && <ReviewBookCard read={review.last} caption="Last" />}
						</div>
					</section>
					<section className="year-review__section" aria-labelledby="highlights">
						<h2 id="highlights">Highlights</h2>
						<StatsFigures stats={stats} />
						<BarChart
							title="Reads per month"
							bars={bars}
							unit={['read', 'reads']}
							labelHeading="Month"
							summary={timelineSummary(
								bars.map((b) => ({ period: b.key, value: b.value })),
								['read', 'reads'],
							)}
						/>
					</section>
				</>
			)}
			<SharePanel shareable={review.shareable} own={stats.can.editGoal} />
		</>
	)
}
