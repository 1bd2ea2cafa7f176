import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { readerShown } from '../visibility/visibility-sql.ts'

/** Every section the club has set, of any book, with the book's title: in book order of first use, then position. */
export function findClubSections(db: Database, clubId: string) {
	return db
		.selectFrom('clubSection')
		.innerJoin('book', 'book.id', 'clubSection.bookId')
		.select([
			'clubSection.id',
			'clubSection.bookId',
			'book.title as bookTitle',
			'clubSection.position',
			'clubSection.title',
			'clubSection.endPage',
			'clubSection.dueOn',
		])
		.where('clubSection.clubId', '=', clubId)
		.orderBy('clubSection.bookId')
		.orderBy('clubSection.position')
		.execute()
}
export type ClubSectionRow = Awaited<ReturnType<typeof findClubSections>>[number]

function selectThreads(db: Database, viewerId: string) {
	return db
		.selectFrom('clubThread')
		.innerJoin('user', 'user.id', 'clubThread.userId')
		.select((eb) => [
			'clubThread.id',
			'clubThread.clubId',
			'clubThread.sectionId',
			'clubThread.userId',
			'clubThread.title',
			'clubThread.createdAt',
			'clubThread.updatedAt',
			'user.username',
			'user.name',
			'user.image',
			// The posts the viewer is shown: by readers shown to them, and no reply to a post left out.
			eb
				.selectFrom('clubPost as p')
				.leftJoin('clubPost as parent', 'parent.id', 'p.parentId')
				.select((count) => count.fn.countAll().as('n'))
				.whereRef('p.threadId', '=', 'clubThread.id')
				.where(readerShown(viewerId, sql.ref('p.userId')))
				.where((w) => w.or([w('p.parentId', 'is', null), readerShown(viewerId, sql.ref('parent.userId'))]))
				.as('postCount'),
		])
		.where(readerShown(viewerId, sql.ref('clubThread.userId')))
}

/** The club's threads the viewer is shown, newest post first. */
export function findClubThreads(db: Database, clubId: string, viewerId: string) {
	return selectThreads(db, viewerId)
		.where('clubThread.clubId', '=', clubId)
		.orderBy('clubThread.updatedAt', 'desc')
		.orderBy('clubThread.id', 'desc')
		.execute()
}

/** One thread of the club, if the viewer is shown it. */
export function findThread(db: Database, clubId: string, threadId: string, viewerId: string) {
	return selectThreads(db, viewerId)
		.where('clubThread.clubId', '=', clubId)
		.where('clubThread.id', '=', threadId)
		.executeTakeFirst()
}
export type ClubThreadRow = NonNullable<Awaited<ReturnType<typeof findThread>>>

export async function insertThread(
	db: Database,
	thread: { id: string; clubId: string; sectionId: string | null; userId: string; title: string; at: string },
) {
	const { at, ...row } = thread
	await db
		.insertInto('clubThread')
		.values({ ...row, createdAt: at, updatedAt: at })
		.execute()
}

/** A new post moves its thread up the list. */
export async function touchThread(db: Database, threadId: string, at: string) {
	await db.updateTable('clubThread').set({ updatedAt: at }).where('id', '=', threadId).execute()
}

/**
 * Deletes a thread with its posts, likes and the notifications about them (by cascade), and its
 * 'club_thread_started' activity, so no feed links to a thread that is gone. The activity names its thread
 * only in details (JSON text), hence the match on that text.
 */
export async function deleteThread(db: Database, thread: { id: string; clubId: string }) {
	await db
		.deleteFrom('activity')
		.where('clubId', '=', thread.clubId)
		.where('kind', '=', 'club_thread_started')
		.where('details', 'like', `%"threadId":${JSON.stringify(thread.id)}%`)
		.execute()
	const result = await db.deleteFrom('clubThread').where('id', '=', thread.id).executeTakeFirst()
	return result.numDeletedRows > 0n
}

/** The club's members (status member) but one: who a new thread may be told to. */
export function findOtherMembers(db: Database, clubId: string, exceptUserId: string) {
	return db
		.selectFrom('clubMember')
		.select('userId')
		.where('clubId', '=', clubId)
		.where('status', '=', 'member')
		.where('userId', '<>', exceptUserId)
		.execute()
}
