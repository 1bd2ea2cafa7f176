import { yieldEvery } from '../db/yield-every.ts'
import type { Row, TableRule } from './user-data-rules.ts'

/** The imports' tables and the reader's own tags in the reader's data map (user-data.ts), in deletion's order. */
export const IMPORT_USER_DATA: { [Table in 'import' | 'importRow' | 'readerTag']: TableRule } = {
	import: {
		relation: "the reader's imports of other services' export files (userId): source, file name, status",
		export: (db, o) =>
			db
				.selectFrom('import')
				.select(['id', 'source', 'fileName', 'status', 'rowCount', 'createdAt', 'updatedAt', 'finishedAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('import').where('userId', '=', o.id).execute(),
	},
	importRow: {
		relation: "the rows of the reader's imports (through importId): the parsed row, its book, the decision and outcome",
		// Import by import, a page at a time with turns of the event loop between: a 10 MB file has 15,000 rows.
		export: async (db, o) => {
			const imports = await db.selectFrom('import').select('id').where('userId', '=', o.id).orderBy('id').execute()
			const pause = yieldEvery(10)
			const rows: Row[] = []
			for (const { id } of imports) {
				for (let after = 0; ; ) {
					await pause()
					const page = await db
						.selectFrom('importRow')
						.select([
							'importId',
							'position',
							'record',
							'bookId',
							'method',
							'confidence',
							'flag',
							'skip',
							'outcome',
							'reason',
						])
						.where('importId', '=', id)
						.where('position', '>', after)
						.orderBy('position')
						.limit(500)
						.execute()
					rows.push(...page)
					if (page.length < 500) break
					after = page.at(-1)!.position
				}
			}
			return rows
		},
		erase: (db, o) =>
			db
				.deleteFrom('importRow')
				.where('importId', 'in', db.selectFrom('import').select('id').where('userId', '=', o.id))
				.execute(),
	},
	readerTag: {
		relation: "the reader's own tags on books (userId): imported shelves, tags, moods, 'owned'",
		export: (db, o) =>
			db
				.selectFrom('readerTag')
				.select(['bookId', 'tag'])
				.where('userId', '=', o.id)
				.orderBy('bookId')
				.orderBy('tag')
				.execute(),
		erase: (db, o) => db.deleteFrom('readerTag').where('userId', '=', o.id).execute(),
	},
}
