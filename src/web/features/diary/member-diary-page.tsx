import { useSearchParams } from 'react-router'
import { userPagePath } from '../../../shared/page-routes.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { MemberFrame, notFound, useMemberName } from '../profiles/member-frame.tsx'
import { DiaryEntries } from './diary-entries.tsx'
import { yearFrom } from './diary-months.ts'
import { useMemberDiary } from './member-diary-hooks.ts'

/** /u/<username>/diary[?year=2025]: that reader's reads the viewer may see, under the month they finished them. */
export function MemberDiaryPage() {
	const { username, valid } = useMemberName()
	const [params] = useSearchParams()
	const year = yearFrom(params.get('year'))
	const diary = useMemberDiary(username, year)
	return (
		<MemberFrame
			username={username}
			page="diary"
			title={`Diary of @${username}`}
			missing={!valid || notFound(diary.error)}
		>
			<DiaryEntries
				diary={diary}
				year={year}
				path={userPagePath(username, 'diary')}
				empty={
					<EmptyState title="No diary entries to show">
						<p>@{username} has logged no reads that you can see.</p>
					</EmptyState>
				}
				noneIn={(year) => `No entries from ${year} that you can see.`}
			/>
		</MemberFrame>
	)
}
