import { ListMessages } from '../../shared/schemas/lists.ts'

// Pure rules of a list's writes, each answering the message that names what is wrong (or null when allowed).
// Who may see a list is not here: that is canView (visibility-policy.ts), the one visibility rule of the site.

/** A list's limit can be raised to LIST_ITEMS_MAX (the schema's bound) but never lowered below the books on it. */
export function maxItemsProblem(maxItems: number, itemCount: number): string | null {
	return maxItems < itemCount ? ListMessages.maxItemsBelowCount(itemCount) : null
}

/** A list an administrator hid stays private: its owner may edit it but not show it again. */
export function visibilityChangeProblem(
	list: { hiddenAt: string | null; visibility: string },
	next: string | undefined,
): string | null {
	return list.hiddenAt !== null && next !== undefined && next !== list.visibility ? ListMessages.hidden : null
}

/** Another book fits while the list holds fewer than its limit. */
export function addProblem(itemCount: number, maxItems: number): string | null {
	return itemCount >= maxItems ? ListMessages.full(maxItems) : null
}

/** A new order must name every book on the list exactly once, so a reorder never drops or invents a book. */
export function isSameBooks(current: readonly string[], next: readonly string[]): boolean {
	if (current.length !== next.length || new Set(next).size !== next.length) return false
	const present = new Set(current)
	return next.every((id) => present.has(id))
}
