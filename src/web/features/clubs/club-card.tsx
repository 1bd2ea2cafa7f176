import { Link } from 'react-router'
import { clubPath, publicProfilePath } from '../../../shared/page-routes.ts'
import type { ClubSummary } from '../../../shared/schemas/club-core.ts'
import { ClubPicture } from './club-picture.tsx'

export const memberCount = (n: number) => (n === 1 ? '1 member' : `${n.toLocaleString('en-US')} members`)
const ROLE_WORDS = { owner: 'you run it', moderator: 'you moderate it', member: 'you are a member' } as const

/** A club in a list of clubs: picture, name (the link), who runs it, how many are in it and the viewer's place. */
export function ClubCard({ club }: { club: ClubSummary }) {
	const mine = club.viewer?.status === 'member' ? ROLE_WORDS[club.viewer.role] : null
	return (
		<li className="club-card">
			<ClubPicture club={club} size="small" />
			<div className="club-card__text">
				<h3 className="club-card__name">
					<Link to={clubPath(club.id)}>{club.name}</Link>
				</h3>
				<p className="club-card__facts">
					{club.access === 'public' ? 'Public' : 'Invite-only'} · {memberCount(club.memberCount)} · run by{' '}
					<Link to={publicProfilePath(club.owner.username)}>{club.owner.name || club.owner.username}</Link>
					{mine && ` · ${mine}`}
				</p>
				{club.description && <p className="club-card__description">{club.description}</p>}
			</div>
		</li>
	)
}

export function ClubCards({ clubs }: { clubs: ClubSummary[] }) {
	return (
		<ul className="club-cards">
			{clubs.map((club) => (
				<ClubCard key={club.id} club={club} />
			))}
		</ul>
	)
}
