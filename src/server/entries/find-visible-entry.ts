import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { loadOwnerRelation } from '../visibility/viewer-relation.ts'
import { canView, type Viewer } from '../visibility/visibility-policy.ts'
import { findEntry, type StoredEntry } from './entry-queries.ts'

/**
 * The entry when the viewer may see it, for what hangs on an entry (likes, comments); a 404 otherwise, the same
 * answer as for an entry that does not exist. Blocks either way and admin hiding are in canView already.
 */
export async function findVisibleEntry(db: Database, id: string, viewer: Viewer): Promise<StoredEntry> {
	const entry = await findEntry(db, id)
	if (!entry || !canView(viewer, entry, await loadOwnerRelation(db, viewer, entry.userId))) throw notFound('Entry')
	return entry
}
