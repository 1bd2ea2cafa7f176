import assert from 'node:assert/strict'
import { test } from 'node:test'
import SQLite from 'better-sqlite3'
import { withStatementCache } from './statement-cache.ts'

test('a statement is prepared once per SQL text, and a busy one is not shared', () => {
	const sqlite = new SQLite(':memory:')
	const db = withStatementCache(sqlite)
	sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)')
	const sql = 'select n from t order by n'
	const first = db.prepare(sql)
	assert.equal(db.prepare(sql), first)
	assert.notEqual(db.prepare('select n from t'), first)

	// A streamed query holds its statement until the loop ends; the same query meanwhile gets its own.
	const seen: unknown[] = []
	for (const row of first.iterate([])) {
		const inner = db.prepare(sql)
		assert.notEqual(inner, first)
		seen.push(row, inner.all([]).length)
	}
	assert.deepEqual(seen, [{ n: 1 }, 3, { n: 2 }, 3, { n: 3 }, 3])
	assert.equal(db.prepare(sql), first, 'free again once the loop ended')
	db.close()
})
