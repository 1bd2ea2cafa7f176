/** What the rules about correcting a book need to know of the viewer: who they are, and whether they are an administrator. */
export type Corrector = { id: string; admin: boolean } | null

/**
 * The catalogue is shared, so a book is corrected by the reader who added it (they know the book in their hands)
 * or an administrator; everyone else reports wrong data instead. Imported books have no adder.
 */
export function canEditBook(viewer: Corrector, book: { addedBy: string | null }): boolean {
	if (!viewer) return false
	return viewer.admin || (book.addedBy !== null && book.addedBy === viewer.id)
}

/** An edit is reverted once, by whoever may correct the book; reverting the revert is how to take it back. */
export function canRevertEdit(
	viewer: Corrector,
	book: { addedBy: string | null },
	edit: { revertedBy: string | null },
): boolean {
	return canEditBook(viewer, book) && edit.revertedBy === null
}

/** How the history names an edit's author: never by name, only by their part in the book. */
export function editorLabel(
	viewer: Corrector,
	edit: { userId: string | null; editorRole: 'adder' | 'admin' },
): 'you' | 'adder' | 'admin' | 'former' {
	if (edit.userId === null) return 'former'
	if (viewer?.id === edit.userId) return 'you'
	return edit.editorRole
}
