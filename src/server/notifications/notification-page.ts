import type { NotificationPage } from '../../shared/schemas/notifications.ts'
import type { Database } from '../db/schema.ts'
import { decodeCursor, keysetPage } from '../http/cursor.ts'
import { findNotificationRows } from './notification-queries.ts'

const EXCERPT_LENGTH = 80

/** The start of a comment for a one-line notification, cut at a word when it is long. */
export function excerpt(text: string): string {
	const flat = text.replace(/\s+/g, ' ').trim()
	const chars = [...flat]
	if (chars.length <= EXCERPT_LENGTH) return flat
	const cut = chars.slice(0, EXCERPT_LENGTH).join('')
	const space = cut.lastIndexOf(' ')
	return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** A page of the reader's notifications, newest first; the cursor is the last one's time and id. */
export async function notificationPage(
	db: Database,
	userId: string,
	query: { cursor?: string; limit: number },
): Promise<NotificationPage> {
	const after = query.cursor ? decodeCursor(query.cursor, ['string', 'string']) : undefined
	const rows = await findNotificationRows(db, userId, { after, limit: query.limit + 1 })
	const page = keysetPage(rows, query.limit, (row) => [row.createdAt, row.id])
	return {
		notifications: page.rows.map((row) => ({
			id: row.id,
			kind: row.kind,
			actor: { username: row.username, name: row.name, image: row.image },
			entry:
				row.entryId && row.bookTitle !== null
					? { id: row.entryId, bookTitle: row.bookTitle, hasReview: Number(row.entryHasReview) === 1 }
					: null,
			list: row.listId && row.listName !== null ? { id: row.listId, name: row.listName } : null,
			comment:
				row.commentId && row.commentBody !== null ? { id: row.commentId, excerpt: excerpt(row.commentBody) } : null,
			club: row.clubId && row.clubName !== null ? { id: row.clubId, name: row.clubName } : null,
			clubPost:
				row.clubPostId && row.clubPostBody !== null && row.clubThreadId !== null
					? { id: row.clubPostId, threadId: row.clubThreadId, excerpt: excerpt(row.clubPostBody) }
					: null,
			read: row.readAt !== null,
			createdAt: row.createdAt,
		})),
		nextCursor: page.nextCursor,
	}
}
