import type { FormEvent } from 'react'
import { ChangePasswordInput } from '../../../shared/schemas/account.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { formText } from '../auth/form-values.ts'
import { useChangePassword } from './account-hooks.ts'

const ORDER = ['currentPassword', 'newPassword', 'repeatPassword'] as const

export function ChangePasswordForm() {
	const change = useChangePassword()
	const errors = useFormErrors(ORDER)

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const form = event.currentTarget
		const data = new FormData(form)
		const parsed = ChangePasswordInput.safeParse(Object.fromEntries(ORDER.map((name) => [name, formText(data, name)])))
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		change.mutate(parsed.data, {
			onSuccess: () => form.reset(),
			onError: errors.showFailure,
		})
	}

	const { fields } = errors
	return (
		<form
			className="form"
			noValidate
			onSubmit={onSubmit}
			aria-label="Change password"
			aria-describedby="password-change-effects"
		>
			<p id="password-change-effects" className="muted">
				Changing your password signs out every other session, revokes every personal access token (scripts and apps
				using one stop working until you make a new one) and ends any password reset link still in your mail.
			</p>
			<FormAlert message={errors.summary} />
			<FormAlert tone="success" message={change.isSuccess ? change.data.message : null} />
			<TextField
				id="password-current"
				name="currentPassword"
				type="password"
				label="Current password"
				autoComplete="current-password"
				error={fields.currentPassword}
				inputRef={errors.register('currentPassword')}
			/>
			<TextField
				id="password-new"
				name="newPassword"
				type="password"
				label="New password"
				autoComplete="new-password"
				hint="At least 8 characters."
				error={fields.newPassword}
				inputRef={errors.register('newPassword')}
			/>
			<TextField
				id="password-repeat"
				name="repeatPassword"
				type="password"
				label="Repeat new password"
				autoComplete="new-password"
				error={fields.repeatPassword}
				inputRef={errors.register('repeatPassword')}
			/>
			<div className="form__actions">
				<Button type="submit" busy={change.isPending}>
					Change password
				</Button>
			</div>
		</form>
	)
}
