import { sql } from 'kysely'
import type { ProfileVisibility } from '../../shared/schemas/profile.ts'
import type { Database } from '../db/schema.ts'
import { isoDate } from '../db/values.ts'

export type FederatedReader = {
	userId: string
	username: string
	name: string
	bio: string
	visibility: ProfileVisibility
	pictureKey: string | null
	joinedAt: string
	findable: boolean
	suspended: boolean
}

function selectReaders(db: Database) {
	return db
		.selectFrom('user')
		.leftJoin('profile', 'profile.userId', 'user.id')
		.select([
			'user.id as userId',
			'user.username',
			'user.name',
			'user.createdAt',
			'profile.bio',
			'profile.visibility',
			'profile.pictureKey',
			'profile.findable',
			'profile.suspendedAt',
		])
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectReaders>['executeTakeFirst']>>

// A reader without a profile row has its defaults: public, not findable.
function toReader(row: Selected): FederatedReader | undefined {
	if (!row) return undefined
	return {
		userId: row.userId,
		username: row.username,
		name: row.name,
		bio: row.bio ?? '',
		visibility: row.visibility ?? 'public',
		pictureKey: row.pictureKey ?? null,
		joinedAt: isoDate(row.createdAt),
		findable: row.findable === 1,
		suspended: row.suspendedAt != null,
	}
}

export async function findReaderById(db: Database, userId: string) {
	return toReader(await selectReaders(db).where('user.id', '=', userId).executeTakeFirst())
}

/** Usernames are one whatever their case (as on the profile page). */
export async function findReaderByUsername(db: Database, username: string) {
	return toReader(
		await selectReaders(db)
			.where(sql<string>`lower("user"."username")`, '=', username.toLowerCase())
			.executeTakeFirst(),
	)
}

/** NodeInfo's usage: readers who are not suspended, and public entries (what this server could show anyone). */
export async function instanceUsage(db: Database) {
	const users = await db
		.selectFrom('user')
		.select((eb) => eb.fn.countAll<number | string>().as('count'))
		.where(({ not, exists, selectFrom }) =>
			not(
				exists(
					selectFrom('profile')
						.select('profile.userId')
						.whereRef('profile.userId', '=', 'user.id')
						.where('profile.suspendedAt', 'is not', null),
				),
			),
		)
		.executeTakeFirstOrThrow()
	const posts = await db
		.selectFrom('entry')
		.select((eb) => eb.fn.countAll<number | string>().as('count'))
		.where('visibility', '=', 'public')
		.executeTakeFirstOrThrow()
	// PostgreSQL answers count() as a bigint, which arrives as text.
	return { users: Number(users.count), localPosts: Number(posts.count) }
}
