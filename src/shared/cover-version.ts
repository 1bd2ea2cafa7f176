/**
 * A short tag that changes whenever the picture /api/covers serves for a book may change: its source (an upload,
 * a fetched URL, or none) or, for a generated cover, what is drawn (its title and authors, which only an edit
 * changes, and every edit moves updatedAt). Pages put it in the cover's address (?v=), so the day a browser keeps
 * a cover never shows an old one after a new upload or a cover found for the book. FNV-1a: a cache key, not a secret.
 */
export function coverVersion(book: { coverSourceUrl: string | null; updatedAt: string }) {
	let hash = 0x811c9dc5
	for (const char of `${book.coverSourceUrl ?? ''}\n${book.updatedAt}`) {
		hash ^= char.codePointAt(0)!
		hash = Math.imul(hash, 0x01000193)
	}
	return (hash >>> 0).toString(36)
}
