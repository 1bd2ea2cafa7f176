import { z } from 'zod'
import { AuthMessages, PASSWORD_MAX, PASSWORD_MIN } from './auth.ts'

/*
 * The account API (Settings → Authentication and Settings → Account). All routes need a session (401 without);
 * every error body is ApiErrorBody (errors.ts) with `fields` naming the form field at fault.
 *
 * GET    /api/account                       → AccountView: e-mail, how the account signs in, last login, created.
 * POST   /api/account/password              ChangePasswordInput → MessageView. Needs the current password; every
 *                                           other session ends, this one stays signed in (new cookie).
 * POST   /api/account/email                 ChangeEmailInput → MessageView. Needs the current password (accounts
 *                                           without one: a sign-in within FRESH_SIGN_IN_MINUTES, 403 otherwise).
 *                                           Mails a confirmation link to the new address and tells the old one,
 *                                           with a link that undoes the change for 7 days; nothing changes until
 *                                           the confirmation link is used.
 *                                           409 { fields: { email } } when another account has the address.
 * GET    /api/account/email/confirm?token=  The link in that mail: changes the address, marks it verified, and
 *                                           redirects (303) to /nav/settings?email=changed or ?email=invalid.
 * GET    /api/account/email/undo?token=     The link in the old address's notice (7 days, once): puts the old
 *                                           address back, ends every session, token and reset link, and redirects
 *                                           (303) to /login?email=restored or ?email=undo-invalid.
 * POST   /api/account/password-reset        {} → MessageView. Mails a reset link to the account's own address; also
 *                                           how an account that signs in only with a provider sets a password.
 * GET    /api/account/sessions              → ActiveSessionsView, newest first; `current` marks this browser's.
 * DELETE /api/account/sessions/:id          → 204. Signs that session out (this browser's too, cookie cleared);
 *                                           404 for a session that is not yours or no longer exists.
 * POST   /api/account/sessions/sign-out-others  SignOutOthersInput → SignedOutOthersView: every session but this
 *                                           one ends; with revokeTokens, every personal access token too.
 * GET    /api/account/export                → AccountExport as a JSON download of everything the account owns.
 * POST   /api/account/delete                DeleteAccountInput → 204, cookies cleared. Accounts with a password
 *                                           send it; provider-only accounts must have signed in within
 *                                           FRESH_SIGN_IN_MINUTES (403 'reauthentication_required' otherwise).
 *                                           Rows and uploaded files go; every session ends.
 */

export const FRESH_SIGN_IN_MINUTES = 10

export const AccountMessages = {
	currentPasswordRequired: 'Please enter your current password',
	currentPasswordWrong: 'Your current password is not correct',
	noPasswordYet: 'Your account has no password yet. Send yourself a reset link to set one.',
	passwordChanged:
		'Your password has been changed. Every other session has been signed out and every access token revoked.',
	samePassword: 'The new password must differ from the current one',
	emailSame: 'This is already your e-mail address',
	emailTaken: AuthMessages.emailTaken,
	emailSent: (email: string) => `We sent a confirmation link to ${email}. Your address changes when you open it.`,
	resetSent: 'A password reset link is on its way to your e-mail address.',
	passwordRequired: 'Please enter your password to delete your account',
	emailPasswordRequired: 'Please enter your password to change your e-mail address',
	reauthenticateForEmail: (minutes: number) =>
		`Please sign in again, then change your e-mail address within ${minutes} minutes.`,
	passwordWrong: 'This password is not correct',
	reauthenticate: (minutes: number) => `Please sign in again, then delete your account within ${minutes} minutes.`,
	sessionNotFound: 'Session not found',
} as const

export const SignInProvider = z.object({ id: z.string(), name: z.string() })

