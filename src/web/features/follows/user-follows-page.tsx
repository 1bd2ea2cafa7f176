import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { publicProfilePath } from '../../../shared/page-routes.ts'
import type { FollowItem } from '../../../shared/schemas/follows.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { Button } from '../../components/ui/button.tsx'
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { RemoteFollowsSection } from './remote-follows-section.tsx'
import { MemberFrame, notFound, useMemberName } from '../profiles/member-frame.tsx'
import { useSession } from '../site/session-hooks.ts'
import { type FollowSide, useRemoveFollower, useUserFollows } from './user-follows-hooks.ts'

const TITLES: Record<FollowSide, (who: string) => string> = {
	followers: (who) => `Followers of ${who}`,
	following: (who) => `Followed by ${who}`,
}

/**
 * /u/<username>/followers and /following: the readers on either side of that reader's follows, for whoever may
 * see the profile (a private one opens to approved followers; anyone else gets the not-found page, as the API
 * answers 404). On their own followers page a reader can remove a follower, after saying yes.
 */
export function UserFollowsPage({ which }: { which: FollowSide }) {
	const { username, valid } = useMemberName()
	const follows = useUserFollows(username, which)
	const session = useSession()
	const remove = useRemoveFollower()
	const [asking, setAsking] = useState<FollowItem['reader'] | null>(null)
	const status = useRef<HTMLParagraphElement>(null)
	const ownPage = session.data?.user?.username.toLowerCase() === username.toLowerCase()
	const own = which === 'followers' && ownPage
	const confirmRemove = () => {
		if (!asking) return
		const reader = asking
		setAsking(null)
		remove.mutate(reader.username, { onSettled: () => status.current?.focus() })
	}
	return (
		<MemberFrame
			username={username}
			page={which}
			title={TITLES[which](`@${username}`)}
			missing={!valid || notFound(follows.error)}
		>
			<p role="status" className="visually-hidden" ref={status} tabIndex={-1}>
				{remove.isSuccess && `@${remove.variables} no longer follows you.`}
			</p>
			<FormAlert message={remove.isError ? `The follower was not removed: ${remove.error.message}` : null} />
			<QueryState query={follows}>
				{(data) => {
					const items = data.pages.flatMap((page) => page.items)
					const total = data.pages[0]?.total ?? 0
					if (items.length === 0) return <NoFollows username={username} which={which} own={own} />
					return (
						<>
							<ul className="follow-list">
								{items.map((item) => (
									<FollowRow
										key={item.reader.username}
										item={item}
										onRemove={own ? () => setAsking(item.reader) : undefined}
										busy={remove.isPending}
									/>
								))}
							</ul>
							<LoadMore
								pager={follows}
								shown={`Showing ${items.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}.`}
							/>
						</>
					)
				}}
			</QueryState>
			{ownPage && <RemoteFollowsSection which={which} />}
			<ConfirmDialog
				open={asking !== null}
				title="Remove this follower?"
				confirmLabel="Remove follower"
				cancelLabel="Keep"
				onConfirm={confirmRemove}
				onCancel={() => setAsking(null)}
			>
				<p>
					{asking?.name || asking?.username} (@{asking?.username}) will no longer follow you. They are not told, and
					they can follow you again (or ask to, if your profile is private).
				</p>
			</ConfirmDialog>
		</MemberFrame>
	)
}

function FollowRow({ item, onRemove, busy }: { item: FollowItem; onRemove?: () => void; busy: boolean }) {
	const { reader } = item
	const name = reader.name || reader.username
	return (
		<li className="follow-list__item">
			<Avatar src={reader.image} name={name} size="small" />
			<Link to={publicProfilePath(reader.username)} className="follow-list__name">
				{name} <span className="muted">@{reader.username}</span>
			</Link>
			{onRemove && (
				<Button variant="secondary" busy={busy} onClick={onRemove} aria-label={`Remove ${name} as a follower`}>
					Remove follower
				</Button>
			)}
		</li>
	)
}

function NoFollows({ username, which, own }: { username: string; which: FollowSide; own: boolean }) {
	if (which === 'followers') {
		return (
			<EmptyState title="No followers yet">
				<p>{own ? 'Nobody follows you yet. Readers who follow you show here.' : `Nobody follows @${username} yet.`}</p>
			</EmptyState>
		)
	}
	return (
		<EmptyState title="Not following anyone">
			<p>@{username} does not follow anyone yet.</p>
		</EmptyState>
	)
}
