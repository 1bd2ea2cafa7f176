import { EmptyState } from '../../components/ui/empty-state.tsx'
import { SectionPage } from './section-page.tsx'

export function PopularPage() {
	return (
		<SectionPage path="/nav/home">
			<EmptyState title="Popular this week">
				<p>Nothing popular yet this week. When readers log books, the most logged of the last 7 days appear here.</p>
			</EmptyState>
			<EmptyState title="Popular with friends">
				<p>Nothing here yet. Once you follow readers and they log books, their most logged books of the week appear here.</p>
			</EmptyState>
		</SectionPage>
	)
}
