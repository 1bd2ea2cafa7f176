import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ClubCards } from './club-card.tsx'
import { useClubSearch } from './club-core-hooks.ts'

/** The Club tab's results: public clubs (and the reader's own invite-only ones) whose name or description has every word. */
export function ClubSearchResults({ query }: { query: string }) {
	const q = query.trim()
	if (!q) return <p className="muted search-note">Public clubs are found by the words in their name or description.</p>
	return <Results q={q} />
}

function Results({ q }: { q: string }) {
	const search = useClubSearch(q)
	return (
		<section className="club-results" aria-labelledby="club-results-heading">
			<h2 id="club-results-heading" className="book-results__heading">
				Results for “{q}”
			</h2>
			<QueryState query={search}>
				{(data) => {
					const clubs = data.pages.flatMap((page) => page.clubs)
					if (clubs.length === 0) {
						return (
							<div role="status" className="search-status">
								<p>No club with that name found!</p>
							</div>
						)
					}
					return (
						<>
							<ClubCards clubs={clubs} />
							<LoadMore pager={search} shown={`Showing ${clubs.length === 1 ? '1 club' : `${clubs.length} clubs`}.`} />
						</>
					)
				}}
			</QueryState>
		</section>
	)
}
