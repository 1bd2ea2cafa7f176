import { z } from 'zod'

/** Who may see an entry, shelving, progress update or list: everyone, friends (mutual follows), only its owner. */
export const Visibility = z.enum(['public', 'friends', 'private'], {
	error: 'Choose who can see this: public, friends or only me',
})
export type Visibility = z.infer<typeof Visibility>

export const VISIBILITY_LABELS: Record<Visibility, string> = {
	public: 'Public',
	friends: 'Friends',
	private: 'Only me',
}

/** A reader as other pages show them. */
export const ReaderRef = z.object({ username: z.string(), name: z.string(), image: z.string().nullable() })
export type ReaderRef = z.infer<typeof ReaderRef>

/** An opaque position in a list that is read page by page; the next page starts after it. */
export const Cursor = z.string().max(500, 'cursor is not valid').optional()
