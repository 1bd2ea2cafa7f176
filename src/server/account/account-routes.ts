import { APIError } from 'better-auth/api'
import { Hono } from 'hono'
import {
	AccountMessages,
	type AccountView,
	ChangeEmailInput,
	ChangePasswordInput,
	FRESH_SIGN_IN_MINUTES,
} from '../../shared/schemas/account.ts'
import type { Auth } from '../auth/auth.ts'
import { emailTaken } from '../auth/auth-queries.ts'
import { limits } from '../auth/auth-rate-limits.ts'
import type { Config } from '../config.ts'
import { dialectOf } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { ApiError, unauthorized } from '../http/errors.ts'
import { enforceRateLimits } from '../http/rate-limit.ts'
import { type AppEnv, forwardCookies, requireUser } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { queueMail } from '../mail/send-mail-job.ts'
import type { Storage } from '../storage/storage.ts'
import { accountDataRoutes } from './account-data-routes.ts'
import { emailChangeNoticeMail } from './account-mails.ts'
import { endPasswordCredentials } from './end-password-credentials.ts'
import { describeSession, emailChangePending, findAccountOverview, markEmailVerified } from './account-queries.ts'
import { accountLimits } from './account-rate-limits.ts'
import { clearAuthCookies, currentSession } from './current-session.ts'
import { confirmOwner } from './confirm-owner.ts'
import { pendingChangeOf, recordEmailChange, UNDO_DAYS, undoEmailChange } from './email-change-undo.ts'
import { sessionRoutes } from './session-routes.ts'

type Deps = { auth: Auth; db: Database; config: Config; storage: Storage }

const fieldError = (status: 400 | 409, code: string, field: string, message: string) =>
	new ApiError(status, code, message, { [field]: message })
const authErrorCode = (error: unknown) => (error instanceof APIError ? String(error.body?.code ?? '') : undefined)

/** Settings → Authentication and Settings → Account. Mounted at /api/account; see shared/schemas/account.ts. */
export const accountRoutes = ({ auth, db, config, storage }: Deps) =>
	new Hono<AppEnv>()
		.get('/', async (c) => {
			const user = requireUser(c)
			const account = await findAccountOverview(db, user.id)
			if (!account) throw unauthorized()
			const { providerIds, ...rest } = account
			const providers = providerIds.map((id) => ({ id, name: config.oidc?.name ?? id }))
			const signInMethod = account.hasPassword ? (providers.length ? 'both' : 'password') : 'provider'
			return c.json({ ...rest, providers, signInMethod } satisfies AccountView)
		})
		.post('/password', async (c) => {
			const user = requireUser(c)
			const input = await readJson(c, ChangePasswordInput)
			await enforceRateLimits(db, accountLimits.passwordCheck(user.id))
			const before = await currentSession(auth, c)

			const { headers, response } = await auth.api
				.changePassword({
					body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
					headers: c.req.raw.headers,
					returnHeaders: true,
				})
				.catch((error: unknown) => {
					const code = authErrorCode(error)
					if (code === 'INVALID_PASSWORD')
						throw fieldError(400, 'invalid_password', 'currentPassword', AccountMessages.currentPasswordWrong)
					if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND')
						throw fieldError(400, 'no_password', 'currentPassword', AccountMessages.noPasswordYet)
					throw error
				})
			if (response.token)
				await describeSession(db, response.token, {
					userAgent: before.userAgent ?? null,
					ipAddress: before.ipAddress ?? null,
				})
			await endPasswordCredentials(db, user.id)
			forwardCookies(c, headers)
			return c.json({ message: AccountMessages.passwordChanged })
		})
		.post('/email', async (c) => {
			const user = requireUser(c)
			const { email, password } = await readJson(c, ChangeEmailInput)
			await enforceRateLimits(db, accountLimits.changeEmail(user.id))
			const newEmail = email.toLowerCase()
			if (newEmail === user.email.toLowerCase())
				throw fieldError(400, 'validation_failed', 'email', AccountMessages.emailSame)
			// Sign-up already tells whether an address has an account, so saying it here gives nothing away.
			if (await emailTaken(db, newEmail)) throw fieldError(409, 'conflict', 'email', AccountMessages.emailTaken)
			// A stolen session alone must not move the account to another mailbox (and from there, reset the password).
			await confirmOwner(auth, db, c, user.id, password, {
				required: AccountMessages.emailPasswordRequired,
				wrong: AccountMessages.passwordWrong,
				reauthenticate: AccountMessages.reauthenticateForEmail(FRESH_SIGN_IN_MINUTES),
			})

			const undo = await recordEmailChange(db, { userId: user.id, oldEmail: user.email, newEmail })
			await auth.api.changeEmail({ body: { newEmail }, headers: c.req.raw.headers })
			const undoUrl = `${config.appOrigin}/api/account/email/undo?token=${undo}`
			await queueMail(
				db,
				emailChangeNoticeMail({ to: user.email, name: user.name, newEmail, undoUrl, undoDays: UNDO_DAYS }),
			)
			return c.json({ message: AccountMessages.emailSent(newEmail) })
		})
		// The link in the old address's notice: a plain GET, so it works from any mail client.
		.get('/email/undo', async (c) => {
			if (!(await undoEmailChange(db, c.req.query('token') ?? ''))) return c.redirect('/login?email=undo-invalid', 303)
			await clearAuthCookies(auth, c)
			return c.redirect('/login?email=restored', 303)
		})
		// The link in the confirmation mail: a plain GET, so it works from any mail client.
		.get('/email/confirm', async (c) => {
			// Only a change still on record: undoing it from the old address ends its confirmation link too.
			const asked = pendingChangeOf(c.req.query('token') ?? '')
			if (!asked || !(await emailChangePending(db, asked.userId, asked.newEmail)))
				return c.redirect('/nav/settings?email=invalid', 303)
			const result = await auth.api
				.verifyEmail({ query: { token: c.req.query('token') ?? '' }, headers: c.req.raw.headers, returnHeaders: true })
				.catch((error: unknown) => {
					// Expired, forged, used, or for an address someone has taken since: the link is no good.
					if (error instanceof APIError && error.statusCode < 500) return undefined
					throw error
				})
			const verified =
				result?.response && 'user' in result.response ? (result.response.user as { id?: string } | null) : undefined
			const userId = verified?.id
			if (!result || !userId) return c.redirect('/nav/settings?email=invalid', 303)
			await markEmailVerified(db, userId, dialectOf(db) === 'postgres')
			forwardCookies(c, result.headers)
			return c.redirect('/nav/settings?email=changed', 303)
		})
		.post('/password-reset', async (c) => {
			const user = requireUser(c)
			await enforceRateLimits(db, limits.ownResetRequest(user.id))
			await auth.api.requestPasswordReset({ body: { email: user.email }, headers: c.req.raw.headers })
			return c.json({ message: AccountMessages.resetSent })
		})
		.route('/sessions', sessionRoutes({ auth, db }))
		.route('/', accountDataRoutes({ auth, db, storage, dataDir: config.dataDir }))
