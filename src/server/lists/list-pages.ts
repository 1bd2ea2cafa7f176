import type { ListPage } from '../../shared/schemas/lists.ts'
import { searchTerms } from '../books/search-text.ts'
import type { Database } from '../db/schema.ts'
import { decodeCursor, keysetPage } from '../http/cursor.ts'
import { visibleToViewer } from '../visibility/visibility-sql.ts'
import { listSummaries, selectListSummaries } from './list-views.ts'

type Paging = { cursor?: string | undefined; limit: number }

/** Newest-updated first, a page at a time; the cursor is the last list's (updatedAt, id). */
function newestFirst(db: Database, { cursor, limit }: Paging) {
	const after = cursor ? decodeCursor(cursor, ['string', 'string'] as const) : null
	return selectListSummaries(db)
		.$if(after !== null, (q) =>
			q.where((eb) => {
				const [updatedAt, id] = after as readonly [string, string]
				return eb.or([
					eb('list.updatedAt', '<', updatedAt),
					eb.and([eb('list.updatedAt', '=', updatedAt), eb('list.id', '<', id)]),
				])
			}),
		)
		.orderBy('list.updatedAt', 'desc')
		.orderBy('list.id', 'desc')
		.limit(limit + 1)
}

async function page(
	db: Database,
	rows: Awaited<ReturnType<ReturnType<typeof newestFirst>['execute']>>,
	limit: number,
	withBook?: string,
): Promise<ListPage> {
	const { rows: shown, nextCursor } = keysetPage(rows, limit, (row) => [row.updatedAt, row.id])
	return { lists: await listSummaries(db, shown, withBook), nextCursor }
}

/** The reader's own lists, hidden ones too; with bookId, each says whether it holds that book. */
export async function ownLists(db: Database, userId: string, query: Paging & { bookId?: string | undefined }) {
	return page(db, await newestFirst(db, query).where('list.userId', '=', userId).execute(), query.limit, query.bookId)
}

/** One reader's lists that the viewer may see (the owner sees all of theirs). */
export async function userLists(db: Database, ownerId: string, viewerId: string | null, query: Paging) {
	const rows = await newestFirst(db, query)
		.where('list.userId', '=', ownerId)
		.where(visibleToViewer('list', viewerId))
		.execute()
	return page(db, rows, query.limit)
}

/**
 * Lists whose name or description holds every word of the query (folded as searchText is, so case and accents
 * do not matter; a word matches inside longer ones), that the viewer may see. Words are letters and digits only
 * (searchTerms), so they carry no LIKE wildcards.
 */
export async function searchLists(db: Database, viewerId: string | null, query: Paging & { q: string }) {
	const terms = searchTerms(query.q)
	if (terms.length === 0) return { lists: [], nextCursor: null }
	let select = newestFirst(db, query).where(visibleToViewer('list', viewerId))
	for (const term of terms) select = select.where('list.searchText', 'like', `%${term}%`)
	return page(db, await select.execute(), query.limit)
}
