import assert from 'node:assert/strict'
import { test } from 'node:test'
import { buildWorld } from './privacy-world.ts'
import { NOT_IN_THE_SWEEP, readRows, sweepReads } from './read-sweep.ts'
import { NOT_IN_THE_MATRIX, writeRows } from './write-matrix.ts'
import { sweepWrites } from './write-sweep.ts'
import { buildWriteWorld } from './write-world.ts'

// One world per database for both: readers in every relation to owners of content of every visibility. The
// reads go first; the writes act on targets of their own, so nothing they are allowed to do changes the reads.

/** A route's template as a pattern that the paths of its requests match. */
const template = (route: string) =>
	new RegExp(`^${route.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '[^/]+').replaceAll('.', '\\.')}$`)

test('privacy and authorization: every viewer against every route that shows or changes one reader’s things', async (t) => {
	const world = await buildWorld(t)
	const routes = world.routes.filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/v1/'))

	await t.test(
		'the read sweep: every viewer sees exactly what they may on every endpoint, and nothing else',
		async () => {
			assert.deepEqual(await sweepReads(world), [])
		},
	)

	await t.test('every GET route is in the read sweep or says why not', () => {
		const paths = readRows(world).map((row) => row.path.split('?')[0] ?? '')
		const unswept = routes.filter(
			(r) => r.method === 'GET' && !(r.path in NOT_IN_THE_SWEEP) && !paths.some((path) => template(r.path).test(path)),
		)
		assert.deepEqual(
			[...new Set(unswept.map((r) => r.path))],
			[],
			'add a row to readRows() or a reason to NOT_IN_THE_SWEEP',
		)
		assert.deepEqual(
			Object.keys(NOT_IN_THE_SWEEP).filter((route) => !routes.some((r) => r.path === route)),
			[],
			'routes that no longer exist',
		)
	})

	const writes = await buildWriteWorld(world)

	await t.test(
		'the write matrix: every write is refused exactly as its rule says, changing nothing, and allowed otherwise',
		async (t) => {
			const { failures, requests } = await sweepWrites(writes)
			t.diagnostic(`${writeRows().length} rows, ${writes.targets.length} targets, ${requests} requests`)
			assert.deepEqual(failures, [])
		},
	)

	await t.test(
		'every write route is a row of the matrix or says why not, and each row’s requests go to its route',
		() => {
			const rows = writeRows()
			const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`
			const unlisted = routes.filter(
				(r) => r.method !== 'GET' && !(key(r) in NOT_IN_THE_MATRIX) && !rows.some((row) => row.route === key(r)),
			)
			assert.deepEqual([...new Set(unlisted.map(key))], [], 'add a row to writeRows() or a reason to NOT_IN_THE_MATRIX')
			const known = new Set(routes.map(key))
			assert.deepEqual(
				[...Object.keys(NOT_IN_THE_MATRIX), ...rows.map((row) => row.route)].filter((route) => !known.has(route)),
				[],
				'routes that no longer exist',
			)
			for (const row of rows) {
				const target = writes.targets.find((t) => t.kind === row.on)
				assert.ok(target, `${row.route}: no target of kind ${row.on}`)
				assert.match(row.send(target, writes).path, template(row.route.split(' ')[1] ?? ''), row.route)
			}
		},
	)
})
