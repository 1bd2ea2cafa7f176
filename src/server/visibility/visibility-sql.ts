import { sql, type RawBuilder } from 'kysely'

/**
 * True when neither reader blocked the other: for anything of `other` (a column reference or an id) shown to
 * `viewerId`. Two primary-key lookups in block.
 */
export function notBlockedBetween(viewerId: string, other: RawBuilder<unknown> | string): RawBuilder<boolean> {
	return sql<boolean>`not exists (select 1 from "block" as "vb" where ("vb"."blockerId" = ${viewerId} and "vb"."blockedId" = ${other})
		or ("vb"."blockerId" = ${other} and "vb"."blockedId" = ${viewerId}))`
}

/** True when the reader (a column reference) is not suspended: a primary-key lookup in profile. */
export function notSuspended(reader: RawBuilder<unknown>): RawBuilder<boolean> {
	return sql<boolean>`not exists (select 1 from "profile" as "sp" where "sp"."userId" = ${reader} and "sp"."suspendedAt" is not null)`
}

/**
 * The SQL twin of readerShownTo (viewer-relation.ts): `reader` (a column reference) is shown to the viewer, by
 * name or through what they wrote, when neither blocked the other and the reader is not suspended (a suspended
 * reader's writing goes with them).
 */
export function readerShown(viewerId: string, reader: RawBuilder<unknown>): RawBuilder<boolean> {
	return sql<boolean>`(${notBlockedBetween(viewerId, reader)} and ${notSuspended(reader)})`
}

/**
 * `reader` (a column reference) is seen by the viewer as a reader with a profile, not only as a name: the viewer
 * themself, or shown (readerShown) with a profile open to the viewer: public, or private with the viewer an
 * approved follower. canView of a public item of theirs in visibility-policy.ts is the same rule. Naming a
 * reader the viewer may not see in something else (who followed them) would give away what their private
 * profile keeps, so such a thing is left out whole.
 */
export function readerSeen(viewerId: string, reader: RawBuilder<unknown>): RawBuilder<boolean> {
	return sql<boolean>`(${reader} = ${viewerId} or (${readerShown(viewerId, reader)} and not exists (select 1 from "profile" as "rp"
		where "rp"."userId" = ${reader} and "rp"."visibility" = 'private' and not exists (select 1 from "follow" as "rf"
		where "rf"."followerId" = ${viewerId} and "rf"."followeeId" = ${reader} and "rf"."status" = 'accepted'))))`
}

/**
 * The SQL twin of canView (visibility-policy.ts) for a table with userId and visibility columns, so lists of many
 * owners are filtered in the database: `where(visibleToViewer('entry', viewer?.id ?? null))`. Each subquery
 * is a primary-key lookup (follow by (followerId, followeeId), profile by userId).
 */
export function visibleToViewer(table: string, viewerId: string | null): RawBuilder<boolean> {
	const owner = sql.ref(`${table}.userId`)
	const visibility = sql.ref(`${table}.visibility`)
	if (viewerId === null) {
		return sql<boolean>`(${visibility} = 'public' and not exists (select 1 from "profile" as "vp" where "vp"."userId" = ${owner}
			and ("vp"."visibility" = 'private' or "vp"."suspendedAt" is not null)))`
	}
	// How closed the owner's profile is, in one profile lookup: 0 open (or no row yet), 1 private, 2 suspended.
	const closed = sql`coalesce((select case when "vp"."suspendedAt" is not null then 2 when "vp"."visibility" = 'private' then 1 else 0 end
		from "profile" as "vp" where "vp"."userId" = ${owner}), 0)`
	const follows = (from: RawBuilder<unknown> | string, to: RawBuilder<unknown> | string) =>
		sql`exists (select 1 from "follow" as "vf" where "vf"."followerId" = ${from} and "vf"."followeeId" = ${to} and "vf"."status" = 'accepted')`
	const viewerFollows = follows(viewerId, owner)
	// The most closed profile the viewer still sees this through: public things open to all (0) or, on a private
	// profile, to approved followers (1); friends' things to friends on any profile not suspended (1); -1 never.
	const allowed = sql`case when ${visibility} = 'public' then (case when ${viewerFollows} then 1 else 0 end)
		when ${visibility} = 'friends' and ${viewerFollows} and ${follows(owner, viewerId)} then 1 else -1 end`
	return sql<boolean>`(${owner} = ${viewerId} or (${notBlockedBetween(viewerId, owner)} and ${closed} <= ${allowed}))`
}
