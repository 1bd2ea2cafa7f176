export function ListSearchResults({ query }: { query: string }) {
	return <div role="status" className="search-status">{query && <p>No list with that name found!</p>}</div>
}
