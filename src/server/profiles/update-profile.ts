import type { z } from 'zod'
import { AuthMessages } from '../../shared/schemas/auth.ts'
import type { UpdateProfileInput } from '../../shared/schemas/profile.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { writeUserSearchName } from '../people/user-search-name.ts'
import { updateUserNames, upsertProfile } from './profile-queries.ts'

export const usernameConflict = () =>
	new ApiError(409, 'conflict', AuthMessages.usernameTaken, { username: AuthMessages.usernameTaken })

/** PostgreSQL's unique_violation, or SQLite's UNIQUE constraint failure. */
function isUniqueViolation(error: unknown) {
	const code = (error as { code?: unknown } | null)?.code
	return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/**
 * Writes only the fields that were sent, in one transaction: name and username on the user row, the rest
 * on the profile row. Two edits of different fields both stand; of the same field, the later one wins.
 * A username taken between the caller's check and this write fails on the unique index: also a 409.
 */
export async function updateProfile(db: Database, userId: string, input: z.output<typeof UpdateProfileInput>) {
	const { name, username, location, bio, visibility, entryVisibility, findable } = input
	try {
		await db.transaction().execute(async (trx) => {
			if (name !== undefined || username !== undefined)
				await updateUserNames(trx, userId, definedOnly({ name, username }))
			if (name !== undefined) await writeUserSearchName(trx, userId, name)
			const profileFields = definedOnly({
				location,
				bio,
				visibility,
				entryVisibility,
				findable: findable === undefined ? undefined : Number(findable),
			})
			if (Object.keys(profileFields).length > 0) await upsertProfile(trx, userId, profileFields)
		})
	} catch (error) {
		if (isUniqueViolation(error)) throw usernameConflict()
		throw error
	}
}

function definedOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
	return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>
}
