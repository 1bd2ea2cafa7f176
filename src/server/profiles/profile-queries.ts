import { sql } from 'kysely'
import type { ProfileVisibility } from '../../shared/schemas/profile.ts'
import type { Database, Visibility } from '../db/schema.ts'
import { isoDate } from '../db/values.ts'

export type ProfileRow = {
	userId: string
	username: string
	name: string
	joinedAt: string
	location: string
	bio: string
	visibility: ProfileVisibility
	entryVisibility: Visibility
	findable: boolean
	pictureKey: string | null
}

// A reader without a profile row has the defaults the migration gives a new row.
function selectProfiles(db: Database) {
	return db
		.selectFrom('user')
		.leftJoin('profile', 'profile.userId', 'user.id')
		.select([
			'user.id as userId',
			'user.username',
			'user.name',
			'user.createdAt',
			'profile.location',
			'profile.bio',
			'profile.visibility',
			'profile.entryVisibility',
			'profile.findable',
			'profile.pictureKey',
		])
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectProfiles>['executeTakeFirst']>>

function toRow(row: Selected): ProfileRow | undefined {
	if (!row) return undefined
	return {
		userId: row.userId,
		username: row.username,
		name: row.name,
		joinedAt: isoDate(row.createdAt),
		location: row.location ?? '',
		bio: row.bio ?? '',
		visibility: row.visibility ?? 'public',
		entryVisibility: row.entryVisibility ?? 'public',
		findable: row.findable === 1,
		pictureKey: row.pictureKey ?? null,
	}
}

export async function findProfileByUserId(db: Database, userId: string) {
	return toRow(await selectProfiles(db).where('user.id', '=', userId).executeTakeFirst())
}

/** Usernames are one whatever their case, so lookups are too. */
export async function findProfileByUsername(db: Database, username: string) {
	return toRow(
		await selectProfiles(db)
			.where(sql<string>`lower("user"."username")`, '=', username.toLowerCase())
			.executeTakeFirst(),
	)
}

export async function usernameTakenByOther(db: Database, username: string, userId: string) {
	const row = await db
		.selectFrom('user')
		.select('id')
		.where(sql<string>`lower("username")`, '=', username.toLowerCase())
		.where('id', '!=', userId)
		.executeTakeFirst()
	return row !== undefined
}

export async function updateUserNames(db: Database, userId: string, fields: { name?: string; username?: string }) {
	await db
		.updateTable('user')
		.set({ ...fields, updatedAt: new Date().toISOString() })
		.where('id', '=', userId)
		.execute()
}

type ProfileFields = {
	location?: string
	bio?: string
	visibility?: ProfileVisibility
	entryVisibility?: Visibility
	findable?: number
	pictureKey?: string | null
}

/** Creates the row on first use; on later ones sets only the given columns, so other columns keep their values. */
export async function upsertProfile(db: Database, userId: string, fields: ProfileFields) {
	const updatedAt = new Date().toISOString()
	await db
		.insertInto('profile')
		.values({ userId, ...fields, updatedAt })
		.onConflict((oc) => oc.column('userId').doUpdateSet({ ...fields, updatedAt }))
		.execute()
}

/** Reads the picture key inside a transaction; on PostgreSQL the row stays locked until it ends. */
export async function lockedPictureKey(db: Database, userId: string, postgres: boolean) {
	await db
		.insertInto('profile')
		.values({ userId, updatedAt: new Date().toISOString() })
		.onConflict((oc) => oc.column('userId').doNothing())
		.execute()
	const row = await db
		.selectFrom('profile')
		.select('pictureKey')
		.where('userId', '=', userId)
		.$if(postgres, (q) => q.forUpdate())
		.executeTakeFirstOrThrow()
	return row.pictureKey
}

export async function setUserImage(db: Database, userId: string, image: string | null) {
	await db.updateTable('user').set({ image, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute()
}

/** What the reader's new entries, shelvings and progress are visible to unless they say otherwise. */
export async function findDefaultVisibility(db: Database, userId: string): Promise<Visibility> {
	const row = await db.selectFrom('profile').select('entryVisibility').where('userId', '=', userId).executeTakeFirst()
	return row?.entryVisibility ?? 'public'
}
