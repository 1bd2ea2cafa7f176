import type { Context } from 'hono'
import { FRESH_SIGN_IN_MINUTES } from '../../shared/schemas/account.ts'
import type { Auth } from '../auth/auth.ts'
import type { Database } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { enforceRateLimits } from '../http/rate-limit.ts'
import type { AppEnv } from '../http/session.ts'
import { passwordHash } from './account-queries.ts'
import { accountLimits } from './account-rate-limits.ts'
import { currentSession } from './current-session.ts'

type Messages = { required: string; wrong: string; reauthenticate: string }

/**
 * Before what a stolen session must not do alone (delete the account, change its e-mail): the current password,
 * or, for an account without one, a sign-in at the provider within FRESH_SIGN_IN_MINUTES. Wrong guesses count
 * against the account's password-check limit.
 */
export async function confirmOwner(
	auth: Auth,
	db: Database,
	c: Context<AppEnv>,
	userId: string,
	password: string | undefined,
	messages: Messages,
) {
	await enforceRateLimits(db, accountLimits.passwordCheck(userId))
	const hash = await passwordHash(db, userId)
	if (hash) {
		const refuse = (message: string) =>
			new ApiError(400, password ? 'invalid_password' : 'validation_failed', message, { password: message })
		if (!password) throw refuse(messages.required)
		if (!(await (await auth.$context).password.verify({ hash, password }))) throw refuse(messages.wrong)
	} else if (
		Date.now() - new Date((await currentSession(auth, c)).createdAt).getTime() >
		FRESH_SIGN_IN_MINUTES * 60_000
	) {
		// Without a password, only a sign-in at the provider moments ago shows that the owner is here.
		throw new ApiError(403, 'reauthentication_required', messages.reauthenticate)
	}
}
