import { Hono } from 'hono'
import { AccountMessages, DeleteAccountInput, FRESH_SIGN_IN_MINUTES } from '../../shared/schemas/account.ts'
import type { Auth } from '../auth/auth.ts'
import type { Database } from '../db/schema.ts'
import { forgetOutboxMail } from '../mail/mailer.ts'
import { ApiError } from '../http/errors.ts'
import { enforceRateLimits } from '../http/rate-limit.ts'
import { type AppEnv, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import type { Storage } from '../storage/storage.ts'
import { passwordHash } from './account-queries.ts'
import { accountLimits } from './account-rate-limits.ts'
import { clearAuthCookies, currentSession } from './current-session.ts'
import { deleteAccount } from './delete-account.ts'
import { exportAccount } from './export-account.ts'

type Deps = { auth: Auth; db: Database; storage: Storage; dataDir: string }

/** Settings → Account: take everything away as a file, or delete it all. Mounted at /api/account. */
export const accountDataRoutes = ({ auth, db, storage, dataDir }: Deps) =>
	new Hono<AppEnv>()
		.get('/export', async (c) => {
			const user = requireUser(c)
			const archive = await exportAccount(db, storage, { id: user.id, email: user.email })
			c.header('Content-Disposition', `attachment; filename="dogear-${user.username}-${archive.exportedAt.slice(0, 10)}.json"`)
			c.header('Cache-Control', 'no-store')
			return c.json(archive)
		})
		.post('/delete', async (c) => {
			const user = requireUser(c)
			const { password } = await readJson(c, DeleteAccountInput)
			await enforceRateLimits(db, accountLimits.passwordCheck(user.id))
			const hash = await passwordHash(db, user.id)
			if (hash) {
				const refuse = (message: string) => new ApiError(400, password ? 'invalid_password' : 'validation_failed', message, { password: message })
				if (!password) throw refuse(AccountMessages.passwordRequired)
				if (!(await (await auth.$context).password.verify({ hash, password }))) throw refuse(AccountMessages.passwordWrong)
			} else if (Date.now() - new Date((await currentSession(auth, c)).createdAt).getTime() > FRESH_SIGN_IN_MINUTES * 60_000) {
				// Without a password, only a sign-in at the provider moments ago shows that the owner is here.
				throw new ApiError(403, 'reauthentication_required', AccountMessages.reauthenticate(FRESH_SIGN_IN_MINUTES))
			}
			await deleteAccount(db, storage, { id: user.id, email: user.email })
			await forgetOutboxMail(dataDir, user.email)
			await clearAuthCookies(auth, c)
			return c.body(null, 204)
		})
