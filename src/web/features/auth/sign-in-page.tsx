import type { FormEvent } from 'react'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { AuthMessages, SignInInput, SocialSignInInput, safeNextPath } from '../../../shared/schemas/auth.ts'
import { Button } from '../../components/ui/button.tsx'
import { CheckboxField } from '../../components/ui/checkbox-field.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { useSetSessionUser } from '../site/session-hooks.ts'
import { PublicLayout } from '../site/public-layout.tsx'
import { useSite } from '../site/site-hooks.ts'
import { AuthCard } from './auth-card.tsx'
import { useOidcSignIn, useSignIn } from './auth-hooks.ts'
import { formChecked, formText, submitIntent } from './form-values.ts'
import { OidcButton } from './oidc-button.tsx'
import { TermsLabel } from './terms-label.tsx'
import { useSignedInDestination } from './use-signed-in-destination.ts'

const ORDER = ['email', 'password', 'acceptTerms'] as const

// Where the undo link in the old address's notice lands (/api/account/email/undo).
const EMAIL_RESTORED =
	'Your e-mail address is back and every session and access token has ended. Sign in, then reset your password if someone else knew it.'
const UNDO_INVALID =
	'This undo link is invalid, used or more than 7 days old. If someone else is in your account, reset your password.'

export function SignInPage() {
	const [params] = useSearchParams()
	const next = params.get('next') ?? undefined
	const provider = useSite().data?.oidcProvider ?? null
	// The provider sends a failed sign-in back here with ?error=oidc, a suspended reader with ?error=suspended
	// (real URLs, so a reload keeps the message).
	const oidcFailed = params.get('error') === 'oidc'
	const suspended = params.get('error') === 'suspended'
	const navigate = useNavigate()
	const setSessionUser = useSetSessionUser()
	const signIn = useSignIn()
	const oidc = useOidcSignIn()
	const errors = useFormErrors(ORDER)
	const signedInDestination = useSignedInDestination()
	const busy = signIn.isPending || oidc.isPending

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const data = new FormData(event.currentTarget)
		const common = { acceptTerms: formChecked(data, 'acceptTerms'), rememberMe: formChecked(data, 'rememberMe'), next }
		if (submitIntent(event) === 'oidc') {
			const parsed = SocialSignInInput.safeParse(common)
			if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
			errors.clear()
			return oidc.mutate(parsed.data, { onError: errors.showFailure })
		}
		const parsed = SignInInput.safeParse({
			...common,
			email: formText(data, 'email'),
			password: formText(data, 'password'),
		})
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		signIn.mutate(parsed.data, {
			onError: errors.showFailure,
			onSuccess: ({ user, next: target }) => {
				setSessionUser(user)
				navigate(safeNextPath(target), { replace: true })
			},
		})
	}

	const providerMessage = suspended
		? AuthMessages.suspended
		: oidcFailed && provider
			? `Signing in with ${provider} did not work. Please try again, or sign in with your e-mail address and password.`
			: null
	// A reader who signs in here is sent on by onSubmit; one who arrives signed in goes home at once.
	if (signedInDestination && signIn.isIdle && oidc.isIdle) return <Navigate to={signedInDestination} replace />
	const { fields } = errors
	return (
		<PublicLayout narrow>
			<AuthCard
				title="Sign in"
				documentTitle="Sign in"
				lead={next ? 'Sign in to continue to the page you opened.' : undefined}
				footer={
					<>
						<p>
							<Link to="/reset">Forgot your password?</Link>
						</p>
						<p>
							New to Dogear? <Link to="/signup">Register</Link>
						</p>
					</>
				}
			>
				<form className="form" noValidate onSubmit={onSubmit} aria-label="Sign in">
					<FormAlert tone="success" message={params.get('email') === 'restored' ? EMAIL_RESTORED : null} />
					<FormAlert
						message={
							errors.summary ?? providerMessage ?? (params.get('email') === 'undo-invalid' ? UNDO_INVALID : null)
						}
					/>
					<TextField
						id="login-email"
						name="email"
						type="email"
						label="E-mail address"
						autoComplete="email"
						inputMode="email"
						error={fields.email}
						inputRef={errors.register('email')}
					/>
					<TextField
						id="login-password"
						name="password"
						type="password"
						label="Password"
						autoComplete="current-password"
						error={fields.password}
						inputRef={errors.register('password')}
					/>
					<CheckboxField id="login-remember" name="rememberMe" defaultChecked label="Stay logged in" />
					<CheckboxField
						id="login-terms"
						name="acceptTerms"
						label={<TermsLabel />}
						error={fields.acceptTerms}
						inputRef={errors.register('acceptTerms')}
					/>
					<Button type="submit" name="intent" value="password" busy={signIn.isPending} className="button--wide">
						Login
					</Button>
					{provider && (
						<>
							<p className="form__divider">or</p>
							<OidcButton provider={provider} verb="Sign in" busy={busy} />
						</>
					)}
				</form>
			</AuthCard>
		</PublicLayout>
	)
}
