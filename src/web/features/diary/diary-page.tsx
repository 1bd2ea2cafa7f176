import { Link, useSearchParams } from 'react-router'
import { ADD_ENTRY_PATH } from '../../../shared/page-routes.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { SectionPage } from '../shell/section-page.tsx'
import { DiaryEntries } from './diary-entries.tsx'
import { yearFrom } from './diary-months.ts'
import { useDiary } from './diary-hooks.ts'

/** /nav/diary[?year=2025]: the reader's reads under the month they finished them, newest first. */
export function DiaryPage() {
	const [params] = useSearchParams()
	const year = yearFrom(params.get('year'))
	return (
		<SectionPage path="/nav/diary" heading="Your Diary">
			<DiaryEntries
				diary={useDiary(year)}
				year={year}
				path="/nav/diary"
				empty={<EmptyDiary />}
				noneIn={(year) => `You have no entries from ${year}.`}
			/>
		</SectionPage>
	)
}

function EmptyDiary() {
	return (
		<EmptyState title="Your diary is empty">
			<p>Every book you log appears here under the month you read it, with the day you finished it and your rating.</p>
			<p>
				<Link to={ADD_ENTRY_PATH}>Log a book</Link>
			</p>
		</EmptyState>
	)
}