export const AccountView = z.object({
	email: z.string(),
	/** True once the reader has opened a link sent to this address (or a provider vouched for it). */
	emailVerified: z.boolean(),
	/** 'both' when a password and at least one provider open the account. */
	signInMethod: z.enum(['password', 'provider', 'both']),
	hasPassword: z.boolean(),
	providers: z.array(SignInProvider),
	/** ISO-8601, null before the first sign-in. */
	lastLoginAt: z.string().nullable(),
	createdAt: z.string(),
})
export type AccountView = z.infer<typeof AccountView>

const newPassword = z
	.string({ error: AuthMessages.passwordRequired })
	.min(1, AuthMessages.passwordRequired)
	.min(PASSWORD_MIN, AuthMessages.passwordTooShort)
	.max(PASSWORD_MAX, AuthMessages.passwordTooLong)

export const ChangePasswordInput = z
	.object({
		currentPassword: z
			.string({ error: AccountMessages.currentPasswordRequired })
			.min(1, AccountMessages.currentPasswordRequired)
			.max(PASSWORD_MAX, AccountMessages.currentPasswordWrong),
		newPassword,
		repeatPassword: z.string({ error: AuthMessages.repeatRequired }).min(1, AuthMessages.repeatRequired),
	})
	.refine((v) => v.newPassword === v.repeatPassword, { path: ['repeatPassword'], message: AuthMessages.repeatMismatch })
	.refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: AccountMessages.samePassword })
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>

export const ChangeEmailInput = z.object({
	email: z
		.string({ error: AuthMessages.emailRequired })
		.trim()
		.min(1, AuthMessages.emailRequired)
		.max(254, AuthMessages.emailFormat)
		.pipe(z.email(AuthMessages.emailFormat)),
	/** The current password; accounts without one send nothing and must have signed in within FRESH_SIGN_IN_MINUTES. */
	password: z.string().max(PASSWORD_MAX, AccountMessages.passwordWrong).optional(),
})
export type ChangeEmailInput = z.input<typeof ChangeEmailInput>

export const ActiveSession = z.object({
	id: z.string(),
	/** 'Firefox on Windows', from the user agent; 'Unknown browser' when it says nothing useful. */
	label: z.string(),
	browser: z.string().nullable(),
	os: z.string().nullable(),
	device: z.enum(['desktop', 'mobile', 'tablet', 'other']),
	ipAddress: z.string().nullable(),
	/** ISO-8601: when this session signed in. */
	createdAt: z.string(),
	/** ISO-8601: the last time the session was renewed; renewals happen at most once a day. */
	lastSeenAt: z.string(),
	current: z.boolean(),
})
export type ActiveSession = z.infer<typeof ActiveSession>
export const ActiveSessionsView = z.object({ sessions: z.array(ActiveSession) })
export type ActiveSessionsView = z.infer<typeof ActiveSessionsView>

/** 'Sign out everywhere else'; with revokeTokens every personal access token ends too. */
export const SignOutOthersInput = z.object({ revokeTokens: z.boolean().default(false) })
export type SignOutOthersInput = z.input<typeof SignOutOthersInput>
export const SignedOutOthersView = z.object({ signedOut: z.number().int(), tokensRevoked: z.number().int() })
export type SignedOutOthersView = z.infer<typeof SignedOutOthersView>

export const DeleteAccountInput = z.object({
	/** Required when the account has a password; ignored otherwise. */
	password: z.string().max(PASSWORD_MAX, AccountMessages.passwordWrong).optional(),
})
export type DeleteAccountInput = z.input<typeof DeleteAccountInput>

/** The export download: every table's rows that belong to the account, and the uploaded files themselves. */
export const AccountExport = z.object({
	format: z.literal('dogear-account-export'),
	version: z.literal(1),
	exportedAt: z.string(),
	/** Per table: how it relates to the account, and the account's rows (secrets such as hashes left out). */
	tables: z.record(z.string(), z.object({ relation: z.string(), rows: z.array(z.record(z.string(), z.unknown())) })),
	files: z.array(z.object({ key: z.string(), contentType: z.string(), base64: z.string() })),
})
export type AccountExport = z.infer<typeof AccountExport>
