import { EmptyState } from '../../components/ui/empty-state.tsx'
import { SectionPage } from './section-page.tsx'

export function ReadlistPage() {
	return (
		<SectionPage path="/nav/readlist">
			<EmptyState title="Your want-to-read shelf is empty">
				<p>Books you mark as "want to read" wait for you here, newest first.</p>
			</EmptyState>
		</SectionPage>
	)
}
