import type { Selectable } from 'kysely'
import { sql } from 'kysely'
import type { CommentTable, Database } from '../db/schema.ts'
import { threadedPostColumns } from '../threads/threaded-post-queries.ts'
import { notBlockedBetween, notSuspended } from '../visibility/visibility-sql.ts'

/** A comment with its author, as comment views need it. */
export type CommentRow = Selectable<CommentTable> & { username: string; name: string; image: string | null }

function selectComments(db: Database) {
	return db
		.selectFrom('comment')
		.innerJoin('user', 'user.id', 'comment.userId')
		.select([...threadedPostColumns('comment'), 'comment.entryId', 'comment.hiddenAt'])
}

export async function findComment(db: Database, id: string): Promise<CommentRow | undefined> {
	return selectComments(db).where('comment.id', '=', id).executeTakeFirst()
}

/**
 * The entry's comments the viewer may see (canSeeComment in SQL), and none by a suspended reader, oldest first;
 * the index (entryId, createdAt) serves it.
 */
export async function findEntryComments(db: Database, entryId: string, viewerId: string | null): Promise<CommentRow[]> {
	return (
		selectComments(db)
			.where('comment.entryId', '=', entryId)
			// A suspended author's comments go with the rest of what they wrote (src/server/admin).
			.where(notSuspended(sql.ref('comment.userId')))
			.$if(viewerId === null, (q) => q.where('comment.hiddenAt', 'is', null))
			.$if(viewerId !== null, (q) =>
				q.where((eb) =>
					eb.or([
						eb('comment.userId', '=', viewerId ?? ''),
						eb.and([eb('comment.hiddenAt', 'is', null), notBlockedBetween(viewerId ?? '', sql.ref('comment.userId'))]),
					]),
				),
			)
			.orderBy('comment.createdAt')
			.orderBy('comment.id')
			.execute()
	)
}

export async function insertComment(db: Database, comment: Selectable<CommentTable>) {
	await db.insertInto('comment').values(comment).execute()
}
