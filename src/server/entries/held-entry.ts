import type { Visibility } from '../db/schema.ts'
import type { EntryJsonParts } from './entry-json.ts'
import type { OwnerState } from '../visibility/viewer-relations-cache.ts'

/**
 * What a book's page needs of one of its entries to decide, per viewer, whether it is shown and counted: the
 * facts canView reads (with the owner's profile state), the rating (half-stars) and, for a review, how the
 * list shows it and who liked it.
 */
export type HeldEntry = OwnerState & {
	id: string
	visibility: Visibility
	rating: number | null
	spoilers: boolean
	createdAt: string
	review: { json: EntryJsonParts; hidden: boolean; likers: ReadonlySet<string> } | null
}
