import { randomUUID } from 'node:crypto'
import { recordActivity } from '../activity/record-activity.ts'
import type { Database } from '../db/schema.ts'
import { notify } from '../notifications/notify.ts'
import { currentSchedule, reachedSections } from './club-discussion-context.ts'
import { threadRecipients } from './club-discussion-policy.ts'
import { insertPost } from './club-post-queries.ts'
import type { ClubRow } from './club-queries.ts'
import { findOtherMembers, insertThread, type ClubSectionRow } from './club-thread-queries.ts'

type NewThread = {
	club: ClubRow
	sections: readonly ClubSectionRow[]
	sectionId: string | null
	authorId: string
	title: string
	body: string
}

/**
 * Starts a thread: the thread, its first post and the 'club_thread_started' activity in one transaction, and
 * 'club_thread' notifications to the members who have reached its section when that is the current one
 * (threadRecipients). The activity of a section thread leaves its title out: the club's feed is read by members
 * who have not reached the section. Returns the thread's id.
 */
export async function startClubThread(db: Database, input: NewThread): Promise<string> {
	const { club, sectionId, authorId } = input
	const { currentSectionId } = currentSchedule(input.sections, club)
	const section = input.sections.find((s) => s.id === sectionId)
	// Reading positions are read before the transaction: on SQLite the transaction holds the one connection.
	const members =
		sectionId !== null && sectionId === currentSectionId && section
			? await Promise.all(
					(await findOtherMembers(db, club.id, authorId)).map(async ({ userId }) => ({
						userId,
						reached: (
							await reachedSections(
								db,
								userId,
								input.sections.filter((s) => s.bookId === section.bookId),
							)
						).has(section.id),
					})),
				)
			: []
	const id = randomUUID()
	const postId = randomUUID()
	await db.transaction().execute(async (trx) => {
		const at = new Date().toISOString()
		await insertThread(trx, { id, clubId: club.id, sectionId, userId: authorId, title: input.title, at })
		await insertPost(trx, { id: postId, threadId: id, userId: authorId, parentId: null, body: input.body, at })
		const details = sectionId === null ? { threadId: id, title: input.title } : { threadId: id }
		await recordActivity(trx, {
			userId: authorId,
			kind: 'club_thread_started',
			bookId: section?.bookId ?? null,
			clubId: club.id,
			details,
			visibility: 'private',
			at,
		})
		for (const userId of threadRecipients({ sectionId, currentSectionId, authorId, members })) {
			await notify(trx, { userId, actorId: authorId, kind: 'club_thread', clubId: club.id, clubPostId: postId, at })
		}
	})
	return id
}
