import { EmptyState } from '../../components/ui/empty-state.tsx'
import { SectionPage } from '../sections/section-page.tsx'
import { AddEntryButton } from './add-entry-button.tsx'
import { PopularWeek } from './popular-week.tsx'

/** /nav/home, the signed-in home: what readers log this week, and the way to log a book. */
export function PopularPage() {
	return (
		<SectionPage path="/nav/home">
			<div className="popular-page">
				<PopularWeek />
				<EmptyState title="Popular with friends">
					<p>
						This will show the books the people you follow logged this week. Following readers arrives with Dogear's social features,
						so there is nothing to show here yet.
					</p>
				</EmptyState>
				<AddEntryButton />
			</div>
		</SectionPage>
	)
}
