import type { FormEvent } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { SignUpInput, SocialSignInInput, safeNextPath } from '../../../shared/schemas/auth.ts'
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
import { useOidcSignIn, useSignUp } from './auth-hooks.ts'
import { formChecked, formText, submitIntent } from './form-values.ts'
import { OidcButton } from './oidc-button.tsx'
import { TermsLabel } from './terms-label.tsx'
import { useSignedInDestination } from './use-signed-in-destination.ts'

// The original's order (spec §5): the first failing field is the one announced and focused.
const ORDER = ['username', 'email', 'password', 'repeatPassword', 'acceptTerms'] as const

export function SignUpPage() {
	const provider = useSite().data?.oidcProvider ?? null
	const navigate = useNavigate()
	const setSessionUser = useSetSessionUser()
	const signUp = useSignUp()
	const oidc = useOidcSignIn()
	const errors = useFormErrors(ORDER)
	const signedInDestination = useSignedInDestination()

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const data = new FormData(event.currentTarget)
		const common = { acceptTerms: formChecked(data, 'acceptTerms'), rememberMe: formChecked(data, 'rememberMe') }
		if (submitIntent(event) === 'oidc') {
			const parsed = SocialSignInInput.safeParse({ ...common, next: '/nav/home' })
			if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
			errors.clear()
			return oidc.mutate(parsed.data, { onError: errors.showFailure })
		}
		const parsed = SignUpInput.safeParse({
			...common,
			username: formText(data, 'username'),
			email: formText(data, 'email'),
			password: formText(data, 'password'),
			repeatPassword: formText(data, 'repeatPassword'),
		})
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		signUp.mutate(parsed.data, {
			onError: errors.showFailure,
			onSuccess: ({ user, next }) => {
				setSessionUser(user)
				navigate(safeNextPath(next), { replace: true })
			},
		})
	}

	// A reader who signs in here is sent on by onSubmit; one who arrives signed in goes home at once.
	if (signedInDestination && signUp.isIdle && oidc.isIdle) return <Navigate to={signedInDestination} replace />
	const { fields } = errors
	return (
		<PublicLayout narrow>
			<AuthCard
				title="Create your account"
				documentTitle="Sign up"
				lead="Log what you read, keep a diary and share it with friends. Free, with no ads."
				footer={
					<p>
						Already have an account? <Link to="/login">Sign in</Link>
					</p>
				}
			>
				<form className="form" noValidate onSubmit={onSubmit} aria-label="Sign up">
					<FormAlert message={errors.summary} />
					<TextField
						id="signup-username"
						name="username"
						label="Username"
						autoComplete="username"
						autoCapitalize="none"
						spellCheck={false}
						hint='3 to 30 letters, digits, "_" or "."'
						error={fields.username}
						inputRef={errors.register('username')}
					/>
					<TextField
						id="signup-email"
						name="email"
						type="email"
						label="E-mail address"
						autoComplete="email"
						inputMode="email"
						error={fields.email}
						inputRef={errors.register('email')}
					/>
					<TextField
						id="signup-password"
						name="password"
						type="password"
						label="Password"
						autoComplete="new-password"
						hint="At least 8 characters."
						error={fields.password}
						inputRef={errors.register('password')}
					/>
					<TextField
						id="signup-repeat"
						name="repeatPassword"
						type="password"
						label="Repeat password"
						autoComplete="new-password"
						error={fields.repeatPassword}
						inputRef={errors.register('repeatPassword')}
					/>
					<CheckboxField
						id="signup-terms"
						name="acceptTerms"
						label={<TermsLabel />}
						error={fields.acceptTerms}
						inputRef={errors.register('acceptTerms')}
					/>
					<CheckboxField id="signup-remember" name="rememberMe" defaultChecked label="Stay logged in" />
					<Button type="submit" name="intent" value="password" busy={signUp.isPending} className="button--wide">
						Sign up
					</Button>
					{provider && (
						<>
							<p className="form__divider">or</p>
							<OidcButton provider={provider} verb="Sign up" busy={signUp.isPending || oidc.isPending} />
						</>
					)}
				</form>
			</AuthCard>
		</PublicLayout>
	)
}
