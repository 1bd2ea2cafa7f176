import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ListCards } from './list-card.tsx'
import { useListSearch } from './list-hooks.ts'

// The original app's words, kept: readers of the old site know them.
const NO_LISTS_FOUND = 'No list with that name found!'

/** The List tab's results: lists whose name or description has every word, that the reader may see. */
export function ListSearchResults({ query }: { query: string }) {
	const q = query.trim()
	if (!q) return <p className="muted search-note">Lists are found by the words in their name or description.</p>
	return <Results q={q} />
}

function Results({ q }: { q: string }) {
	const search = useListSearch(q)
	return (
		<section className="list-results" aria-labelledby="list-results-heading">
			<h2 id="list-results-heading" className="book-results__heading">
				Results for “{q}”
			</h2>
			<QueryState query={search}>
				{(data) => {
					const lists = data.pages.flatMap((page) => page.lists)
					if (lists.length === 0) {
						return (
							<div role="status" className="search-status">
								<p>{NO_LISTS_FOUND}</p>
							</div>
						)
					}
					return (
						<>
							<ListCards lists={lists} showOwner />
							<LoadMore pager={search} shown={`Showing ${lists.length === 1 ? '1 list' : `${lists.length} lists`}.`} />
						</>
					)
				}}
			</QueryState>
		</section>
	)
}
