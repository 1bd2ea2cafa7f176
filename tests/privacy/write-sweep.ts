import { sql } from 'kysely'
import type { Database } from '../../src/server/db/schema.ts'
import { VIEWERS, type Viewer } from './privacy-world.ts'
import { type Expect, type Send, type Signed, writeRows } from './write-matrix.ts'
import { type Target, type WriteWorld, describe } from './write-world.ts'

// Runs the authorization matrix: every row against every target of its kind and every viewer. A refused
// request must get the rule's status and change nothing: the number of rows in every table, and every row that
// names a target, are the same after a row's refused requests as before them. Then the allowed viewers act,
// each on a copy of its own where the row says so, and must succeed.

/** The rows that name a target, by table and column: what a write to it would touch. */
function touchedBy(target: Target): [string, string, string][] {
	const { id } = target
	switch (target.kind) {
		case 'entry':
			return [
				['entry', 'id', id],
				['entryLike', 'entryId', id],
				['comment', 'entryId', id],
				['activity', 'entryId', id],
				['notification', 'entryId', id],
				['report', 'targetId', id],
			]
		case 'list':
			return [
				['list', 'id', id],
				['listItem', 'listId', id],
				['listLike', 'listId', id],
				['activity', 'listId', id],
				['notification', 'listId', id],
				['report', 'targetId', id],
			]
		case 'comment':
			return [
				['comment', 'id', id],
				['comment', 'parentId', id],
				['notification', 'commentId', id],
				['report', 'targetId', id],
			]
		case 'reader':
			return [
				['follow', 'followerId', id],
				['follow', 'followeeId', id],
				['block', 'blockerId', id],
				['block', 'blockedId', id],
				['profile', 'userId', id],
				['report', 'targetId', id],
			]
		case 'club':
		case 'thread':
		case 'post':
		case 'poll': {
			const clubId = target.kind === 'club' ? id : target.clubId
			const inClub: [string, string, string][] = ['club', 'clubMember', 'clubSection', 'clubThread', 'clubPoll'].map(
				(table) => [table, table === 'club' ? 'id' : 'clubId', clubId],
			)
			const within: [string, string, string][] =
				target.kind === 'post'
					? [
							['clubPost', 'id', id],
							['clubPostLike', 'postId', id],
						]
					: target.kind === 'poll'
						? [['clubVote', 'pollId', id]]
						: target.kind === 'thread'
							? [['clubPost', 'threadId', id]]
							: []
			return [...inClub, ...within, ['activity', 'clubId', clubId], ['notification', 'clubId', clubId]]
		}
		case 'import':
			return [
				['import', 'id', id],
				['importRow', 'importId', id],
			]
		case 'token':
			return [['accessToken', 'id', id]]
		case 'session':
			return [['session', 'id', id]]
		case 'report':
			return [['report', 'id', id]]
	}
}

/** What refused requests must leave as it was: every table's size, and every row naming one of the targets. */
async function snapshotter(db: Database) {
	const tables = (await db.introspection.getTables())
		.filter((t) => !t.isView && !t.name.startsWith('kysely_'))
		.map((t) => t.name)
	const counts = sql.join(tables.map((name) => sql`(select count(*) from ${sql.table(name)}) as ${sql.id(name)}`))
	return async (targets: Target[]) => {
		const sizes = (await sql<Record<string, number | string>>`select ${counts}`.execute(db)).rows[0] ?? {}
		// One query per table and column for all the targets, then each target's rows picked out of it.
		const wanted = new Map<string, { table: string; column: string; values: Set<string> }>()
		for (const [table, column, value] of targets.flatMap(touchedBy)) {
			const key = `${table}.${column}`
			const entry = wanted.get(key) ?? { table, column, values: new Set<string>() }
			wanted.set(key, entry)
			entry.values.add(value)
		}
		const found = new Map<string, Record<string, unknown>[]>()
		await Promise.all(
			[...wanted].map(async ([key, { table, column, values }]) => {
				const list = sql.join([...values].map((value) => sql`${value}`))
				found.set(
					key,
					(
						await sql<
							Record<string, unknown>
						>`select * from ${sql.table(table)} where ${sql.ref(column)} in (${list})`.execute(db)
					).rows,
				)
			}),
		)
		const rows = targets.map((target) =>
			touchedBy(target).map(([table, column, value]) => {
				const named = (found.get(`${table}.${column}`) ?? []).filter((row) => row[column] === value)
				return `${table}.${column}: ${named
					.map((row) => JSON.stringify(row))
					.sort()
					.join(' ')}`
			}),
		)
		return { sizes, rows }
	}
}

async function send(w: WriteWorld, viewer: Viewer, method: string, request: Send) {
	const client = w.world.readers[viewer].client
	if (!request.picture) return (await client.request(request.path, { method, json: request.json })).status
	const form = new FormData()
	form.append('picture', new Blob([new Uint8Array(w.picture)], { type: 'image/png' }), 'matrix.png')
	const cookie = [...client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
	return (await fetch(new URL(request.path, client.baseUrl), { method, body: form, headers: cookie ? { cookie } : {} }))
		.status
}

/** Every row against its targets and every viewer: each answer that breaks a rule, as a line (none when all hold). */
export async function sweepWrites(w: WriteWorld): Promise<{ failures: string[]; requests: number }> {
	const snapshot = await snapshotter(w.world.db)
	const failures: string[] = []
	let requests = 0
	for (const row of writeRows()) {
		const [method = ''] = row.route.split(' ')
		const targets = w.targets.filter((t) => t.kind === row.on)
		const expected = (viewer: Viewer, target: Target): Expect =>
			viewer === 'visitor' ? (row.visitor ?? 401) : row.rule(viewer as Signed, target)
		const where = (viewer: Viewer, target: Target) => `${row.route} on ${describe(target)} by ${viewer}`
		// A visitor is refused before anything is loaded, so once per route is enough.
		const asks = targets.flatMap((target, i) =>
			VIEWERS.filter((v) => v !== 'visitor' || i === 0).map((viewer) => ({
				viewer,
				target,
				expect: expected(viewer, target),
			})),
		)

		// Refused requests change nothing, so the whole row's go at once, between two snapshots.
		const refused = asks.filter((ask) => ask.expect !== 'ok')
		const before = await snapshot(targets)
		const answers = await Promise.all(refused.map(({ viewer, target }) => send(w, viewer, method, row.send(target, w))))
		const after = await snapshot(targets)
		requests += refused.length
		refused.forEach(
			({ viewer, target, expect }, i) =>
				answers[i] !== expect && failures.push(`${where(viewer, target)}: ${answers[i]}, expected ${expect}`),
		)
		const resized = Object.keys(after.sizes).filter(
			(table) => String(after.sizes[table]) !== String(before.sizes[table]),
		)
		if (resized.length > 0)
			failures.push(`${row.route}: refused requests changed the number of rows in ${resized.join(', ')}`)
		targets.forEach((target, t) =>
			after.rows[t]?.forEach(
				(rows, i) =>
					rows !== before.rows[t]?.[i] &&
					failures.push(
						`${row.route} on ${describe(target)}: refused requests changed ${before.rows[t]?.[i]} → ${rows}`,
					),
			),
		)

		for (const { viewer, target } of asks.filter((ask) => ask.expect === 'ok')) {
			const acted = row.fresh ? await w.copyOf(target, viewer) : target
			const answer = await send(w, viewer, method, row.send(acted, w))
			requests++
			if (answer !== row.ok) failures.push(`${where(viewer, target)}: ${answer}, expected ${row.ok}`)
		}
	}
	return { failures, requests }
}
