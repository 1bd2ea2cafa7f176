import { z } from 'zod'
import { Cursor, ReaderRef } from './visibility.ts'

/*
 * GET /api/search/users  UserSearchQuery → UserSearchPage: readers whose username or display name matches q,
 *                        case and accents aside ('zoe' finds 'Zoë'), anywhere in it: the username itself
 *                        first, then names or usernames that start with q (or a word of the name does), then
 *                        the rest, each group by username; a page at a time (pass nextCursor back as cursor).
 *                        Never a suspended reader, nor one who blocked the searcher or whom the searcher
 *                        blocked. A private profile is found too, showing only what ReaderRef holds (name,
 *                        username, picture), which its profile page shows anyone.
 */

export const USER_SEARCH_MAX_LENGTH = 100
export const USER_SEARCH_LIMIT_MAX = 50
const limitMessage = `limit must be a whole number from 1 to ${USER_SEARCH_LIMIT_MAX}`

export const UserSearchQuery = z.strictObject(
	{
		q: z
			.string({ error: 'q is required: the name or username to look for' })
			.trim()
			.min(1, 'q is required: the name or username to look for')
			.max(USER_SEARCH_MAX_LENGTH, `q must be at most ${USER_SEARCH_MAX_LENGTH} characters`),
		cursor: Cursor,
		limit: z.coerce
			.number({ error: limitMessage })
			.int(limitMessage)
			.min(1, limitMessage)
			.max(USER_SEARCH_LIMIT_MAX, limitMessage)
			.default(20),
	},
	{
		error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : undefined),
	},
)
export const UserSearchPage = z.object({ items: z.array(ReaderRef), nextCursor: z.string().nullable() })
export type UserSearchPage = z.infer<typeof UserSearchPage>
