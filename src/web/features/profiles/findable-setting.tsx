import { type FormEvent, useState } from 'react'
import type { ProfileView } from '../../../shared/schemas/profile.ts'
import { Button } from '../../components/ui/button.tsx'
import { CheckboxField } from '../../components/ui/checkbox-field.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { useUpdateProfile } from './profile-hooks.ts'

const ORDER = ['findable'] as const

/**
 * Settings › Privacy on a server that federates: whether readers on other servers (Mastodon, BookWyrm, other
 * Dogear servers) can find this reader as @username@host. Off until the reader turns it on.
 */
export function FindableSetting({ profile, host }: { profile: ProfileView; host: string }) {
	const update = useUpdateProfile()
	const errors = useFormErrors(ORDER)
	const [saved, setSaved] = useState(profile.settings?.findable ?? false)
	const [value, setValue] = useState(saved)
	const [status, setStatus] = useState<string | null>(null)

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		errors.clear()
		if (value === saved) return setStatus('Nothing to save: the choice has not changed.')
		update.mutate(
			{ findable: value },
			{
				onSuccess: (next) => {
					const now = next.settings?.findable ?? value
					setSaved(now)
					setValue(now)
					setStatus(
						now
							? `Saved. Other servers can find you as @${next.username}@${host}.`
							: 'Saved. Other servers cannot find you.',
					)
				},
				onError: errors.showFailure,
			},
		)
	}

	return (
		<form className="form" noValidate onSubmit={onSubmit} aria-labelledby="findable-title">
			<h2 id="findable-title">Other servers</h2>
			<p className="muted">
				This server is part of the fediverse. When you are findable, readers on Mastodon, BookWyrm and other servers can
				look you up as @{profile.username}@{host} and see your name, picture and, if your profile is public, your bio
				and how many readers you follow and follow you. Nothing else you write leaves this server.
			</p>
			<FormAlert message={errors.summary} />
			<FormAlert tone="success" message={status} />
			<CheckboxField
				id="findable"
				name="findable"
				label="Findable from other servers"
				checked={value}
				onChange={(event) => {
					setValue(event.target.checked)
					setStatus(null)
				}}
				error={errors.fields.findable}
				inputRef={errors.register('findable')}
			/>
			<div className="form__actions">
				<Button type="submit" busy={update.isPending}>
					Save
				</Button>
				{value !== saved && <p className="form__unsaved">You have unsaved changes.</p>}
			</div>
		</form>
	)
}
