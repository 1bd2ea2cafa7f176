import type { ClubView } from '../../../shared/schemas/clubs.ts'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ClubFrame } from './club-frame.tsx'
import { ClubThreadForm } from './club-thread-form.tsx'
import { ClubDiscussionClosed, ClubThreadList } from './club-thread-list.tsx'
import { useClubThreads } from './club-thread-hooks.ts'

/** /club/<id>/discussion: the club's threads by section, then the general ones, and a form to start one. */
export function ClubDiscussionPage() {
	return (
		<ClubFrame title="Discussion">
			{(club) => (club.can.take_part ? <Discussion club={club} /> : <ClubDiscussionClosed />)}
		</ClubFrame>
	)
}

function Discussion({ club }: { club: ClubView }) {
	const discussion = useClubThreads(club.id, true)
	return (
		<QueryState query={discussion}>
			{(data) => (
				<div className="club-discussion">
					<ClubThreadList clubId={club.id} discussion={data} />
					<ClubThreadForm
						clubId={club.id}
						sections={data.sections.filter((s) => s.section.ofCurrentBook).map((s) => s.section)}
					/>
				</div>
			)}
		</QueryState>
	)
}
