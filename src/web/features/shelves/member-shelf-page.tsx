import { useParams, useSearchParams } from 'react-router'
import { USER_SHELVES, userShelfPath } from '../../../shared/page-routes.ts'
import { SHELF_LABELS } from '../../../shared/schemas/shelves.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FilterLinks } from '../../components/ui/filter-links.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { MemberFrame, notFound, useMemberName } from '../profiles/member-frame.tsx'
import { ReadlistItem } from './readlist-item.tsx'
import { useMemberShelf } from './readlist-hooks.ts'
import { ShelfSortLinks, shelfSortFrom } from './shelf-sort-links.tsx'

const books = (n: number) => (n === 1 ? '1 book' : `${n.toLocaleString('en-US')} books`)

/**
 * /u/<username>/shelves/<status>[?sort=title|author]: one of that reader's four shelves as the viewer may see
 * it, with the other shelves (and how many books the viewer may see on each) a link away.
 */
export function MemberShelfPage() {
	const { username, valid } = useMemberName()
	const status = USER_SHELVES.find((s) => s === useParams().status)
	const [params] = useSearchParams()
	const sort = shelfSortFrom(params.get('sort'))
	const shelf = useMemberShelf(username, status ?? 'reading', sort)
	const path = userShelfPath(username, status ?? 'reading')
	return (
		<MemberFrame
			username={username}
			page="shelves"
			title={`Shelves of @${username}`}
			missing={!valid || !status || notFound(shelf.error)}
		>
			<QueryState query={shelf}>
				{(data) => {
					const items = data.pages.flatMap((page) => page.items)
					const counts = data.pages[0]?.counts
					const total = data.pages[0]?.total ?? 0
					const choices = USER_SHELVES.map((s) => ({
						label: `${SHELF_LABELS[s]} (${(counts?.[s] ?? 0).toLocaleString('en-US')})`,
						to: userShelfPath(username, s),
						current: s === status,
					}))
					return (
						<>
							<FilterLinks label="Shelves" choices={choices} />
							{items.length === 0 ? (
								<EmptyState title="Nothing on this shelf">
									<p>@{username} has no books here that you can see.</p>
								</EmptyState>
							) : (
								<>
									<ShelfSortLinks path={path} current={sort} label="Sort the shelf" />
									<ol className="readlist">
										{items.map((item) => (
											<ReadlistItem key={item.book.id} item={item} />
										))}
									</ol>
									<LoadMore
										pager={shelf}
										shown={`Showing ${items.length.toLocaleString('en-US')} of ${books(total)}.`}
									/>
								</>
							)}
						</>
					)
				}}
			</QueryState>
		</MemberFrame>
	)
}
