import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { clubPath } from '../../../shared/page-routes.ts'
import type { ClubView } from '../../../shared/schemas/clubs.ts'
import { Button } from '../../components/ui/button.tsx'
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { useSession } from '../site/session-hooks.ts'
import { useMembership } from './club-member-hooks.ts'

/**
 * What the viewer can do about their place in the club, in words first: join, accept or decline an
 * invitation, withdraw a request, leave. The server's `can` decides which; failures are said in the page.
 */
export function ClubMembershipActions({ club }: { club: ClubView }) {
	const { join, leave } = useMembership(club.id)
	const [confirming, setConfirming] = useState(false)
	const [said, setSaid] = useState<string | null>(null)
	const navigate = useNavigate()
	const { pathname } = useLocation()
	const signedIn = Boolean(useSession().data?.user)
	const failure = join.error?.message ?? leave.error?.message
	// Out of an invite-only club the club is out of sight too: 'Your Book Clubs' is where the reader goes on.
	const onLeft = () =>
		club.access === 'invite' ? navigate('/nav/clubs', { replace: true }) : setSaid('You are no longer in this club.')
	const status = club.viewer?.status

	if (!signedIn) {
		return (
			<p className="club-membership">
				<Link to={`/login?next=${encodeURIComponent(pathname)}`}>Sign in</Link> to join this club.
			</p>
		)
	}
	return (
		<div className="club-membership">
			<FormAlert message={failure} />
			<FormAlert tone="success" message={said} />
			{status === 'invited' && <p>You are invited to this club.</p>}
			{status === 'requested' && <p>You asked to join. The club’s owner or a moderator will answer.</p>}
			{status === 'member' && (
				<p>
					{club.viewer?.role === 'owner'
						? 'You run this club.'
						: `You are a ${club.viewer?.role === 'moderator' ? 'moderator' : 'member'} of this club.`}
				</p>
			)}
			<div className="club-membership__buttons">
				{club.can.join && (
					<Button
						busy={join.isPending}
						onClick={() => join.mutate(undefined, { onSuccess: () => setSaid(`Welcome to ${club.name}!`) })}
					>
						{status === 'invited' ? 'Accept invitation' : 'Join club'}
					</Button>
				)}
				{status === 'invited' && (
					<Button
						variant="secondary"
						busy={leave.isPending}
						onClick={() => leave.mutate(undefined, { onSuccess: onLeft })}
					>
						Decline
					</Button>
				)}
				{status === 'requested' && (
					<Button
						variant="secondary"
						busy={leave.isPending}
						onClick={() => leave.mutate(undefined, { onSuccess: onLeft })}
					>
						Withdraw request
					</Button>
				)}
				{club.can.edit && (
					<Link className="button button--secondary" to={clubPath(club.id, 'edit')}>
						Club settings
					</Link>
				)}
				{club.can.moderate && (
					<Link className="button button--secondary" to={clubPath(club.id, 'members')}>
						Invite readers
					</Link>
				)}
				{club.can.leave && (
					<Button variant="quiet" busy={leave.isPending} onClick={() => setConfirming(true)}>
						Leave club
					</Button>
				)}
			</div>
			<ConfirmDialog
				open={confirming}
				title="Leave this club?"
				cancelLabel="Stay"
				confirmLabel="Leave club"
				onCancel={() => setConfirming(false)}
				onConfirm={() => {
					setConfirming(false)
					leave.mutate(undefined, { onSuccess: onLeft })
				}}
			>
				<p>
					{club.access === 'invite'
						? 'This club is invite-only: to come back you will need a new invitation.'
						: 'You can join again whenever you like.'}{' '}
					What you wrote in its discussion stays.
				</p>
			</ConfirmDialog>
		</div>
	)
}
