import { deleteAllAccessTokens } from '../api/access-token-queries.ts'
import { deleteResetLinks } from '../auth/auth-queries.ts'
import type { Database } from '../db/schema.ts'

/**
 * After a password reset or change, nothing the old password let someone get keeps working: every personal
 * access token is revoked and every reset link still in the post ends (sessions end through Better Auth).
 * A thief who made a token or asked for links while they knew the password loses them with it.
 */
export async function endPasswordCredentials(db: Database, userId: string) {
	await db.transaction().execute(async (trx) => {
		await deleteAllAccessTokens(trx, userId)
		await deleteResetLinks(trx, userId)
	})
}
