import { sql } from 'kysely'
import { UNREAD_COUNT_MAX } from '../../shared/schemas/notifications.ts'
import type { Database, NotificationKind } from '../db/schema.ts'
import { notBlockedBetween, notSuspended, visibleToViewer } from '../visibility/visibility-sql.ts'

/**
 * The reader's notifications with what they are about, limited to what the reader may still see: nothing from
 * a reader blocked either way or suspended, nothing about an entry or list they can no longer see (its
 * visibility changed, it was hidden, the friendship ended) or a comment an administrator hid. Filtered when
 * read rather than deleted when things change, so every later change of visibility is honoured without
 * each feature having to remember the notifications.
 */
export function shownNotifications(db: Database, userId: string) {
	return (
		db
			.selectFrom('notification')
			.innerJoin('user as actor', 'actor.id', 'notification.actorId')
			.leftJoin('entry', 'entry.id', 'notification.entryId')
			.leftJoin('list', 'list.id', 'notification.listId')
			.leftJoin('comment', 'comment.id', 'notification.commentId')
			.leftJoin('club', 'club.id', 'notification.clubId')
			.leftJoin('clubPost', 'clubPost.id', 'notification.clubPostId')
			.where('notification.userId', '=', userId)
			.where(notBlockedBetween(userId, sql.ref('notification.actorId')))
			.where(notSuspended(sql.ref('notification.actorId')))
			.where((eb) => eb.or([eb('notification.entryId', 'is', null), visibleToViewer('entry', userId)]))
			.where((eb) => eb.or([eb('notification.listId', 'is', null), visibleToViewer('list', userId)]))
			.where((eb) => eb.or([eb('notification.commentId', 'is', null), eb('comment.hiddenAt', 'is', null)]))
			// A club's notifications stay with its members and those invited or asking (an invitation must be seen to be answered).
			.where((eb) =>
				eb.or([
					eb('notification.clubId', 'is', null),
					eb.exists(
						eb
							.selectFrom('clubMember')
							.select('clubMember.userId')
							.whereRef('clubMember.clubId', '=', 'notification.clubId')
							.where('clubMember.userId', '=', userId),
					),
				]),
			)
	)
}

export async function findNotificationRows(
	db: Database,
	userId: string,
	{ after, limit }: { after: readonly [string, string] | undefined; limit: number },
) {
	return shownNotifications(db, userId)
		.leftJoin('book', 'book.id', 'entry.bookId')
		.select([
			'notification.id',
			'notification.kind',
			'notification.readAt',
			'notification.createdAt',
			'notification.entryId',
			'notification.listId',
			'notification.commentId',
			'actor.username',
			'actor.name',
			'actor.image',
			'book.title as bookTitle',
			'list.name as listName',
			'comment.body as commentBody',
			'notification.clubId',
			'club.name as clubName',
			'notification.clubPostId',
			'clubPost.body as clubPostBody',
			'clubPost.threadId as clubThreadId',
			sql<number>`case when ${sql.ref('entry.review')} <> '' then 1 else 0 end`.as('entryHasReview'),
		])
		.$if(after !== undefined, (q) =>
			q.where(
				sql<boolean>`(${sql.ref('notification.createdAt')}, ${sql.ref('notification.id')}) < (${sql.join(after ?? [])})`,
			),
		)
		.orderBy('notification.createdAt', 'desc')
		.orderBy('notification.id', 'desc')
		.limit(limit)
		.execute()
}

/**
 * Unread notifications the list would show, counted up to UNREAD_COUNT_MAX: each one costs its visibility
 * checks, and a reader who never opens the page could have tens of thousands (70 ms for 20,000 on SQLite).
 */
export async function countUnread(db: Database, userId: string) {
	const unread = shownNotifications(db, userId)
		.select('notification.id')
		.where('notification.readAt', 'is', null)
		.limit(UNREAD_COUNT_MAX)
	const row = await db
		.selectFrom(unread.as('unread'))
		.select((eb) => eb.fn.countAll().as('count'))
		.executeTakeFirstOrThrow()
	return Number(row.count)
}

/** Marks every notification of the reader made until `at` read; later ones stay unread. */
export async function markRead(db: Database, userId: string, at: string) {
	await db
		.updateTable('notification')
		.set({ readAt: at })
		.where('userId', '=', userId)
		.where('readAt', 'is', null)
		.where('createdAt', '<=', at)
		.execute()
}

/** Removes the notifications of one deed (a like taken back). */
export async function deleteNotificationsOf(
	db: Database,
	deed: { actorId: string; kind: NotificationKind; entryId: string },
) {
	await db
		.deleteFrom('notification')
		.where('actorId', '=', deed.actorId)
		.where('kind', '=', deed.kind)
		.where('entryId', '=', deed.entryId)
		.execute()
}
