import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { ClubScheduleMessages, type ClubScheduleInput } from '../../shared/schemas/club-schedule.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { findSections } from './club-schedule-queries.ts'

const invalid = (field: string, message: string) =>
	new ApiError(400, 'validation_failed', message, { [field]: message })

/**
 * Replaces the schedule of the club's current book with these sections, in one transaction. Sections sent with
 * their id keep it, and so keep their discussion threads; the ones left out go, with their threads (the editor
 * says so before saving). The club's row is updated first: on PostgreSQL that locks it, so two moderators saving
 * at once write one schedule after the other rather than a mix.
 */
export async function setClubSections(db: Database, clubId: string, { sections }: z.output<typeof ClubScheduleInput>) {
	await db.transaction().execute(async (trx) => {
		const at = new Date().toISOString()
		const club = await trx
			.updateTable('club')
			.set({ updatedAt: at })
			.where('id', '=', clubId)
			.returning('currentBookId')
			.executeTakeFirst()
		if (!club?.currentBookId) throw new ApiError(409, 'no_book', ClubScheduleMessages.noBook)
		const book = await trx
			.selectFrom('book')
			.select('pageCount')
			.where('id', '=', club.currentBookId)
			.executeTakeFirstOrThrow()
		const pages = book.pageCount
		const beyond = pages === null ? -1 : sections.findIndex((section) => section.endPage > pages)
		if (pages !== null && beyond >= 0)
			throw invalid(`sections.${beyond}.endPage`, ClubScheduleMessages.endPageBeyondBook(pages))
		const existing = new Set((await findSections(trx, clubId, club.currentBookId)).map((section) => section.id))
		const stale = sections.findIndex((section) => section.id !== undefined && !existing.has(section.id))
		if (stale >= 0) throw invalid(`sections.${stale}.id`, ClubScheduleMessages.unknownSection)

		const kept = new Set(sections.flatMap((section) => (section.id ? [section.id] : [])))
		const removed = [...existing].filter((id) => !kept.has(id))
		if (removed.length > 0) await trx.deleteFrom('clubSection').where('id', 'in', removed).execute()
		for (const [index, section] of sections.entries()) {
			const fields = { position: index + 1, title: section.title, endPage: section.endPage, dueOn: section.dueOn }
			if (section.id) await trx.updateTable('clubSection').set(fields).where('id', '=', section.id).execute()
			else
				await trx
					.insertInto('clubSection')
					.values({ id: randomUUID(), clubId, bookId: club.currentBookId, createdAt: at, ...fields })
					.execute()
		}
	})
}
