import { randomUUID } from 'node:crypto'
import type { ActivityKind, Database, Visibility } from '../db/schema.ts'

export type ActivityDetails = {
	status?: string
	page?: number | null
	percent?: number | null
	note?: string
	fields?: string[]
	/** 'club_poll_opened': the poll. */
	pollId?: string
	/** 'club_thread_started': the thread and its title. */
	threadId?: string
	title?: string
}

/**
 * Records what a reader did. Call it with the transaction that made the change, so the change and its
 * activity are written together or not at all.
 */
export async function recordActivity(
	trx: Database,
	activity: {
		userId: string
		kind: ActivityKind
		bookId: string | null
		entryId?: string | null
		listId?: string | null
		/** 'club_*': the club; the row is then shown to the club's members alone. */
		clubId?: string | null
		otherUserId?: string | null
		details?: ActivityDetails
		visibility: Visibility
		at: string
	},
) {
	await trx
		.insertInto('activity')
		.values({
			id: randomUUID(),
			userId: activity.userId,
			kind: activity.kind,
			bookId: activity.bookId,
			entryId: activity.entryId ?? null,
			listId: activity.listId ?? null,
			clubId: activity.clubId ?? null,
			otherUserId: activity.otherUserId ?? null,
			details: JSON.stringify(activity.details ?? {}),
			visibility: activity.visibility,
			createdAt: activity.at,
		})
		.execute()
}
