import type { Selectable } from 'kysely'
import { fromHalfStars } from '../../shared/ratings.ts'
import type { BookSummary } from '../../shared/schemas/books.ts'
import type { EntryView } from '../../shared/schemas/entries.ts'
import { bookSummaries } from '../books/book-views.ts'
import type { Database, EntryTable } from '../db/schema.ts'
import { likeSummaries } from '../likes/like-queries.ts'
import type { FixedEntryFields } from './entry-json.ts'
import { canEdit, type Viewer } from '../visibility/visibility-policy.ts'

/** The columns an EntryView needs: the entry's own and its reader's (see ENTRY_VIEW_COLUMNS). */
export type EntryRow = Selectable<EntryTable> & { username: string; name: string; image: string | null }

export const ENTRY_VIEW_COLUMNS = [
	'entry.id',
	'entry.userId',
	'entry.bookId',
	'entry.readOn',
	'entry.startedOn',
	'entry.rating',
	'entry.liked',
	'entry.reread',
	'entry.spoilers',
	'entry.review',
	'entry.visibility',
	'entry.hiddenAt',
	'entry.editionId',
	'entry.format',
	'entry.pageCount',
	'entry.audioMinutes',
	'entry.createdAt',
	'entry.updatedAt',
	'user.username',
	'user.name',
	'user.image',
] as const

type FixedFieldsRow = Pick<
	EntryRow,
	| 'id'
	| 'username'
	| 'name'
	| 'image'
	| 'readOn'
	| 'startedOn'
	| 'rating'
	| 'liked'
	| 'reread'
	| 'spoilers'
	| 'review'
	| 'visibility'
	| 'createdAt'
	| 'updatedAt'
	| 'editionId'
	| 'format'
	| 'pageCount'
	| 'audioMinutes'
>

/** An entry's fields that are the same for every viewer and every page it is shown on. */
export function fixedEntryFields(row: FixedFieldsRow): FixedEntryFields {
	return {
		id: row.id,
		reader: { username: row.username, name: row.name, image: row.image },
		readOn: row.readOn,
		startedOn: row.startedOn,
		rating: fromHalfStars(row.rating),
		liked: Boolean(row.liked),
		reread: Boolean(row.reread),
		spoilers: Boolean(row.spoilers),
		review: row.review,
		visibility: row.visibility,
		createdAt: row.createdAt,
		updatedAt: row.updatedAt,
		editionId: row.editionId,
		format: row.format,
		pageCount: row.pageCount,
		audioMinutes: row.audioMinutes,
	}
}

/**
 * Entries as the API shows them, in the order given, with their books and likes loaded in one go each. The caller has
 * already decided the viewer may see each row; this only decides what the viewer may do with it.
 */
export async function entryViews(db: Database, rows: EntryRow[], viewer: Viewer): Promise<EntryView[]> {
	const [summaries, likes] = await Promise.all([
		bookSummaries(db, [...new Set(rows.map((r) => r.bookId))]),
		likeSummaries(
			db,
			rows.map((r) => r.id),
			viewer?.id ?? null,
		),
	])
	const books = new Map(summaries.map((b) => [b.id, b]))
	return rows.flatMap((row) => {
		const book = books.get(row.bookId)
		if (!book) return []
		return [
			{
				...withBook(fixedEntryFields(row), book),
				likeCount: likes.get(row.id)?.likeCount ?? 0,
				likedByViewer: likes.get(row.id)?.likedByViewer ?? false,
				hidden: row.hiddenAt !== null,
				can: { edit: canEdit(viewer, row) },
			},
		]
	})
}

/** The fields with this book in EntryView's place for it, second, so the JSON reads as it always has. */
export function withBook<T extends { id: string }>(
	{ id, ...rest }: T,
	book: BookSummary,
): { id: string; book: BookSummary } & Omit<T, 'id'> {
	return { id, book, ...rest }
}
