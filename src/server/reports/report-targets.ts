import type { ReportTarget } from '../../shared/schemas/reports.ts'
import type { Database, Visibility } from '../db/schema.ts'
import { loadOwnerRelation } from '../visibility/viewer-relation.ts'
import { canView, type Viewer } from '../visibility/visibility-policy.ts'

/** What a report's target is, as stored: its owner, and for content its visibility and hidden mark. */
export type TargetFacts = {
	kind: ReportTarget
	id: string
	/** null for a book: the catalogue is no reader's. */
	ownerId: string | null
	/** null for a comment (it follows its entry) and a profile. */
	visibility: Visibility | null
	hidden: boolean
	/** A comment's entry, whose visibility the comment shares. */
	entryId: string | null
}

/** The target by its stored id (a profile by its user id); undefined when it is gone. */
export async function findTarget(db: Database, kind: ReportTarget, id: string): Promise<TargetFacts | undefined> {
	const base = { kind, id, hidden: false, visibility: null, entryId: null }
	if (kind === 'entry' || kind === 'list') {
		const row = await db
			.selectFrom(kind)
			.select(['userId', 'visibility', 'hiddenAt'])
			.where('id', '=', id)
			.executeTakeFirst()
		return row && { ...base, ownerId: row.userId, visibility: row.visibility, hidden: row.hiddenAt !== null }
	}
	if (kind === 'comment') {
		const row = await db
			.selectFrom('comment')
			.select(['userId', 'entryId', 'hiddenAt'])
			.where('id', '=', id)
			.executeTakeFirst()
		return row && { ...base, ownerId: row.userId, hidden: row.hiddenAt !== null, entryId: row.entryId }
	}
	if (kind === 'book') {
		const row = await db.selectFrom('book').select('id').where('id', '=', id).executeTakeFirst()
		return row && { ...base, ownerId: null }
	}
	const row = await db.selectFrom('user').select('id').where('id', '=', id).executeTakeFirst()
	return row && { ...base, ownerId: row.id }
}

/**
 * Whether the viewer may see the target, by the same rules as its own pages: a book always; canView for entries and lists;
 * a comment when its entry is visible, its author is neither blocked nor suspended, and it is not hidden
 * (its author still sees it); a profile unless a block or a suspension hides it.
 */
export async function mayViewTarget(db: Database, viewer: Viewer, target: TargetFacts): Promise<boolean> {
	// The catalogue is public.
	if (target.ownerId === null) return true
	const relation = await loadOwnerRelation(db, viewer, target.ownerId)
	if (target.kind === 'entry' || target.kind === 'list')
		return canView(viewer, { userId: target.ownerId, visibility: target.visibility ?? 'private' }, relation)
	if (target.kind === 'profile') return viewer?.id === target.ownerId || (!relation.blocked && !relation.ownerSuspended)
	if (viewer?.id !== target.ownerId && (target.hidden || relation.blocked || relation.ownerSuspended)) return false
	const entry = target.entryId ? await findTarget(db, 'entry', target.entryId) : undefined
	return entry !== undefined && (await mayViewTarget(db, viewer, entry))
}
