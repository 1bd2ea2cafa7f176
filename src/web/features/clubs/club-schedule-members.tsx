import { Link } from 'react-router'
import { publicProfilePath } from '../../../shared/page-routes.ts'
import type { ClubScheduleResponse } from '../../../shared/schemas/club-schedule.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { placeWords } from './club-schedule-words.ts'

const ROLE_WORDS = { owner: 'owner', moderator: 'moderator', member: null } as const

/** Where each member is in the book, the viewer first; 'Not shared' for progress the viewer may not see. */
export function ClubScheduleMembers({ schedule }: { schedule: ClubScheduleResponse }) {
	return (
		<section className="club-places" aria-labelledby="club-places-heading">
			<h2 id="club-places-heading">Where everyone is</h2>
			<ul className="club-places__list">
				{schedule.members.map((member) => {
					const name = member.reader.name || member.reader.username
					const role = ROLE_WORDS[member.role]
					return (
						<li key={member.reader.username} className="club-places__member">
							<Avatar src={member.reader.image} name={name} size="small" />
							<div className="club-places__text">
								<p className="club-places__name">
									<Link to={publicProfilePath(member.reader.username)}>{name}</Link>
									{member.you && ' (you)'}
									{role && <span className="muted"> · {role}</span>}
								</p>
								<p className={member.status === 'hidden' ? 'muted' : undefined}>
									{placeWords(member, schedule.sections)}
								</p>
							</div>
						</li>
					)
				})}
			</ul>
		</section>
	)
}
