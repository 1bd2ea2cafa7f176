import { EmptyState } from '../../components/ui/empty-state.tsx'
import { SectionPage } from './section-page.tsx'

export function ClubsPage() {
	return (
		<SectionPage path="/nav/clubs" heading="Your Book Clubs">
			<EmptyState title="You are not in any book club yet">
				<p>Book clubs let a group read the same book on a schedule and talk about it. The clubs you join will be listed here.</p>
			</EmptyState>
		</SectionPage>
	)
}
