import { ShelfPage, type ShelfSort, type ShelfStatus } from '../../../shared/schemas/shelves.ts'
import { useCursorPages } from '../../lib/use-cursor-pages.ts'

export const shelfKey = (status: ShelfStatus, sort: ShelfSort) => ['me', 'shelves', status, sort] as const

/** One of the reader's shelves a page at a time, in the order asked for. */
export const useShelf = (status: ShelfStatus, sort: ShelfSort) =>
	useCursorPages(shelfKey(status, sort), `/me/shelves/${status}`, { sort, limit: '30' }, ShelfPage)
