import { sql, type RawBuilder } from 'kysely'

/**
 * True when neither reader blocked the other: for anything of `other` (a column reference or an id) shown to
 * `viewerId`. Two primary-key lookups in block.
 */
export function notBlockedBetween(viewerId: string, other: RawBuilder<unknown> | string): RawBuilder<boolean> {
	return sql<boolean>`not exists (select 1 from "block" as "vb" where ("vb"."blockerId" = ${viewerId} and "vb"."blockedId" = ${other})
		or ("vb"."blockerId" = ${other} and "vb"."blockedId" = ${viewerId}))`
}

/**
 * The SQL twin of canView (entry-policy.ts) for a table with userId and visibility columns, so lists of many
 * owners are filtered in the database: `where(visibleToViewer('entry', viewer?.id ?? null))`. Each subquery
 * is a primary-key lookup (follow by (followerId, followeeId), profile by userId).
 */
export function visibleToViewer(table: string, viewerId: string | null): RawBuilder<boolean> {
	const owner = sql.ref(`${table}.userId`)
	const visibility = sql.ref(`${table}.visibility`)
	const profilePublic = sql`not exists (select 1 from "profile" as "vp" where "vp"."userId" = ${owner} and "vp"."visibility" = 'private')`
	if (viewerId === null) return sql<boolean>`(${visibility} = 'public' and ${profilePublic})`
	const follows = (from: RawBuilder<unknown> | string, to: RawBuilder<unknown> | string) =>
		sql`exists (select 1 from "follow" as "vf" where "vf"."followerId" = ${from} and "vf"."followeeId" = ${to} and "vf"."status" = 'accepted')`
	const viewerFollows = follows(viewerId, owner)
	return sql<boolean>`(${owner} = ${viewerId}
		or (${notBlockedBetween(viewerId, owner)} and (
			(${visibility} = 'public' and (${profilePublic} or ${viewerFollows}))
			or (${visibility} = 'friends' and ${viewerFollows} and ${follows(owner, viewerId)}))))`
}
