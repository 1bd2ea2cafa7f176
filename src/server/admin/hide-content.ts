import type { Database } from '../db/schema.ts'
import type { TargetFacts } from '../reports/report-targets.ts'

/**
 * Hides an entry, list or comment. An entry or list becomes private as well (and so do its activity rows),
 * so every visibility check already in place hides it; its owner still sees it, marked hidden, and cannot
 * make it visible again while hiddenAt is set (edit-entry.ts). A hidden comment shows to its author alone.
 */
export async function hideContent(db: Database, target: TargetFacts, at: string) {
	if (target.kind === 'entry') {
		await db.updateTable('entry').set({ hiddenAt: at, visibility: 'private' }).where('id', '=', target.id).execute()
		await db.updateTable('activity').set({ visibility: 'private' }).where('entryId', '=', target.id).execute()
	} else if (target.kind === 'list') {
		await db.updateTable('list').set({ hiddenAt: at, visibility: 'private' }).where('id', '=', target.id).execute()
		await db.updateTable('activity').set({ visibility: 'private' }).where('listId', '=', target.id).execute()
	} else if (target.kind === 'comment') {
		await db.updateTable('comment').set({ hiddenAt: at }).where('id', '=', target.id).execute()
	}
}
