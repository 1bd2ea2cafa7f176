import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import type { FollowItem } from '../../../shared/schemas/follows.ts'
import { publicProfilePath } from '../../../shared/page-routes.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { useAnswerRequest, useFollowRequests } from './follow-hooks.ts'

/**
 * The readers waiting for the owner's approval (a private profile's follow requests), or a line saying none are.
 * Once the owner has answered one, its heading takes the focus: the answered row and its buttons are gone, and
 * focus must not fall back to the start of the page.
 */
export function FollowRequests() {
	const requests = useFollowRequests()
	const answer = useAnswerRequest()
	const heading = useRef<HTMLHeadingElement>(null)
	const items = requests.data?.pages.flatMap((page) => page.items) ?? []
	const total = requests.data?.pages[0]?.total ?? 0
	// After the render that shows the answered list (the mutation refetches it before it counts as a success).
	useEffect(() => {
		if (answer.isSuccess) heading.current?.focus()
	}, [answer.isSuccess, answer.submittedAt])
	const answered =
		answer.isSuccess && !answer.isPending
			? `${answer.variables.approve ? 'Approved' : 'Declined'} @${answer.variables.username}'s request.`
			: ''
	return (
		<>
			<p role="status" className="visually-hidden">
				{answered}
			</p>
			{requests.isError && !requests.data && (
				<FormAlert message={`Your follow requests could not be loaded: ${requests.error.message}`} />
			)}
			{requests.data && (
				<section className="profile-section" aria-label="Follow requests">
					<h2 ref={heading} tabIndex={-1}>
						Waiting for your answer
					</h2>
					<FormAlert message={answer.isError ? `The request was not answered: ${answer.error.message}` : null} />
					{items.length === 0 && <p className="muted">No follow requests are waiting.</p>}
					<ul className="follow-requests">
						{items.map((item) => (
							<Request
								key={item.reader.username}
								item={item}
								busy={answer.isPending}
								onAnswer={(approve) => answer.mutate({ username: item.reader.username, approve })}
							/>
						))}
					</ul>
					{/* Kept once a second page came, so the count can take the focus when the last one lands. */}
					{(requests.hasNextPage || (requests.data?.pages.length ?? 0) > 1) && (
						<LoadMore pager={requests} shown={`${items.length} of ${total} requests shown`} />
					)}
				</section>
			)}
		</>
	)
}

function Request({ item, busy, onAnswer }: { item: FollowItem; busy: boolean; onAnswer: (approve: boolean) => void }) {
	const { reader } = item
	const name = reader.name || reader.username
	return (
		<li className="follow-requests__item">
			<Avatar src={reader.image} name={name} size="small" />
			<Link to={publicProfilePath(reader.username)} className="follow-requests__name">
				{name} <span className="muted">@{reader.username}</span>
			</Link>
			<span className="follow-requests__actions">
				<Button busy={busy} onClick={() => onAnswer(true)} aria-label={`Approve ${name}`}>
					Approve
				</Button>
				<Button variant="secondary" busy={busy} onClick={() => onAnswer(false)} aria-label={`Decline ${name}`}>
					Decline
				</Button>
			</span>
		</li>
	)
}
