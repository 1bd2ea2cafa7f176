import { type FormEvent, useState } from 'react'
import { ClubInviteInput } from '../../../shared/schemas/club-members.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import type { useMemberWrites } from './club-member-hooks.ts'

/** Invite a reader by username; the server's refusal (no such reader, already in, blocked) shows by the field. */
export function ClubInviteForm({ writes }: { writes: ReturnType<typeof useMemberWrites> }) {
	const [username, setUsername] = useState('')
	const [sent, setSent] = useState<string | null>(null)
	const errors = useFormErrors(['username'])

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		setSent(null)
		const parsed = ClubInviteInput.safeParse({ username })
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		writes.invite.mutate(parsed.data.username, {
			onSuccess: () => {
				setSent(`${parsed.data.username} is invited and has been told.`)
				setUsername('')
			},
			onError: errors.showFailure,
		})
	}

	return (
		<form className="form club-invite-form" noValidate onSubmit={onSubmit} aria-labelledby="club-invite-heading">
			<h2 id="club-invite-heading">Invite a reader</h2>
			<FormAlert message={errors.summary} />
			<FormAlert tone="success" message={sent} />
			<div className="club-invite-form__row">
				<TextField
					id="club-invite-username"
					label="Username"
					autoComplete="off"
					spellCheck={false}
					value={username}
					onChange={(e) => setUsername(e.target.value)}
					error={errors.fields.username}
					inputRef={errors.register('username')}
				/>
				<Button type="submit" busy={writes.invite.isPending}>
					Send invitation
				</Button>
			</div>
		</form>
	)
}
