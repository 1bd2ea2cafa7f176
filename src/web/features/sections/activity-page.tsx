import { EmptyState } from '../../components/ui/empty-state.tsx'
import { SectionPage } from './section-page.tsx'

export function ActivityPage() {
	return (
		<SectionPage path="/nav/activity" heading="Your activity">
			<EmptyState title="Nothing has happened yet">
				<p>Your reads, reviews and new lists, and those of readers you follow, will show up here as they happen.</p>
			</EmptyState>
		</SectionPage>
	)
}
