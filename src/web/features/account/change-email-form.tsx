import type { FormEvent } from 'react'
import { AccountMessages, ChangeEmailInput } from '../../../shared/schemas/account.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { formText } from '../auth/form-values.ts'
import { useChangeEmail } from './account-hooks.ts'

const ORDER = ['email', 'password'] as const

/**
 * Nothing changes until the link mailed to the new address is opened; it comes back with ?email=changed. The
 * current password is asked for, so a borrowed session cannot move the account to another mailbox; an account
 * without one is sent to sign in again when its sign-in is older than the server allows.
 */
export function ChangeEmailForm({ currentEmail, hasPassword }: { currentEmail: string; hasPassword: boolean }) {
	const change = useChangeEmail()
	const errors = useFormErrors(ORDER)

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const form = event.currentTarget
		const data = new FormData(form)
		const password = hasPassword ? formText(data, 'password') : undefined
		const parsed = ChangeEmailInput.safeParse({ email: formText(data, 'email'), password })
		const fields = parsed.success ? {} : fieldErrorsFrom(parsed.error)
		const missing = hasPassword && !password ? { password: AccountMessages.emailPasswordRequired } : {}
		if (!parsed.success || (hasPassword && !password)) return errors.show({ ...fields, ...missing })
		errors.clear()
		change.mutate(parsed.data, {
			onSuccess: () => form.reset(),
			onError: errors.showFailure,
		})
	}

	return (
		<form className="form" noValidate onSubmit={onSubmit} aria-label="Change e-mail address">
			<p className="muted">
				You sign in with <strong>{currentEmail}</strong>. To change it, enter the new address
				{hasPassword ? ' and your password' : ''}: we mail a confirmation link there, and your current address gets a
				link that undoes the change for 7 days.
			</p>
			<FormAlert message={errors.summary} />
			<FormAlert tone="success" message={change.isSuccess ? `Check your new inbox. ${change.data.message}` : null} />
			<TextField
				id="email-new"
				name="email"
				type="email"
				label="New e-mail address"
				autoComplete="email"
				inputMode="email"
				error={errors.fields.email}
				inputRef={errors.register('email')}
			/>
			{hasPassword && (
				<TextField
					id="email-password"
					name="password"
					type="password"
					label="Current password"
					autoComplete="current-password"
					error={errors.fields.password}
					inputRef={errors.register('password')}
				/>
			)}
			<div className="form__actions">
				<Button type="submit" busy={change.isPending}>
					Send confirmation link
				</Button>
			</div>
		</form>
	)
}
