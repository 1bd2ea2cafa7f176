export function UserSearchResults({ query }: { query: string }) {
	return <div role="status" className="search-status">{query && <p>No user with that name found!</p>}</div>
}
