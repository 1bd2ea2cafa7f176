// Field names of an 'updated' activity (the entry's own fields) as a reader would say them.
const FIELD_WORDS: Record<string, string> = {
	readOn: 'date read',
	startedOn: 'start date',
	rating: 'rating',
	liked: 'like',
	reread: 'reread mark',
	spoilers: 'spoiler warning',
	review: 'review',
	visibility: 'who can see it',
}

/** ['rating', 'review', 'liked'] → 'rating, review and like'; '' when nothing is named. Unknown names are left out. */
export function changedFieldsText(fields: readonly string[] | undefined): string {
	const words = (fields ?? []).map((f) => FIELD_WORDS[f]).filter((w): w is string => w !== undefined)
	if (words.length <= 1) return words[0] ?? ''
	return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}
