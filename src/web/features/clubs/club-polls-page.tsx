import type { ClubView } from '../../../shared/schemas/clubs.ts'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ClubFrame } from './club-frame.tsx'
import { ClubPollCard } from './club-poll-card.tsx'
import { ClubPollOpenForm } from './club-poll-open-form.tsx'
import { useClubPolls, useClubPollWrites } from './club-poll-hooks.ts'

/** /club/<id>/polls ('Next book'): the open poll to vote in, a moderator's form for a new one, and earlier polls. */
export function ClubPollsPage() {
	return <ClubFrame title="Next book">{(club) => <PollsOf club={club} />}</ClubFrame>
}

function PollsOf({ club }: { club: ClubView }) {
	// Inside an invite-only club is for members: a reader only invited sees the club, and the server 404s the rest.
	if (club.access === 'invite' && !club.can.take_part)
		return <p className="muted">The polls are for the club's members.</p>
	return <LoadedPolls club={club} />
}

function LoadedPolls({ club }: { club: ClubView }) {
	const polls = useClubPolls(club.id)
	const writes = useClubPollWrites(club.id)
	return (
		<QueryState query={polls}>
			{({ polls, can }) => {
				const open = polls.filter((poll) => poll.status === 'open')
				const closed = polls.filter((poll) => poll.status === 'closed')
				return (
					<div className="club-polls">
						<section aria-labelledby="club-polls-open-heading">
							<h2 id="club-polls-open-heading" tabIndex={-1}>
								Vote for the next book
							</h2>
							{open.length === 0 && <p className="muted">No poll is open.{can.open ? ' Open one below.' : ''}</p>}
							{open.length > 0 && !club.can.take_part && (
								<p className="muted">Members vote; join the club to have your say.</p>
							)}
							{open.map((poll) => (
								<ClubPollCard key={poll.id} poll={poll} writes={writes} />
							))}
						</section>
						{can.open && open.length === 0 && (
							<ClubPollOpenForm
								writes={writes}
								onOpened={() => document.getElementById('club-polls-open-heading')?.focus()}
							/>
						)}
						{closed.length > 0 && (
							<section aria-labelledby="club-polls-closed-heading">
								<h2 id="club-polls-closed-heading">Earlier polls</h2>
								{closed.map((poll) => (
									<ClubPollCard key={poll.id} poll={poll} writes={writes} />
								))}
							</section>
						)}
					</div>
				)
			}}
		</QueryState>
	)
}
