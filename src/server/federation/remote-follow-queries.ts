import type { Database } from '../db/schema.ts'
import type { RemoteFollowTable } from '../db/federation-schema.ts'

export type Direction = RemoteFollowTable['direction']
export type RemoteFollowStatus = RemoteFollowTable['status']
export type RemoteFollowKey = { userId: string; remoteActorId: string; direction: Direction }

export async function findRemoteFollow(db: Database, key: RemoteFollowKey) {
	return db
		.selectFrom('remoteFollow')
		.select(['status', 'activityId', 'createdAt'])
		.where('userId', '=', key.userId)
		.where('remoteActorId', '=', key.remoteActorId)
		.where('direction', '=', key.direction)
		.executeTakeFirst()
}

/** The follow named by its Follow activity's id, in one direction. */
export async function findRemoteFollowByActivity(db: Database, activityId: string, direction: Direction) {
	return db
		.selectFrom('remoteFollow')
		.select(['userId', 'remoteActorId', 'status', 'activityId'])
		.where('activityId', '=', activityId)
		.where('direction', '=', direction)
		.executeTakeFirst()
}

/** Adds the follow unless one exists (by key or by activity id): a Follow delivered twice is one row. */
export async function insertRemoteFollow(
	db: Database,
	key: RemoteFollowKey,
	status: RemoteFollowStatus,
	activityId: string,
) {
	const result = await db
		.insertInto('remoteFollow')
		.values({ ...key, status, activityId, createdAt: new Date().toISOString() })
		.onConflict((oc) => oc.doNothing())
		.executeTakeFirst()
	return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0
}

/** The follow now stands for this Follow (a Follow sent again has a new id). */
export async function renameRemoteFollow(db: Database, key: RemoteFollowKey, activityId: string) {
	await db
		.updateTable('remoteFollow')
		.set({ activityId })
		.where('userId', '=', key.userId)
		.where('remoteActorId', '=', key.remoteActorId)
		.where('direction', '=', key.direction)
		.where('activityId', '!=', activityId)
		.execute()
}

/** Accepts a follow that was requested; how many rows changed (0 or 1). */
export async function acceptRemoteFollow(db: Database, key: RemoteFollowKey) {
	const result = await db
		.updateTable('remoteFollow')
		.set({ status: 'accepted' })
		.where('userId', '=', key.userId)
		.where('remoteActorId', '=', key.remoteActorId)
		.where('direction', '=', key.direction)
		.where('status', '=', 'requested')
		.executeTakeFirst()
	return Number(result.numUpdatedRows)
}

/** Deletes the follow (with this status only, when given); the row deleted, if any. */
export async function deleteRemoteFollow(db: Database, key: RemoteFollowKey, status?: RemoteFollowStatus) {
	return db
		.deleteFrom('remoteFollow')
		.where('userId', '=', key.userId)
		.where('remoteActorId', '=', key.remoteActorId)
		.where('direction', '=', key.direction)
		.$if(status !== undefined, (q) => q.where('status', '=', status ?? 'accepted'))
		.returning(['activityId', 'status'])
		.executeTakeFirst()
}

/** The reader's follows in one direction with the actors, newest first. */
export async function listRemoteFollows(
	db: Database,
	userId: string,
	direction: Direction,
	status?: RemoteFollowStatus,
) {
	return db
		.selectFrom('remoteFollow')
		.innerJoin('remoteActor', 'remoteActor.id', 'remoteFollow.remoteActorId')
		.select([
			'remoteActor.id',
			'remoteActor.uri',
			'remoteActor.inbox',
			'remoteActor.sharedInbox',
			'remoteActor.username',
			'remoteActor.host',
			'remoteActor.name',
			'remoteActor.url',
			'remoteActor.pictureUrl',
			'remoteActor.manuallyApprovesFollowers',
			'remoteFollow.status',
			'remoteFollow.createdAt',
		])
		.where('remoteFollow.userId', '=', userId)
		.where('remoteFollow.direction', '=', direction)
		.$if(status !== undefined, (q) => q.where('remoteFollow.status', '=', status ?? 'accepted'))
		.orderBy('remoteFollow.createdAt', 'desc')
		.limit(500)
		.execute()
}
