import type { TableRule } from './user-data-rules.ts'

/**
 * The catalogue's books and their corrections in the reader's data map (user-data.ts). Books stay shared
 * catalogue data when their adder leaves, and corrections stay in a book's history, only without their author.
 */
export const BOOK_EDIT_USER_DATA: { [Table in 'book' | 'bookEdit']: TableRule } = {
	book: {
		relation: 'books, shared catalogue data; the reader is named on the books they added (addedBy)',
		export: (db, o) =>
			db
				.selectFrom('book')
				.select(['id', 'title', 'createdAt'])
				.where('addedBy', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.updateTable('book').set({ addedBy: null }).where('addedBy', '=', o.id).execute(),
	},
	bookEdit: {
		relation: "the reader's corrections of books (userId): which book, what changed, when",
		export: (db, o) =>
			db
				.selectFrom('bookEdit')
				.select(['id', 'bookId', 'editorRole', 'changes', 'revertOf', 'createdAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.updateTable('bookEdit').set({ userId: null }).where('userId', '=', o.id).execute(),
	},
}
