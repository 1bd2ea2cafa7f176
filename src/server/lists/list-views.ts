import { listFeedPath } from '../../shared/page-routes.ts'
import type { ListDetail, ListSummary } from '../../shared/schemas/lists.ts'
import { LIST_PREVIEW_BOOKS } from '../../shared/schemas/lists.ts'
import { bookSummaries } from '../books/book-views.ts'
import { coverVersion } from '../../shared/cover-version.ts'
import type { Database } from '../db/schema.ts'
import { loadOwnerRelation } from '../visibility/viewer-relation.ts'
import { canEdit, canView, type Viewer } from '../visibility/visibility-policy.ts'
import { likeSummary, listItemRows } from './list-queries.ts'

/** Lists joined with their owners and book counts, ready for listSummaries; callers add where and order. */
export function selectListSummaries(db: Database) {
	return db
		.selectFrom('list')
		.innerJoin('user', 'user.id', 'list.userId')
		.select((eb) => [
			'list.id',
			'list.userId',
			'list.name',
			'list.description',
			'list.ranked',
			'list.visibility',
			'list.maxItems',
			'list.hiddenAt',
			'list.createdAt',
			'list.updatedAt',
			'user.username',
			'user.name as ownerName',
			'user.image',
			eb
				.selectFrom('listItem')
				.select((c) => c.fn.countAll<number | string>().as('n'))
				.whereRef('listItem.listId', '=', 'list.id')
				.as('itemCount'),
		])
}
export type ListSummaryRow = Awaited<ReturnType<ReturnType<typeof selectListSummaries>['execute']>>[number]

/**
 * Lists as the API shows them, in the order given, with the first books of each (for covers) in one query.
 * The caller has already decided the viewer may see every row. `withBook` marks the lists that hold that book.
 */
export async function listSummaries(db: Database, rows: ListSummaryRow[], withBook?: string): Promise<ListSummary[]> {
	const ids = rows.map((row) => row.id)
	const previews = ids.length
		? await db
				.selectFrom('listItem')
				.innerJoin('book', 'book.id', 'listItem.bookId')
				.select([
					'listItem.listId',
					'listItem.position',
					'book.id',
					'book.title',
					'book.coverSourceUrl',
					'book.updatedAt',
				])
				.where('listItem.listId', 'in', ids)
				.where('listItem.position', '<=', LIST_PREVIEW_BOOKS)
				.orderBy('listItem.position')
				.execute()
		: []
	const holding =
		withBook && ids.length
			? new Set(
					(
						await db
							.selectFrom('listItem')
							.select('listId')
							.where('listId', 'in', ids)
							.where('bookId', '=', withBook)
							.execute()
					).map((r) => r.listId),
				)
			: new Set<string>()
	return rows.map((row) => ({
		id: row.id,
		name: row.name,
		description: row.description,
		ranked: Boolean(row.ranked),
		visibility: row.visibility,
		maxItems: row.maxItems,
		itemCount: Number(row.itemCount ?? 0),
		owner: { username: row.username, name: row.ownerName, image: row.image },
		previews: previews
			.filter((p) => p.listId === row.id)
			.map((p) => ({ id: p.id, title: p.title, coverVersion: coverVersion(p) })),
		hidden: row.hiddenAt !== null,
		hasBook: holding.has(row.id),
		createdAt: row.createdAt,
		updatedAt: row.updatedAt,
	}))
}

/** One list with all its books in order, its likes and what the viewer may do; the caller checked they may see it. */
export async function listDetail(db: Database, row: ListSummaryRow, viewer: Viewer): Promise<ListDetail> {
	const [[summary], items, likes, visitorRelation] = await Promise.all([
		listSummaries(db, [row]),
		listItemRows(db, row.id),
		likeSummary(db, row.id, viewer?.id ?? null),
		loadOwnerRelation(db, null, row.userId),
	])
	const books = new Map(
		(
			await bookSummaries(
				db,
				items.map((item) => item.bookId),
			)
		).map((book) => [book.id, book]),
	)
	return {
		...(summary as ListSummary),
		items: items.flatMap((item) => {
			const book = books.get(item.bookId)
			return book ? [{ book, position: item.position, note: item.note, addedAt: item.addedAt }] : []
		}),
		...likes,
		can: { edit: canEdit(viewer, row), like: viewer !== null },
		feed: canView(null, row, visitorRelation) ? listFeedPath(row.id) : null,
	}
}

export async function findListSummaryRow(db: Database, id: string): Promise<ListSummaryRow | undefined> {
	return selectListSummaries(db).where('list.id', '=', id).executeTakeFirst()
}
