import type { FormEvent } from 'react'
import { Link } from 'react-router'
import { ResetPasswordInput } from '../../../shared/schemas/auth.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { fieldErrorsFrom, formErrorsFromFailure } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { useResetPassword } from './auth-hooks.ts'
import { formText } from './form-values.ts'

const ORDER = ['password', 'repeatPassword'] as const

/** Step two, opened from the mailed link (/reset?token=…). */
export function NewPasswordForm({ token }: { token: string }) {
	const reset = useResetPassword()
	const errors = useFormErrors(ORDER)

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const data = new FormData(event.currentTarget)
		const parsed = ResetPasswordInput.safeParse({
			token,
			password: formText(data, 'password'),
			repeatPassword: formText(data, 'repeatPassword'),
		})
		if (!parsed.success) {
			const fields = fieldErrorsFrom(parsed.error)
			return errors.show(fields, fields.token ?? null)
		}
		errors.clear()
		reset.mutate(parsed.data, {
			onError: (failure) => {
				// The token is no field the reader can fix here, so its message goes to the form's alert.
				const { fields, form } = formErrorsFromFailure(failure)
				errors.show(fields, fields.token ?? form)
			},
		})
	}

	const tokenRejected = Boolean(errors.fields.token)
	// One status region in both states, so the success sentence is announced when it appears.
	return (
		<div className="form">
			<FormAlert tone="success" message={reset.isSuccess ? reset.data.message : null} />
			{reset.isSuccess ? (
				<p>
					<Link to="/login" className="button button--primary button--wide">
						Sign in
					</Link>
				</p>
			) : (
				<form className="form" noValidate onSubmit={onSubmit} aria-label="Choose a new password">
					<FormAlert message={errors.summary} />
					{tokenRejected && (
						<p>
							<Link to="/reset">Ask for a new reset link</Link>
						</p>
					)}
					<TextField
						id="reset-password"
						name="password"
						type="password"
						label="New password"
						autoComplete="new-password"
						hint="At least 8 characters."
						error={errors.fields.password}
						inputRef={errors.register('password')}
					/>
					<TextField
						id="reset-repeat"
						name="repeatPassword"
						type="password"
						label="Repeat new password"
						autoComplete="new-password"
						error={errors.fields.repeatPassword}
						inputRef={errors.register('repeatPassword')}
					/>
					<Button type="submit" busy={reset.isPending} className="button--wide">
						Change password
					</Button>
				</form>
			)}
		</div>
	)
}
