import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { type RemoteList, useRemoteAction, useRemoteFollows } from './remote-follow-hooks.ts'
import { RemoteReaderName } from './remote-reader-row.tsx'

const HEADINGS: Record<RemoteList, string> = {
	following: 'Followed on other servers',
	followers: 'Followers on other servers',
	'follow-requests': 'Requests from other servers',
}

/**
 * The signed-in reader's own follows with readers elsewhere, under their followers, following or requests page:
 * each with their server, and what can be done (unfollow, remove, approve or refuse). Nothing when there are none
 * or the server does not federate.
 */
export function RemoteFollowsSection({ which }: { which: RemoteList }) {
	const follows = useRemoteFollows(which)
	const act = useRemoteAction()
	if (!follows.isEnabled || follows.data?.items.length === 0 || follows.isError) return null
	return (
		<section aria-labelledby={`remote-${which}`}>
			<h2 id={`remote-${which}`}>{HEADINGS[which]}</h2>
			<FormAlert message={act.isError ? act.error.message : null} />
			<QueryState query={follows}>
				{(data) => (
					<ul className="follow-list">
						{data.items.map(({ reader, status }) => (
							<li key={reader.id} className="follow-list__item">
								<RemoteReaderName reader={reader} />
								{which === 'following' && (
									<Button
										variant="secondary"
										busy={act.isPending}
										onClick={() => act.mutate({ action: 'unfollow', id: reader.id })}
										aria-label={`Unfollow ${reader.handle}`}
									>
										{status === 'requested' ? 'Withdraw request' : 'Unfollow'}
									</Button>
								)}
								{which === 'followers' && (
									<Button
										variant="secondary"
										busy={act.isPending}
										onClick={() => act.mutate({ action: 'remove', id: reader.id })}
										aria-label={`Remove ${reader.handle} as a follower`}
									>
										Remove follower
									</Button>
								)}
								{which === 'follow-requests' && (
									<>
										<Button
											busy={act.isPending}
											onClick={() => act.mutate({ action: 'approve', id: reader.id })}
											aria-label={`Approve ${reader.handle}`}
										>
											Approve
										</Button>
										<Button
											variant="secondary"
											busy={act.isPending}
											onClick={() => act.mutate({ action: 'refuse', id: reader.id })}
											aria-label={`Refuse ${reader.handle}`}
										>
											Refuse
										</Button>
									</>
								)}
							</li>
						))}
					</ul>
				)}
			</QueryState>
		</section>
	)
}
