import { Link, useParams } from 'react-router'
import { publicProfilePath } from '../../../shared/page-routes.ts'
import { USERNAME_PATTERN } from '../../../shared/schemas/auth.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { OpenFrame } from '../shell/open-frame.tsx'
import { ListCards } from './list-card.tsx'
import { useUserLists } from './list-hooks.ts'

/** /u/<username>/lists: that reader's lists the viewer may see, newest-updated first. */
export function UserListsPage() {
	const username = useParams().username ?? ''
	const valid = USERNAME_PATTERN.test(username)
	const lists = useUserLists(username)
	if (!valid || (lists.error instanceof ApiError && lists.error.status === 404)) return <NotFoundPage />
	return (
		<OpenFrame>
			<div className="section-page">
				<PageHeader
					title={`Lists by @${username}`}
					lead={<Link to={publicProfilePath(username)}>Back to the profile</Link>}
				/>
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
			</div>
		</OpenFrame>
	)
}
