import type { z } from 'zod'
import type { ListPatch } from '../../shared/schemas/lists.ts'
import type { Database } from '../db/schema.ts'
import { ApiError, notFound } from '../http/errors.ts'
import {
	countItems,
	findList,
	searchTextOf,
	setListActivityVisibility,
	type StoredList,
	touchList,
} from './list-queries.ts'
import { maxItemsProblem, visibilityChangeProblem } from './list-policy.ts'

/**
 * Changes a list's own fields. The limit is checked against the books on it inside the transaction (a book
 * added meanwhile counts), and a new visibility reaches the list's activity in the same transaction.
 */
export async function editList(db: Database, list: StoredList, patch: z.output<typeof ListPatch>) {
	const hidden = visibilityChangeProblem(list, patch.visibility)
	if (hidden) throw new ApiError(409, 'list_hidden', hidden, { visibility: hidden })
	await db.transaction().execute(async (trx) => {
		const at = new Date().toISOString()
		if (!(await touchList(trx, list.id, at))) throw notFound('List')
		const current = await findList(trx, list.id)
		if (!current) throw notFound('List')
		if (patch.maxItems !== undefined) {
			const problem = maxItemsProblem(patch.maxItems, await countItems(trx, list.id))
			if (problem) throw new ApiError(409, 'list_limit_too_low', problem, { maxItems: problem })
		}
		const name = patch.name ?? current.name
		const description = patch.description ?? current.description
		await touchList(trx, list.id, at, {
			name,
			description,
			searchText: searchTextOf({ name, description }),
			...(patch.ranked === undefined ? {} : { ranked: Number(patch.ranked) }),
			...(patch.visibility === undefined ? {} : { visibility: patch.visibility }),
			...(patch.maxItems === undefined ? {} : { maxItems: patch.maxItems }),
		})
		if (patch.visibility !== undefined && patch.visibility !== current.visibility)
			await setListActivityVisibility(trx, list.id, patch.visibility)
	})
}
