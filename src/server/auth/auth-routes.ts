import { APIError } from 'better-auth/api'
import { type Context, Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import {
	AuthMessages,
	RequestResetInput,
	ResetPasswordInput,
	SignInInput,
	SignUpInput,
	SocialSignInInput,
	safeNextPath,
	type SignedInView,
} from '../../shared/schemas/auth.ts'
import { endPasswordCredentials } from '../account/end-password-credentials.ts'
import { findStanding } from '../admin/reader-standing.ts'
import { deleteSessionsOf } from '../admin/suspend-reader.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { clientIp } from '../http/client-ip.ts'
import { ApiError, notFound } from '../http/errors.ts'
import { enforceRateLimits, refundAttempts } from '../http/rate-limit.ts'
import { forwardCookies, toSessionUser, type AppEnv } from '../http/session.ts'
import { readJson } from '../http/validate.ts'
import { emailTaken, findResetLinkOwner, usernameTaken } from './auth-queries.ts'
import { type Auth, FORGET_COOKIE, OIDC_PROVIDER_ID } from './auth.ts'
import { limits, type Requester } from './auth-rate-limits.ts'
import { finishProviderSignIn } from './provider-callback.ts'
import { knownDevice, markDeviceKnown } from './sign-in-device.ts'

type Deps = { auth: Auth; db: Database; config: Config }

// Each handler: what they sent -> may they (rate limits, uniqueness) -> act through Better Auth -> respond.
export const authRoutes = ({ auth, db, config }: Deps) => {
	const requester = async (c: Context, email: string): Promise<Requester> => ({
		ip: clientIp(c, config.trustProxy),
		knownDevice: await knownDevice(db, c, email),
	})
	return (
		new Hono<AppEnv>()
			.post('/sign-up', async (c) => {
				const input = await readJson(c, SignUpInput)
				await enforceRateLimits(db, limits.signUp(clientIp(c, config.trustProxy)))
				await refuseTakenIdentity(db, input.username, input.email)

				const { headers, response } = await auth.api.signUpEmail({
					body: {
						name: input.username,
						username: input.username,
						email: input.email,
						password: input.password,
						rememberMe: input.rememberMe,
					},
					headers: c.req.raw.headers,
					returnHeaders: true,
				})
				forwardCookies(c, headers)
				await markDeviceKnown(db, c, config, response.user.id)
				return c.json({ user: toSessionUser(response.user), next: '/nav/home' } satisfies SignedInView, 201)
			})
			.post('/sign-in', async (c) => {
				const input = await readJson(c, SignInInput)
				// Counted now and refunded on success, so only failures count (sign-in-device.ts, auth-rate-limits.ts).
				const rules = limits.signIn(await requester(c, input.email), input.email)
				await enforceRateLimits(db, rules)

				const { headers, response } = await auth.api
					.signInEmail({
						body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
						headers: c.req.raw.headers,
						returnHeaders: true,
					})
					.catch((error: unknown) => {
						// Same answer for an unknown e-mail, a wrong password and a Google-only account: nothing to probe.
						if (error instanceof APIError && error.statusCode < 500)
							throw new ApiError(401, 'invalid_credentials', AuthMessages.loginFailed)
						throw error
					})
				await refundAttempts(db, rules)
				// Only after the password proved who they are does a suspended reader learn why they cannot sign in.
				const standing = await findStanding(db, response.user.id)
				if (standing.suspended) {
					await deleteSessionsOf(db, response.user.id)
					throw new ApiError(403, 'suspended', AuthMessages.suspended, { email: AuthMessages.suspended })
				}
				forwardCookies(c, headers)
				await markDeviceKnown(db, c, config, response.user.id)
				return c.json({
					user: toSessionUser(response.user, standing.role),
					next: safeNextPath(input.next),
				} satisfies SignedInView)
			})
			.post('/sign-in/oidc', async (c) => {
				if (!config.oidc) throw notFound('Sign-in provider')
				const input = await readJson(c, SocialSignInInput)
				await enforceRateLimits(db, limits.providerSignIn(clientIp(c, config.trustProxy)))

				const { headers, response } = await auth.api.signInSocial({
					body: {
						provider: OIDC_PROVIDER_ID,
						callbackURL: safeNextPath(input.next),
						errorCallbackURL: '/login?error=oidc',
						disableRedirect: true,
					},
					headers: c.req.raw.headers,
					returnHeaders: true,
				})
				if (!response.url)
					throw new ApiError(502, 'provider_unavailable', `${config.oidc.name} sign-in is not reachable right now`)
				forwardCookies(c, headers)
				setCookie(c, FORGET_COOKIE, input.rememberMe ? '' : '1', {
					path: '/api/auth',
					httpOnly: true,
					sameSite: 'Lax',
					secure: config.appOrigin.startsWith('https:'),
					maxAge: input.rememberMe ? 0 : 15 * 60,
				})
				return c.json({ url: response.url })
			})
			// Better Auth finishes the OpenID Connect flow itself: it checks state and PKCE, then redirects.
			.get('/callback/:provider', (c) => finishProviderSignIn(auth, db, c.req.raw))
			.post('/sign-out', async (c) => {
				const { headers } = await auth.api
					.signOut({ headers: c.req.raw.headers, returnHeaders: true })
					.catch(() => ({ headers: new Headers() }))
				forwardCookies(c, headers)
				return c.body(null, 204)
			})
			.post('/password-reset/request', async (c) => {
				const { email } = await readJson(c, RequestResetInput)
				await enforceRateLimits(db, limits.resetRequest(await requester(c, email), email))

				// The same answer whether or not the address has an account.
				await auth.api.requestPasswordReset({ body: { email }, headers: c.req.raw.headers })
				return c.json({ message: AuthMessages.resetSent })
			})
			.post('/password-reset', async (c) => {
				const input = await readJson(c, ResetPasswordInput)
				await enforceRateLimits(db, limits.resetConfirm(clientIp(c, config.trustProxy)))
				const invalid = () =>
					new ApiError(400, 'invalid_token', AuthMessages.resetTokenInvalid, { token: AuthMessages.resetTokenInvalid })
				const userId = await findResetLinkOwner(db, input.token)
				if (!userId) throw invalid()

				await auth.api
					.resetPassword({ body: { token: input.token, newPassword: input.password } })
					.catch((error: unknown) => {
						if (error instanceof APIError && error.statusCode < 500) throw invalid()
						throw error
					})
				await endPasswordCredentials(db, userId)
				return c.json({ message: AuthMessages.passwordChanged })
			})
	)
}

async function refuseTakenIdentity(db: Database, username: string, email: string) {
	const fields: Record<string, string> = {}
	if (await usernameTaken(db, username)) fields.username = AuthMessages.usernameTaken
	if (await emailTaken(db, email)) fields.email = AuthMessages.emailTaken
	const first = Object.values(fields)[0]
	if (first) throw new ApiError(409, 'conflict', first, fields)
}
