import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { authorPath } from '../../../shared/page-routes.ts'
import type { StatsResponse } from '../../../shared/schemas/stats.ts'
import { BarChart } from './bar-chart.tsx'
import { count, periodLabel, starsLabel, timelineSummary } from './stats-format.ts'
import { StatsFigures } from './stats-figures.tsx'
import { TopList } from './top-list.tsx'

/** Every chart and figure of one reader's stats for a year or all time. `goal` is the goal card or progress. */
export function StatsView({ stats, goal }: { stats: StatsResponse; goal?: ReactNode }) {
	const { timeline } = stats
	const byMonth = timeline.unit === 'month'
	const per = byMonth ? 'month' : 'year'
	const points = (pick: 'reads' | 'pages') =>
		timeline.points.map((p) => ({
			key: p.period,
			label: byMonth ? `${periodLabel(p.period)} ${p.period.slice(0, 4)}` : p.period,
			short: periodLabel(p.period, true),
			value: p[pick],
		}))
	const summary = (pick: 'reads' | 'pages', unit: [string, string]) =>
		timelineSummary(
			timeline.points.map((p) => ({ period: p.period, value: p[pick] })),
			unit,
		)
	const rated = stats.ratings.map((value, i) => ({
		key: String(i + 1),
		label: `${starsLabel(i)} ${i === 1 ? 'star' : 'stars'}`,
		short: starsLabel(i),
		value,
	}))
	return (
		<div className="stats-view">
			{goal}
			<StatsFigures stats={stats} />
			<div className="stats-grid">
				<section className="stats-card stats-card--wide" aria-label={`Reads and pages per ${per}`}>
					<BarChart
						title={`Reads per ${per}`}
						bars={points('reads')}
						unit={['read', 'reads']}
						labelHeading={byMonth ? 'Month' : 'Year'}
						summary={summary('reads', ['read', 'reads'])}
					/>
					<BarChart
						title={`Pages per ${per}`}
						bars={points('pages')}
						unit={['page', 'pages']}
						labelHeading={byMonth ? 'Month' : 'Year'}
						summary={summary('pages', ['page', 'pages'])}
						showValues={false}
					/>
				</section>
				<section className="stats-card" aria-label="Ratings">
					<BarChart
						title="Ratings"
						bars={rated}
						unit={['read', 'reads']}
						labelHeading="Rating"
						summary={
							stats.totals.averageRating === null
								? 'No rated reads.'
								: `${count(stats.totals.rated, 'rated read', 'rated reads')}, ${stats.totals.averageRating.toFixed(2)} stars on average.`
						}
					/>
				</section>
				<TopList
					title="Top subjects"
					empty="None of these books has subjects in the catalogue."
					items={stats.subjects.map((s) => ({ key: s.name, name: s.name, books: s.books }))}
				/>
				<TopList
					title="Top authors"
					empty="No authors to show."
					items={stats.authors.map((a) => ({
						key: a.id,
						name: <Link to={authorPath(a)}>{a.name}</Link>,
						books: a.books,
					}))}
				/>
			</div>
			<p className="stats-view__note">
				Pages and listening time count each read’s own length when you gave one, else its edition’s, else the book’s;
				audiobooks count hours, not pages.
			</p>
		</div>
	)
}
