import { EmptyState } from '../../components/ui/empty-state.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { MemberFrame, notFound, useMemberName } from '../profiles/member-frame.tsx'
import { ListCards } from './list-card.tsx'
import { useUserLists } from './list-hooks.ts'

/** /u/<username>/lists: that reader's lists the viewer may see, newest-updated first. */
export function UserListsPage() {
	const { username, valid } = useMemberName()
	const lists = useUserLists(username)
	return (
		<MemberFrame
			username={username}
			page="lists"
			title={`Lists by @${username}`}
			missing={!valid || notFound(lists.error)}
		>
			<QueryState query={lists}>
				{(data) => {
					const shown = data.pages.flatMap((page) => page.lists)
					if (shown.length === 0) {
						return (
							<EmptyState title="No lists to show">
								<p>@{username} has no lists you can see.</p>
							</EmptyState>
						)
					}
					return (
						<>
							<ListCards lists={shown} />
							<LoadMore pager={lists} shown={`Showing ${shown.length === 1 ? '1 list' : `${shown.length} lists`}.`} />
						</>
					)
				}}
			</QueryState>
		</MemberFrame>
	)
}
