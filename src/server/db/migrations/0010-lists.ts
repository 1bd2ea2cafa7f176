import type { Kysely } from 'kysely'
import { foldText } from './frozen/frozen-fold-text.ts'

// List search matches words in a list's name or description in any case and with or without accents, on
// SQLite and PostgreSQL alike: the folded text is kept beside the list (written with its name and description)
// because neither database can fold accents the same way by itself. Matching is a LIKE per word over that text,
// without a word index: fast enough at 20,000 lists (docs/performance.md, Lists).
export async function up(db: Kysely<unknown>) {
	await db.schema
		.alterTable('list')
		.addColumn('searchText', 'text', (c) => c.notNull().defaultTo(''))
		.execute()
	// Search reads lists newest-updated first and stops at a page: a common word finds its page early in this order.
	await db.schema.createIndex('list_updated').on('list').columns(['updatedAt', 'id']).execute()
	const lists = db as unknown as Kysely<{ list: { id: string; name: string; description: string; searchText: string } }>
	for (const list of await lists.selectFrom('list').select(['id', 'name', 'description']).execute()) {
		await lists
			.updateTable('list')
			.set({ searchText: foldText(`${list.name}\n${list.description}`) })
			.where('id', '=', list.id)
			.execute()
	}
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropIndex('list_updated').execute()
	await db.schema.alterTable('list').dropColumn('searchText').execute()
}
