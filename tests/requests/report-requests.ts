import { randomUUID } from 'node:crypto'
import type { ReportInput, ReportResponse } from '../../src/shared/schemas/reports.ts'
import type { Database, Visibility } from '../../src/server/db/schema.ts'
import type { Answer, TestClient } from '../support/test-client.ts'

// Requests and rows the report, admin and privacy tests share.

export const fileReport = (client: TestClient, input: Partial<ReportInput>) =>
	client.json<ReportResponse & Answer>('/api/reports', { method: 'POST', json: { reason: 'spam', ...input } })

/** A comment written straight into the table (the comment routes are their own feature); returns its id. */
export async function addComment(
	db: Database,
	comment: { entryId: string; userId: string; body?: string; hidden?: boolean },
) {
	const id = randomUUID()
	const at = new Date().toISOString()
	await db
		.insertInto('comment')
		.values({
			id,
			entryId: comment.entryId,
			userId: comment.userId,
			parentId: null,
			body: comment.body ?? 'A comment',
			hiddenAt: comment.hidden ? at : null,
			createdAt: at,
			updatedAt: at,
		})
		.execute()
	return id
}

/** A list written straight into the table; returns its id. */
export async function addList(db: Database, list: { userId: string; name?: string; visibility?: Visibility }) {
	const id = randomUUID()
	const at = new Date().toISOString()
	await db
		.insertInto('list')
		.values({
			id,
			userId: list.userId,
			name: list.name ?? 'Favourites',
			description: 'Books I love',
			visibility: list.visibility ?? 'public',
			createdAt: at,
			updatedAt: at,
		})
		.execute()
	return id
}
