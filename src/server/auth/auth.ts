import { type BetterAuthOptions, betterAuth } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { genericOAuth } from 'better-auth/plugins'
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/schemas/auth.ts'
import type { Config } from '../config.ts'
import { dialectOf } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { confirmEmailMail } from '../account/account-mails.ts'
import { queueMail } from '../mail/send-mail-job.ts'
import { writeUserSearchName } from '../people/user-search-name.ts'
import { firstFreeUsername, recordLogin } from './auth-queries.ts'
import { passwordHashing, type ScryptCost } from './password-hash.ts'
import { resetPasswordMail } from './reset-password-mail.ts'
import { proposeUsername, usernameCandidates } from './username.ts'

export const OIDC_PROVIDER_ID = 'google'
/** Set while a reader who unticked 'Stay logged in' is away at the provider (auth-routes.ts). */
export const FORGET_COOKIE = 'dogear.oidc_forget'
export const SESSION_DAYS = 30
const DAY_SECONDS = 24 * 60 * 60

export type Auth = ReturnType<typeof createAuth>

type AccountHook = NonNullable<
	NonNullable<NonNullable<BetterAuthOptions['databaseHooks']>['account']>['create']
>['before']

/**
 * Sign-up does not prove that the reader owns the e-mail address, so someone could sign up with another
 * person's address ahead of them. When the provider links its verified e-mail to such an account, the
 * unproven password and its sessions go: the mailbox owner gets the account, the squatter loses it. Uses
 * Better Auth's own adapter, which joins its transaction.
 */
const dropUnprovenAccess: AccountHook = async (account, ctx) => {
	if (account.providerId === 'credential' || !ctx) return
	const adapter = ctx.context.internalAdapter
	const user = await adapter.findUserById(account.userId)
	if (!user || user.emailVerified) return
	for (const existing of await adapter.findAccounts(user.id)) {
		if (existing.providerId === 'credential') await adapter.deleteAccount(existing.id)
	}
	await adapter.deleteUserSessions(user.id)
}

/**
 * Better Auth owns passwords (scrypt), sessions, reset tokens and the OpenID Connect dance. Our routes in
 * auth-routes.ts call it after doing what it does not: the original's validation order and messages,
 * usernames, the terms checkbox and shared rate limits.
 */
export function createAuth({
	config,
	db,
	secret,
	passwordCost,
}: {
	config: Config
	db: Database
	secret: string
	passwordCost?: ScryptCost
}) {
	return betterAuth({
		appName: 'Dogear',
		baseURL: config.appOrigin,
		basePath: '/api/auth',
		secret,
		trustedOrigins: [config.appOrigin],
		telemetry: { enabled: false },
		database: { db, type: dialectOf(db), transaction: true },
		// Our own limits (http/rate-limit.ts) are shared across servers and per account as well as per IP.
		rateLimit: { enabled: false },
		emailAndPassword: {
			enabled: true,
			minPasswordLength: PASSWORD_MIN,
			maxPasswordLength: PASSWORD_MAX,
			autoSignIn: true,
			// Better Auth's own format and cost, ours to keep off the event loop and to bound (password-hash.ts).
			password: passwordHashing(passwordCost),
			resetPasswordTokenExpiresIn: 60 * 60,
			revokeSessionsOnPasswordReset: true,
			sendResetPassword: async ({ user, token }) => {
				await queueMail(
					db,
					resetPasswordMail({ to: user.email, name: user.name, url: `${config.appOrigin}/reset?token=${token}` }),
				)
			},
		},
		// Used only for changing the address (account-routes.ts): the link goes to the new address and, once
		// opened, changes it. Our own route serves the link, so answers keep our shape.
		emailVerification: {
			sendOnSignUp: false,
			sendVerificationEmail: async ({ user, token }) => {
				await queueMail(
					db,
					confirmEmailMail({
						to: user.email,
						name: user.name,
						url: `${config.appOrigin}/api/account/email/confirm?token=${token}`,
					}),
				)
			},
		},
		session: { expiresIn: SESSION_DAYS * DAY_SECONDS, updateAge: DAY_SECONDS },
		user: {
			changeEmail: { enabled: true },
			additionalFields: {
				username: { type: 'string', required: false, input: true },
				lastLoginAt: { type: 'date', required: false, input: false },
			},
		},
		// The provider's verified e-mail links an existing password account (docs/decisions/0003-account-linking.md).
		account: { accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: false } },
		databaseHooks: {
			account: { create: { before: dropUnprovenAccess } },
			// After Better Auth's transaction: the name people search finds, folded (src/server/people).
			user: {
				create: { after: (user) => writeUserSearchName(db, user.id, user.name) },
				update: { after: (user) => writeUserSearchName(db, user.id, user.name) },
			},
		},
		advanced: {
			cookiePrefix: 'dogear',
			useSecureCookies: config.appOrigin.startsWith('https:'),
			defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
		},
		hooks: {
			// Every way in (password, sign-up, OpenID Connect) ends with a new session; it marks the last login
			// before the answer goes out, outside Better Auth's transaction.
			after: createAuthMiddleware(async (ctx) => {
				const session = ctx.context.newSession
				// A password change and a confirmed e-mail change re-issue the session; neither is a sign-in.
				if (!session || ctx.path === '/change-password' || ctx.path === '/verify-email') return
				await recordLogin(db, session.user.id, new Date())
				if (ctx.path.startsWith('/callback/') && ctx.getCookie(FORGET_COOKIE)) {
					// 'Stay logged in' was off when the reader left for the provider: same as a password sign-in without it.
					const expiresAt = new Date(Date.now() + DAY_SECONDS * 1000)
					await ctx.context.internalAdapter.updateSession(session.session.token, { expiresAt })
					await setSessionCookie(ctx, { ...session, session: { ...session.session, expiresAt } }, true)
					ctx.setCookie(FORGET_COOKIE, '', { path: '/api/auth', maxAge: 0 })
				}
			}),
		},
		plugins: config.oidc
			? [
					genericOAuth({
						config: [
							{
								providerId: OIDC_PROVIDER_ID,
								clientId: config.oidc.clientId,
								clientSecret: config.oidc.clientSecret,
								discoveryUrl: config.oidc.discoveryUrl,
								scopes: ['openid', 'email', 'profile'],
								pkce: true,
								// Runs before Better Auth's sign-up transaction, so it may query: new readers get a free username.
								// The provider's picture URL is not kept: readers' browsers load pictures from our origin only.
								mapProfileToUser: async (profile) => {
									const base = proposeUsername(
										String(profile.email ?? ''),
										profile.name ? String(profile.name) : undefined,
									)
									const username = (await firstFreeUsername(db, usernameCandidates(base, 50))) ?? `reader${Date.now()}`
									return { username, image: undefined }
								},
							},
						],
					}),
				]
			: [],
	})
}
