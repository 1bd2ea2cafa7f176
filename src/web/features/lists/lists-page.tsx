import { EmptyState } from '../../components/ui/empty-state.tsx'
import { SectionPage } from '../sections/section-page.tsx'

export function ListsPage() {
	return (
		<SectionPage path="/nav/lists">
			<EmptyState title="No lists yet">
				<p>Lists collect books around anything you like, ranked or not, for everyone, your friends or just you. Your lists will appear here, most recently updated first.</p>
			</EmptyState>
		</SectionPage>
	)
}
