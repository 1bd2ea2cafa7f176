import { EmptyState } from '../../components/ui/empty-state.tsx'
import { SectionPage } from './section-page.tsx'

export function ReviewsPage() {
	return (
		<SectionPage path="/nav/reviews" heading="Your Reviews">
			<EmptyState title="No reviews yet">
				<p>When you log a book and write a few words about it, your review appears here, most recently updated first.</p>
			</EmptyState>
		</SectionPage>
	)
}
