import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { publicProfilePath } from '../../../shared/page-routes.ts'
import type { ClubMembersResponse, ClubMemberView, ClubPendingView } from '../../../shared/schemas/club-members.ts'
import type { ClubView } from '../../../shared/schemas/clubs.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ClubFrame } from './club-frame.tsx'
import { ClubInviteForm } from './club-invite-form.tsx'
import { ClubInviteLinkPanel } from './club-invite-link.tsx'
import { useClubMembers, useMemberWrites } from './club-member-hooks.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

const ROLE_WORDS = { owner: 'Owner', moderator: 'Moderator', member: 'Member' } as const

/** /club/<id>/members: who is in the club with their roles; for moderators, invitations, requests and the link too. */
export function ClubMembersPage() {
	return <ClubFrame title="Members">{(club) => <Members club={club} />}</ClubFrame>
}

function Members({ club }: { club: ClubView }) {
	const members = useClubMembers(club.id)
	const writes = useMemberWrites(club.id)
	const failure = writes.accept.error ?? writes.remove.error ?? writes.role.error
	return (
		<QueryState query={members}>
			{(data) => (
				<div className="club-members">
					<FormAlert message={failure?.message} />
					<section aria-labelledby="club-members-heading">
						<h2 id="club-members-heading">Members ({data.members.length.toLocaleString('en-US')})</h2>
						<ul className="club-people">
							{data.members.map((member) => (
								<MemberRow key={member.reader.username} member={member} writes={writes} />
							))}
						</ul>
					</section>
					{club.can.moderate && <Running club={club} data={data} writes={writes} />}
				</div>
			)}
		</QueryState>
	)
}

type Writes = ReturnType<typeof useMemberWrites>

function Person({ reader, detail }: { reader: ClubMemberView['reader']; detail: ReactNode }) {
	const name = reader.name || reader.username
	return (
		<div className="club-person">
			<Avatar src={reader.image} name={name} size="small" />
			<div>
				<Link to={publicProfilePath(reader.username)} className="club-person__name">
					{name}
				</Link>
				<p className="club-person__detail">{detail}</p>
			</div>
		</div>
	)
}

function MemberRow({ member, writes }: { member: ClubMemberView; writes: Writes }) {
	const dates = useReaderTime()
	const { username } = member.reader
	const name = member.reader.name || username
	return (
		<li className="club-people__row">
			<Person
				reader={member.reader}
				detail={
					<>
						<span className={`club-role club-role--${member.role}`}>{ROLE_WORDS[member.role]}</span> · joined{' '}
						<time dateTime={member.joinedAt}>{dates.longDate(member.joinedAt)}</time>
					</>
				}
			/>
			<div className="club-people__buttons">
				{member.can.promote && (
					<Button
						variant="secondary"
						busy={writes.role.isPending}
						onClick={() => writes.role.mutate({ username, role: 'moderator' })}
						aria-label={`Make ${name} a moderator`}
					>
						Make moderator
					</Button>
				)}
				{member.can.demote && (
					<Button
						variant="secondary"
						busy={writes.role.isPending}
						onClick={() => writes.role.mutate({ username, role: 'member' })}
						aria-label={`Make ${name} a member again`}
					>
						Make member
					</Button>
				)}
				{member.can.remove && (
					<Button
						variant="quiet"
						busy={writes.remove.isPending}
						onClick={() => writes.remove.mutate(username)}
						aria-label={`Remove ${name} from the club`}
					>
						Remove
					</Button>
				)}
			</div>
		</li>
	)
}

function Running({ club, data, writes }: { club: ClubView; data: ClubMembersResponse; writes: Writes }) {
	const requests = data.pending.filter((p) => p.status === 'requested')
	const invitations = data.pending.filter((p) => p.status === 'invited')
	return (
		<>
			<section aria-labelledby="club-requests-heading">
				<h2 id="club-requests-heading">Asking to join ({requests.length})</h2>
				{requests.length === 0 ? (
					<p className="muted">Nobody is waiting for an answer.</p>
				) : (
					<PendingList rows={requests} writes={writes} />
				)}
			</section>
			<ClubInviteForm writes={writes} />
			{invitations.length > 0 && (
				<section aria-labelledby="club-invitations-heading">
					<h2 id="club-invitations-heading">Invited, not answered yet ({invitations.length})</h2>
					<PendingList rows={invitations} writes={writes} />
				</section>
			)}
			<ClubInviteLinkPanel token={data.inviteToken} access={club.access} writes={writes} />
		</>
	)
}

function PendingList({ rows, writes }: { rows: ClubPendingView[]; writes: Writes }) {
	const dates = useReaderTime()
	return (
		<ul className="club-people">
			{rows.map((row) => {
				const name = row.reader.name || row.reader.username
				const asked = row.status === 'requested'
				return (
					<li key={row.reader.username} className="club-people__row">
						<Person
							reader={row.reader}
							detail={
								<>
									{asked ? 'asked' : 'invited'} <time dateTime={row.createdAt}>{dates.longDate(row.createdAt)}</time>
								</>
							}
						/>
						<div className="club-people__buttons">
							{asked && (
								<Button
									busy={writes.accept.isPending}
									onClick={() => writes.accept.mutate(row.reader.username)}
									aria-label={`Accept ${name}`}
								>
									Accept
								</Button>
							)}
							<Button
								variant="secondary"
								busy={writes.remove.isPending}
								onClick={() => writes.remove.mutate(row.reader.username)}
								aria-label={asked ? `Decline ${name}` : `Withdraw the invitation to ${name}`}
							>
								{asked ? 'Decline' : 'Withdraw'}
							</Button>
						</div>
					</li>
				)
			})}
		</ul>
	)
}
