import { Link } from 'react-router'
import { publicProfilePath } from '../../../shared/page-routes.ts'
import { UserSearchPage } from '../../../shared/schemas/people.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { useCursorPages } from '../../lib/use-cursor-pages.ts'
import { useFederationOn } from '../follows/remote-follow-hooks.ts'
import { RemoteReaderResult } from '../follows/remote-reader-result.tsx'
import { parseRemoteQuery } from '../../../shared/remote-handle.ts'

// The original app's words, kept: readers of the old site know them.
const NO_USERS_FOUND = 'No user with that name found!'

/**
 * The User tab's results: readers whose username or name holds the query, accents and case aside; for
 * @name@host or a profile address, the reader on that other server.
 */
export function UserSearchResults({ query }: { query: string }) {
	const federationOn = useFederationOn()
	const q = query.trim()
	if (!q)
		return (
			<p className="muted search-note">
				Readers are found by their username or name, or any part of it
				{federationOn ? '; readers on other servers by @name@server.' : '.'}
			</p>
		)
	if (!parseRemoteQuery(q)) return <Results q={q} />
	if (federationOn) return <RemoteReaderResult q={q} />
	return (
		<p className="muted search-note" role="status">
			This server does not follow readers on other servers, so “{q}” cannot be looked up. Search for a reader here by
			their username or name.
		</p>
	)
}

function Results({ q }: { q: string }) {
	const search = useCursorPages(['people', 'search', q], '/search/users', { q, limit: '20' }, UserSearchPage)
	return (
		<section className="people-results" aria-labelledby="people-results-heading">
			<h2 id="people-results-heading" className="book-results__heading">
				Results for “{q}”
			</h2>
			<QueryState query={search}>
				{(data) => {
					const readers = data.pages.flatMap((page) => page.items)
					if (readers.length === 0) {
						return (
							<div role="status" className="search-status">
								<p>{NO_USERS_FOUND}</p>
							</div>
						)
					}
					return (
						<>
							<ul className="people-list">
								{readers.map((reader) => (
									<li key={reader.username} className="people-list__item">
										<Avatar src={reader.image} name={reader.name || reader.username} size="medium" />
										<Link to={publicProfilePath(reader.username)} className="people-list__name">
											<span className="people-list__display">{reader.name || reader.username}</span>
											<span className="muted">@{reader.username}</span>
										</Link>
									</li>
								))}
							</ul>
							<LoadMore
								pager={search}
								shown={`Showing ${readers.length === 1 ? '1 reader' : `${readers.length} readers`}.`}
							/>
						</>
					)
				}}
			</QueryState>
		</section>
	)
}
