import { BarChart } from '../stats/bar-chart.tsx'
import { count, starsLabel } from '../stats/stats-format.ts'
import { useUserStats } from '../stats/stats-hooks.ts'

/** How the reader rates, in half stars: the stats page's ratings chart over every read the viewer may see. */
export function RatingSpread({ username }: { username: string }) {
	const stats = useUserStats(username, null, true)
	if (!stats.data || stats.data.totals.rated === 0) return null
	const { ratings, totals } = stats.data
	return (
		<section className="profile-section showcase-ratings" aria-label="Ratings">
			<BarChart
				title="Ratings"
				bars={ratings.map((value, i) => ({
					key: String(i + 1),
					label: `${starsLabel(i)} ${i === 1 ? 'star' : 'stars'}`,
					short: starsLabel(i),
					value,
				}))}
				unit={['read', 'reads']}
				labelHeading="Rating"
				summary={`${count(totals.rated, 'rated read', 'rated reads')}, ${totals.averageRating?.toFixed(2) ?? '–'} stars on average.`}
			/>
		</section>
	)
}
