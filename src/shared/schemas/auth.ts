import { z } from 'zod'

// The original app's messages, in its order, with 'adress' spelled 'address' (spec §5).
export const AuthMessages = {
	usernameRequired: 'Please enter name',
	usernameFormat: 'Usernames are 3 to 30 characters: letters, digits, "_" and "."',
	usernameTaken: 'This username is already taken',
	emailRequired: 'Please enter an e-mail address',
	emailFormat: 'Please enter a valid e-mail address',
	emailTaken: 'An account with this e-mail address already exists',
	passwordRequired: 'Please enter a password',
	passwordTooShort: 'Your password needs at least 8 characters',
	passwordTooLong: 'Your password can have at most 1024 characters',
	repeatRequired: 'Please repeat your password',
	repeatMismatch: 'The repeated password does not equal the given password',
	terms: 'You have to agree to the terms and conditions and confirm that you have read the privacy policy',
	loginEmail: 'Please provide a valid e-mail address',
	loginPassword: 'Please provide your password',
	loginFailed:
		'Oops! Something went wrong! Please check if you entered your e-mail address and your password correctly.',
	suspended: "This account has been suspended by the site's administrators, so it cannot sign in.",
	resetEmail: 'Please provide a valid e-mail address!',
	resetSent: 'Password reset link sent! Please check your e-mail inbox.',
	resetTokenInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
	passwordChanged: 'Your password has been changed. You can sign in with it now.',
} as const

export const PASSWORD_MIN = 8
/** Far above what anyone types; scrypt hashes every byte, so nothing is truncated. */
export const PASSWORD_MAX = 1024
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,30}$/

const email = (required: string, format: string) =>
	z.string({ error: required }).trim().min(1, required).max(254, format).pipe(z.email(format))

const newPassword = z
	.string({ error: AuthMessages.passwordRequired })
	.min(1, AuthMessages.passwordRequired)
	.min(PASSWORD_MIN, AuthMessages.passwordTooShort)
	.max(PASSWORD_MAX, AuthMessages.passwordTooLong)

const termsAccepted = z.literal(true, { error: AuthMessages.terms })

/** Fields in the original's order: the first message is the one a form focuses. */
export const SignUpInput = z
	.object({
		username: z
			.string({ error: AuthMessages.usernameRequired })
			.trim()
			.min(1, AuthMessages.usernameRequired)
			.regex(USERNAME_PATTERN, AuthMessages.usernameFormat),
		email: email(AuthMessages.emailRequired, AuthMessages.emailFormat),
		password: newPassword,
		repeatPassword: z.string({ error: AuthMessages.repeatRequired }).min(1, AuthMessages.repeatRequired),
		acceptTerms: termsAccepted,
		rememberMe: z.boolean().default(true),
	})
	.refine((v) => v.password === v.repeatPassword, { path: ['repeatPassword'], message: AuthMessages.repeatMismatch })
export type SignUpInput = z.input<typeof SignUpInput>

export const SignInInput = z.object({
	email: email(AuthMessages.loginEmail, AuthMessages.loginEmail),
	password: z
		.string({ error: AuthMessages.loginPassword })
		.min(1, AuthMessages.loginPassword)
		.max(PASSWORD_MAX, AuthMessages.loginFailed),
	acceptTerms: termsAccepted,
	rememberMe: z.boolean().default(true),
	/** Where to go afterwards; only same-site paths are honoured (see safeNextPath). */
	next: z.string().optional(),
})
export type SignInInput = z.input<typeof SignInInput>

/** Starts sign-in with the configured OpenID Connect provider; the answer names the provider URL to open. */
export const SocialSignInInput = z.object({
	acceptTerms: termsAccepted,
	rememberMe: z.boolean().default(true),
	next: z.string().optional(),
})
export type SocialSignInInput = z.input<typeof SocialSignInInput>
export const SocialSignInView = z.object({ url: z.string() })

export const RequestResetInput = z.object({ email: email(AuthMessages.resetEmail, AuthMessages.resetEmail) })
export type RequestResetInput = z.input<typeof RequestResetInput>

export const ResetPasswordInput = z
	.object({
		token: z.string().min(1, AuthMessages.resetTokenInvalid),
		password: newPassword,
		repeatPassword: z.string({ error: AuthMessages.repeatRequired }).min(1, AuthMessages.repeatRequired),
	})
	.refine((v) => v.password === v.repeatPassword, { path: ['repeatPassword'], message: AuthMessages.repeatMismatch })
export type ResetPasswordInput = z.input<typeof ResetPasswordInput>

export const MessageView = z.object({ message: z.string() })

export const SessionUser = z.object({
	id: z.string(),
	username: z.string(),
	name: z.string(),
	email: z.string(),
	image: z.string().nullable(),
	/** 'admin' sees the administrators' page (src/server/admin). */
	role: z.enum(['reader', 'admin']),
})
export type SessionUser = z.infer<typeof SessionUser>

/** GET /api/session: who is signed in (null for visitors). */
export const SessionView = z.object({ user: SessionUser.nullable() })
export type SessionView = z.infer<typeof SessionView>

/** Answer to sign-up and sign-in: the user, and where the app should go next. */
export const SignedInView = z.object({ user: SessionUser, next: z.string() })
export type SignedInView = z.infer<typeof SignedInView>

/**
 * Only a path on this site: '/nav/diary?x=1' is kept; 'https://evil', '//evil' and '/\\evil' become the home,
 * so a crafted ?next= link cannot bounce a reader to another site after they sign in. Browsers drop tabs and
 * line breaks from URLs and read a backslash as a slash, so '/\t/evil' is '//evil' to them: such characters,
 * raw or percent-encoded (at any depth), are refused. The server and the SPA both run this one rule.
 */
export function safeNextPath(next: string | undefined | null, fallback = '/nav/home'): string {
	if (!next) return fallback
	let decoded = next
	for (let depth = 0; depth < 4 && decoded.includes('%'); depth++) {
		try {
			decoded = decodeURIComponent(decoded)
		} catch {
			return fallback
		}
	}
	// Decoding keeps every control character and backslash the raw text had: checking the decoded text checks both.
	if (!next.startsWith('/') || decoded.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(decoded)) return fallback
	return next
}
