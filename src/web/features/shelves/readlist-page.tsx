import { Link, useSearchParams } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { SectionPage } from '../shell/section-page.tsx'
import { ReadlistItem } from './readlist-item.tsx'
import { ShelfSortLinks, shelfSortFrom } from './shelf-sort-links.tsx'
import { useShelf } from './readlist-hooks.ts'

const books = (n: number) => (n === 1 ? '1 book' : `${n.toLocaleString('en-US')} books`)

/** /nav/readlist[?sort=title|author]: the want-to-read shelf, newest added first unless sorted otherwise. */
export function ReadlistPage() {
	const [params] = useSearchParams()
	const sort = shelfSortFrom(params.get('sort'))
	const shelf = useShelf('want', sort)
	return (
		<SectionPage path="/nav/readlist">
			<QueryState query={shelf}>
				{(data) => {
					const items = data.pages.flatMap((page) => page.items)
					const total = data.pages[0]?.total ?? 0
					if (total === 0 && items.length === 0) return <EmptyReadlist />
					return (
						<>
							<p className="reading-log__count">{books(total)} you want to read</p>
							<ShelfSortLinks path="/nav/readlist" current={sort} label="Sort the readlist" />
							<ol className="readlist">
								{items.map((item) => (
									<ReadlistItem key={item.book.id} item={item} />
								))}
							</ol>
							<LoadMore pager={shelf} shown={`Showing ${items.length.toLocaleString('en-US')} of ${books(total)}.`} />
						</>
					)
				}}
			</QueryState>
		</SectionPage>
	)
}

function EmptyReadlist() {
	return (
		<EmptyState title="Your readlist is empty">
			<p>Books you mark as ‘Want to read’ on a book page wait for you here, newest first.</p>
			<p>
				<Link to="/nav/search">Find a book</Link>
			</p>
		</EmptyState>
	)
}
