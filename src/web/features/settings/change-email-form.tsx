import type { FormEvent } from 'react'
import { ChangeEmailInput } from '../../../shared/schemas/account.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { formText } from '../auth/form-values.ts'
import { useChangeEmail } from './account-queries.ts'

const ORDER = ['email'] as const

/** Nothing changes until the link mailed to the new address is opened; it comes back with ?email=changed. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
	const change = useChangeEmail()
	const errors = useFormErrors(ORDER)

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const form = event.currentTarget
		const parsed = ChangeEmailInput.safeParse({ email: formText(new FormData(form), 'email') })
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		change.mutate(parsed.data, {
			onSuccess: () => form.reset(),
			onError: errors.showFailure,
		})
	}

	return (
		<form className="form" noValidate onSubmit={onSubmit} aria-label="Change e-mail address">
			<p className="muted">
				You sign in with <strong>{currentEmail}</strong>. To change it, enter the new address: we mail a confirmation link there and tell your current address.
			</p>
			<FormAlert message={errors.summary} />
			<FormAlert tone="success" message={change.isSuccess ? `Check your new inbox. ${change.data.message}` : null} />
			<TextField id="email-new" name="email" type="email" label="New e-mail address" autoComplete="email" inputMode="email" error={errors.fields.email} inputRef={errors.register('email')} />
			<div className="form__actions">
				<Button type="submit" busy={change.isPending}>
					Send confirmation link
				</Button>
			</div>
		</form>
	)
}
