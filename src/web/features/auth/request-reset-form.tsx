import type { FormEvent } from 'react'
import { RequestResetInput } from '../../../shared/schemas/auth.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { useRequestReset } from './auth-hooks.ts'
import { formText } from './form-values.ts'

const ORDER = ['email'] as const

/** Step one of a reset: the server answers the same sentence whether or not the address has an account. */
export function RequestResetForm() {
	const request = useRequestReset()
	const errors = useFormErrors(ORDER)

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const parsed = RequestResetInput.safeParse({ email: formText(new FormData(event.currentTarget), 'email') })
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		request.mutate(parsed.data, {
			onError: errors.showFailure,
		})
	}

	return (
		<form className="form" noValidate onSubmit={onSubmit} aria-label="Request a password reset link">
			<FormAlert message={errors.summary} />
			<FormAlert tone="success" message={request.isSuccess ? request.data.message : null} />
			<TextField
				id="reset-email"
				name="email"
				type="email"
				label="E-mail address"
				autoComplete="email"
				inputMode="email"
				error={errors.fields.email}
				inputRef={errors.register('email')}
			/>
			<Button type="submit" busy={request.isPending} className="button--wide">
				Send password reset email
			</Button>
		</form>
	)
}
