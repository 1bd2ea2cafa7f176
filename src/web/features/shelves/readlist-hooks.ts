import { MemberShelfPage, ShelfPage, type ShelfSort, type ShelfStatus } from '../../../shared/schemas/shelves.ts'
import { useCursorPages } from '../../lib/use-cursor-pages.ts'

export const shelfKey = (status: ShelfStatus, sort: ShelfSort) => ['me', 'shelves', status, sort] as const

/** One of the reader's shelves a page at a time, in the order asked for. */
export const useShelf = (status: ShelfStatus, sort: ShelfSort) =>
	useCursorPages(shelfKey(status, sort), `/me/shelves/${status}`, { sort, limit: '30' }, ShelfPage)

/** Someone's shelf a page at a time as the viewer may see it, with how many books they may see on each shelf. */
export const useMemberShelf = (username: string, status: ShelfStatus, sort: ShelfSort) =>
	useCursorPages(
		['users', username, 'shelves', status, sort],
		`/users/${encodeURIComponent(username)}/shelves/${status}`,
		{ sort, limit: '30' },
		MemberShelfPage,
		{ notifyOnChangeProps: 'all' },
	)
