import { Link } from 'react-router'
import { NEW_LIST_PATH } from '../../../shared/page-routes.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { SectionPage } from '../shell/section-page.tsx'
import { ListCards } from './list-card.tsx'
import { useMyLists } from './list-hooks.ts'

const listCount = (n: number) => (n === 1 ? '1 list' : `${n.toLocaleString('en-US')} lists`)

/** /nav/lists: the reader's own lists, newest-updated first, and the way to a new one. */
export function ListsPage() {
	const lists = useMyLists()
	return (
		<SectionPage path="/nav/lists">
			<p>
				<Link to={NEW_LIST_PATH} className="button button--primary">
					New list
				</Link>
			</p>
			<QueryState query={lists}>
				{(data) => {
					const shown = data.pages.flatMap((page) => page.lists)
					if (shown.length === 0) {
						return (
							<EmptyState title="No lists yet">
								<p>
									Lists collect books around anything you like, ranked or not, for everyone, your friends or just you.
									Your lists will appear here, most recently updated first.
								</p>
							</EmptyState>
						)
					}
					return (
						<>
							<ListCards lists={shown} />
							<LoadMore pager={lists} shown={`Showing ${listCount(shown.length)}.`} />
						</>
					)
				}}
			</QueryState>
		</SectionPage>
	)
}
