import { sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { readerSeen, readerShown, visibleToViewer } from '../visibility/visibility-sql.ts'

/** Enough of a review for the longest excerpt and a sign that it goes on. */
const REVIEW_PREFIX = 400

/**
 * How to find a page. 'by-follow': each follow's newest rows through activity_user, merged and sorted; cheap
 * while the follows are few, but the whole of every follow's history is gathered and checked (1,000 follows:
 * ~35,000 rows). 'by-time': all activity newest first through activity_time, keeping the follows' rows until
 * the page is full; cheap when the follows are many, since their rows are then frequent, but a reader who
 * follows a few quiet readers would walk the whole table.
 */
export type FeedPlan = 'by-follow' | 'by-time'

/** Whether `viewerId` follows enough readers for 'by-time'. */
export async function feedPlanFor(db: Database, viewerId: string): Promise<FeedPlan> {
	const many = await db
		.selectFrom('follow')
		.select('followeeId')
		.where('followerId', '=', viewerId)
		.where('status', '=', 'accepted')
		.offset(BY_TIME_FROM_FOLLOWS - 1)
		.limit(1)
		.executeTakeFirst()
	return many ? 'by-time' : 'by-follow'
}

/** From how many follows 'by-time' finds a page sooner (docs/performance.md, 'Home feed'). */
const BY_TIME_FROM_FOLLOWS = 100

/**
 * A page of the activity of the readers `viewerId` follows (accepted follows), newest first, after the cursor's
 * (createdAt, id). Each row passes visibleToViewer itself, so privacy is the one rule of visibility-policy.ts; a
 * list_created row also needs its list visible, and a 'followed' row the reader followed seen by the viewer
 * (readerSeen: not blocked either way, not suspended, and a private profile only to its approved followers):
 * an item about a reader the viewer may not see is left out whole. 'deleted' rows never show.
 *
 * A club's activity (activity.clubId) follows the club instead: it shows to the club's members, whoever did it
 * and whether or not the viewer follows them, and to nobody else, whatever the row's visibility (a follower
 * outside an invite-only club must not learn it exists). The viewer's own club rows stay out, as everywhere
 * in the feed, and so do those of readers blocked either way or suspended. The two kinds are read apart and
 * merged: one query with an OR between them lost the newest-first walk of activity_time (a first page took
 * 12 s instead of 7 ms on the generated instance of docs/performance.md), and the top limit + 1 of the two
 * together are among the top limit + 1 of each.
 */
export async function findFeedRows(
	db: Database,
	viewerId: string,
	after: readonly [string, string] | undefined,
	limit: number,
	plan: FeedPlan,
) {
	const [follows, clubs] = await Promise.all([
		followRows(db, viewerId, after, limit, plan),
		clubRows(db, viewerId, after, limit),
	])
	const newestFirst = (a: FeedRow, b: FeedRow) =>
		a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1
	return clubs.length === 0 ? follows : [...follows, ...clubs].sort(newestFirst).slice(0, limit + 1)
}

/** The activity columns a feed row needs, for the caller's where; never a deleted row. */
function activityPage(db: Database) {
	return db
		.selectFrom('activity')
		.select([
			'activity.id',
			'activity.userId',
			'activity.kind',
			'activity.bookId',
			'activity.entryId',
			'activity.listId',
			'activity.otherUserId',
			'activity.clubId',
			'activity.details',
			'activity.createdAt',
		])
		.where('activity.kind', '!=', 'deleted')
}

type FeedPageQuery = ReturnType<typeof activityPage>

/**
 * The activity rows with what a feed item shows beside them, newest first from the cursor on. `pick` adds the
 * where of the caller's rows to the activity alone, which finds the page (limit + 1 rows); the reader, entry,
 * list and club are joined to that page only. With the joins in the same query PostgreSQL planned seven
 * relations for each feed (8–15 ms of planning on the generated instance of docs/performance.md, more than
 * running it) and joined every candidate row before the sort (220 for a reader following five); the page alone
 * plans in under 2 ms. The subquery has a limit, so neither database folds it into the joins.
 */
function selectFeedRows(
	db: Database,
	after: readonly [string, string] | undefined,
	limit: number,
	pick: (page: FeedPageQuery) => FeedPageQuery,
) {
	const page = pick(activityPage(db))
		.$if(after !== undefined, (q) =>
			q.where((eb) => eb(eb.refTuple('activity.createdAt', 'activity.id'), '<', eb.tuple(after![0], after![1]))),
		)
		.orderBy('activity.createdAt', 'desc')
		.orderBy('activity.id', 'desc')
		.limit(limit + 1)
	return db
		.selectFrom(page.as('activity'))
		.innerJoin('user as actor', 'actor.id', 'activity.userId')
		.leftJoin('entry', 'entry.id', 'activity.entryId')
		.leftJoin('list', 'list.id', 'activity.listId')
		.leftJoin('user as other', 'other.id', 'activity.otherUserId')
		.leftJoin('club', 'club.id', 'activity.clubId')
		.select([
			'activity.id',
			'activity.kind',
			'activity.bookId',
			'activity.details',
			'activity.createdAt',
			'actor.username',
			'actor.name',
			'actor.image',
			'entry.id as entryId',
			'entry.rating',
			'entry.liked',
			'entry.reread',
			'entry.spoilers',
			sql<string | null>`substr(${sql.ref('entry.review')}, 1, ${REVIEW_PREFIX})`.as('review'),
			'list.id as listId',
			'list.name as listName',
			'other.username as otherUsername',
			'other.name as otherName',
			'other.image as otherImage',
			'club.id as clubId',
			'club.name as clubName',
		])
		.orderBy('activity.createdAt', 'desc')
		.orderBy('activity.id', 'desc')
}

function followRows(
	db: Database,
	viewerId: string,
	after: readonly [string, string] | undefined,
	limit: number,
	plan: FeedPlan,
) {
	const followed = db
		.selectFrom('follow')
		.select('follow.followeeId')
		.where('follow.followerId', '=', viewerId)
		.where('follow.status', '=', 'accepted')
	// `|| ''` keeps the planner off activity_user, so it walks activity_time newest first (see FeedPlan).
	const owner =
		plan === 'by-time' ? sql<string>`${sql.ref('activity.userId')} || ''` : sql<string>`${sql.ref('activity.userId')}`
	// The list and the followed reader are looked up for the rows of their kind alone: a scalar subquery, since
	// PostgreSQL may turn an EXISTS on a key into a hash of the whole table (all 53,424 readers for 'followed',
	// 1 s a page). Both references cascade on delete, so a row's list or reader is there when its id is.
	const listVisible = sql<boolean>`coalesce((select ${visibleToViewer('list', viewerId)} from ${sql.table('list')}
		where ${sql.ref('list.id')} = ${sql.ref('activity.listId')}), false)`
	return selectFeedRows(db, after, limit, (page) =>
		page
			.where(owner, 'in', followed)
			.where('activity.clubId', 'is', null)
			.where(visibleToViewer('activity', viewerId))
			.where((eb) => eb.or([eb('activity.kind', '!=', 'list_created'), listVisible]))
			.where((eb) =>
				eb.or([
					eb('activity.kind', '!=', 'followed'),
					eb.and([eb('activity.otherUserId', 'is not', null), readerSeen(viewerId, sql.ref('activity.otherUserId'))]),
				]),
			),
	).execute()
}

/** The activity of the clubs the viewer is a member of, through activity_club (clubId, createdAt). */
function clubRows(db: Database, viewerId: string, after: readonly [string, string] | undefined, limit: number) {
	const memberOf = db
		.selectFrom('clubMember')
		.select('clubMember.clubId')
		.where('clubMember.userId', '=', viewerId)
		.where('clubMember.status', '=', 'member')
	return selectFeedRows(db, after, limit, (page) =>
		page
			.where('activity.clubId', 'in', memberOf)
			.where('activity.userId', '!=', viewerId)
			.where(readerShown(viewerId, sql.ref('activity.userId'))),
	).execute()
}

export type FeedRow = Awaited<ReturnType<typeof followRows>>[number]
