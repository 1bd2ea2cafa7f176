import { Link } from 'react-router'
import { publicProfilePath } from '../../../shared/page-routes.ts'
import type { ClubView } from '../../../shared/schemas/clubs.ts'
import { memberCount } from './club-card.tsx'
import { ClubCurrentBook } from './club-current-book.tsx'
import { ClubFrame } from './club-frame.tsx'
import { ClubMembershipActions } from './club-membership-actions.tsx'
import { ClubPicture } from './club-picture.tsx'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/** /club/<id>: the club's Overview: picture, description, owner, members, what the viewer can do, and the book it reads now. */
export function ClubPage() {
	return <ClubFrame title="Overview">{(club) => <Overview club={club} />}</ClubFrame>
}

function Overview({ club }: { club: ClubView }) {
	const dates = useReaderTime()
	return (
		<div className="club-overview">
			<section className="club-about" aria-label="About the club">
				<ClubPicture club={club} size="large" />
				<div className="club-about__text">
					<p className="club-about__facts">
						Run by <Link to={publicProfilePath(club.owner.username)}>{club.owner.name || club.owner.username}</Link> ·{' '}
						{memberCount(club.memberCount)} · since{' '}
						<time dateTime={club.createdAt}>{dates.longDate(club.createdAt)}</time>
					</p>
					{club.description ? (
						<p className="club-about__description">{club.description}</p>
					) : (
						<p className="muted">No description yet.</p>
					)}
				</div>
			</section>
			<ClubMembershipActions club={club} />
			<ClubCurrentBook club={club} />
		</div>
	)
}
