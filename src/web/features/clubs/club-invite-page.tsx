import { Link, useLocation, useParams } from 'react-router'
import { clubPath, isKnownPage, publicProfilePath } from '../../../shared/page-routes.ts'
import type { ClubView } from '../../../shared/schemas/clubs.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { useSession } from '../site/session-hooks.ts'
import { OpenFrame } from '../shell/open-frame.tsx'
import { useAnswerLink, useLinkedClub } from './club-member-hooks.ts'
import { memberCount } from './club-card.tsx'
import { ClubPicture } from './club-picture.tsx'

/**
 * /club/join/<token>: where an invite link leads. A signed-in reader sees the club and joins it (a public
 * club, or one that invited them) or asks to join (docs/decisions/0009-club-invite-links.md); a visitor is
 * asked to sign in first, since the link is a secret and the club may be invite-only.
 */
export function ClubInvitePage() {
	const token = useParams().token ?? ''
	const { pathname } = useLocation()
	const valid = isKnownPage(pathname)
	const session = useSession()
	const signedIn = Boolean(session.data?.user)
	const club = useLinkedClub(token, valid && signedIn)
	if (!valid) return <NotFoundPage />
	return (
		<OpenFrame>
			<div className="section-page club-invite-page">
				{!signedIn ? (
					<>
						<PageHeader title="An invitation to a book club" />
						<p>
							<Link to={`/login?next=${encodeURIComponent(pathname)}`} className="button button--primary">
								Sign in to see the club
							</Link>
						</p>
						<p>
							New to Dogear? <Link to="/signup">Make an account</Link>, then open this link again.
						</p>
					</>
				) : club.error instanceof ApiError && club.error.status === 404 ? (
					<PageHeader
						title="This invite link does not work"
						lead="It may have been replaced or turned off. Ask the club for a new one."
					/>
				) : (
					<QueryState query={club}>{(data) => <Invitation club={data.club} token={token} />}</QueryState>
				)}
			</div>
		</OpenFrame>
	)
}

function Invitation({ club, token }: { club: ClubView; token: string }) {
	const answer = useAnswerLink(token)
	const status = club.viewer?.status
	return (
		<>
			<PageHeader
				title={club.name}
				documentTitle={`Invitation · ${club.name}`}
				lead={club.access === 'public' ? 'Public book club' : 'Invite-only book club'}
			/>
			<section className="club-about" aria-label="About the club">
				<ClubPicture club={club} size="large" />
				<div className="club-about__text">
					<p className="club-about__facts">
						Run by <Link to={publicProfilePath(club.owner.username)}>{club.owner.name || club.owner.username}</Link> ·{' '}
						{memberCount(club.memberCount)}
					</p>
					{club.description && <p className="club-about__description">{club.description}</p>}
				</div>
			</section>
			<FormAlert message={answer.error?.message} />
			<div className="club-membership" role="status">
				{status === 'member' && (
					<p>
						You are a member. <Link to={clubPath(club.id)}>Go to the club</Link>
					</p>
				)}
				{status === 'requested' && (
					<p>You asked to join. The club’s owner or a moderator will answer; you will be told.</p>
				)}
			</div>
			{(club.can.join || club.can.request) && (
				<div className="club-membership__buttons">
					<Button busy={answer.isPending} onClick={() => answer.mutate()}>
						{club.can.join ? 'Join club' : 'Ask to join'}
					</Button>
				</div>
			)}
		</>
	)
}
