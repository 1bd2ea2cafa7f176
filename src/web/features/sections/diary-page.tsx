import { EmptyState } from '../../components/ui/empty-state.tsx'
import { SectionPage } from './section-page.tsx'

export function DiaryPage() {
	return (
		<SectionPage path="/nav/diary" heading="Your Diary">
			<EmptyState title="Your diary is empty">
				<p>Every book you log appears here under the month you read it, with the day you finished it and your rating.</p>
			</EmptyState>
		</SectionPage>
	)
}
