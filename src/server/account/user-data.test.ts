import assert from 'node:assert/strict'
import { test } from 'node:test'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { DERIVED_TABLES, USER_DATA } from './user-data.ts'

// SQLite's FTS5 keeps each virtual table's data in shadow tables named after it.
const FTS5_SHADOWS = ['config', 'content', 'data', 'docsize', 'idx']

test('every table the migrations create says how it relates to a reader, so export and deletion forget none', async (t) => {
	const { db } = await startTestApp(t)
	const tables = (await db.introspection.getTables()).map((table) => table.name)
	const derived = Object.keys(DERIVED_TABLES)
	const covered = (name: string) =>
		name in USER_DATA ||
		derived.includes(name) ||
		derived.some((base) => FTS5_SHADOWS.some((suffix) => name === `${base}_${suffix}`))
	assert.deepEqual(
		tables.filter((name) => !covered(name)),
		[],
		'add these tables to USER_DATA in src/server/account/user-data.ts',
	)
	assert.deepEqual(
		Object.keys(USER_DATA).filter((name) => !tables.includes(name)),
		[],
		'USER_DATA names tables that do not exist',
	)
	assert.equal(Object.keys(USER_DATA).at(-1), 'user', 'the user row goes last, after the rows that point at it')
})
