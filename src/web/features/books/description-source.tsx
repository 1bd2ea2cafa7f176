// Where a book's description came from, named under it: the catalogue holds others' words.
const SOURCE_NAMES: Record<string, string> = { openLibrary: 'Open Library', googleBooks: 'Google Books' }

export function DescriptionSource({ source }: { source: string | null }) {
	if (!source) return null
	return <p className="muted description-source">Description from {SOURCE_NAMES[source] ?? source}</p>
}
