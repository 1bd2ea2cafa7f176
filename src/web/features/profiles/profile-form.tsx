import { type FormEvent, useState } from 'react'
import { publicProfilePath } from '../../../shared/page-routes.ts'
import {
	PROFILE_BIO_MAX,
	type ProfileView,
	type ProfileVisibility,
	UpdateProfileInput,
} from '../../../shared/schemas/profile.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { RadioGroup } from '../../components/ui/radio-group.tsx'
import { TextAreaField } from '../../components/ui/text-area-field.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { useUpdateProfile } from './profile-hooks.ts'
import { LeaveDialog } from '../../components/ui/leave-dialog.tsx'
import { useUnsavedChanges } from '../../lib/use-unsaved-changes.ts'

const ORDER = ['name', 'username', 'location', 'bio', 'visibility'] as const
type Values = { name: string; username: string; location: string; bio: string; visibility: ProfileVisibility }

const VISIBILITY = [
	{
		value: 'public',
		label: 'Public',
		description: 'Anyone can see your profile: bio, location, join date and reading counts.',
	},
	{ value: 'private', label: 'Private', description: 'Others see only your name and picture.' },
] as const

const valuesOf = (profile: ProfileView): Values => ({
	name: profile.name,
	username: profile.username,
	location: profile.details?.location ?? '',
	bio: profile.details?.bio ?? '',
	visibility: profile.visibility,
})

/** Counted as the server counts: an emoji is one character. */
const characters = (text: string) => [...text.replace(/\r\n?/g, '\n').trim()].length

/** Name, username, location, bio and visibility. Save sends only the fields that changed (PATCH). */
export function ProfileForm({ profile, email }: { profile: ProfileView; email: string }) {
	const update = useUpdateProfile()
	const errors = useFormErrors(ORDER)
	const [saved, setSaved] = useState(() => valuesOf(profile))
	const [values, setValues] = useState(saved)
	const [status, setStatus] = useState<string | null>(null)
	const changed = ORDER.filter((field) => values[field] !== saved[field])
	const blocker = useUnsavedChanges(changed.length > 0)

	const set = (field: keyof Values) => (value: string) => {
		setValues((current) => ({ ...current, [field]: value }))
		setStatus(null)
	}

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		if (changed.length === 0) {
			errors.clear()
			return setStatus('Nothing to save: no field has changed.')
		}
		const parsed = UpdateProfileInput.safeParse(Object.fromEntries(changed.map((field) => [field, values[field]])))
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		update.mutate(parsed.data, {
			onSuccess: (next) => {
				setSaved(valuesOf(next))
				setValues(valuesOf(next))
				setStatus('Your profile has been saved.')
			},
			onError: errors.showFailure,
		})
	}

	function onDiscard() {
		setValues(saved)
		errors.clear()
		setStatus(changed.length ? 'Your changes have been discarded.' : null)
	}

	const { fields } = errors
	return (
		<>
			<form className="form" noValidate onSubmit={onSubmit} aria-labelledby="profile-form-title">
				<h2 id="profile-form-title">Profile details</h2>
				<p className="muted">
					Your e-mail address, {email}, is never shown on your profile. You can change it under Authentication.
				</p>
				<FormAlert message={errors.summary} />
				<FormAlert tone="success" message={status} />
				<TextField
					id="profile-name"
					label="Display name"
					value={values.name}
					onChange={(e) => set('name')(e.target.value)}
					autoComplete="name"
					error={fields.name}
					inputRef={errors.register('name')}
				/>
				<TextField
					id="profile-username"
					label="Username"
					value={values.username}
					onChange={(e) => set('username')(e.target.value)}
					autoComplete="username"
					autoCapitalize="none"
					spellCheck={false}
					hint={`3 to 30 letters, digits, "_" or ".". Your profile's address: ${publicProfilePath(saved.username)}`}
					error={fields.username}
					inputRef={errors.register('username')}
				/>
				<TextField
					id="profile-location"
					label="Location"
					value={values.location}
					onChange={(e) => set('location')(e.target.value)}
					autoComplete="address-level2"
					error={fields.location}
					inputRef={errors.register('location')}
				/>
				<TextAreaField
					id="profile-bio"
					label="Bio"
					rows={5}
					value={values.bio}
					onChange={(e) => set('bio')(e.target.value)}
					hint="Plain text; line breaks are kept."
					count={{ used: characters(values.bio), max: PROFILE_BIO_MAX }}
					error={fields.bio}
					inputRef={errors.register('bio')}
				/>
				<RadioGroup
					name="visibility"
					legend="Who can see your profile"
					options={VISIBILITY}
					value={values.visibility}
					onChange={set('visibility')}
					error={fields.visibility}
					inputRef={errors.register('visibility')}
				/>
				<div className="form__actions">
					<Button type="submit" busy={update.isPending}>
						Save changes
					</Button>
					<Button variant="secondary" onClick={onDiscard}>
						Discard changes
					</Button>
					{changed.length > 0 && <p className="form__unsaved">You have unsaved changes.</p>}
				</div>
			</form>
			{/* Outside the form: its children's margins are the form's rhythm, and a dialog centres itself with margin. */}
			<LeaveDialog blocker={blocker}>
				<p>Your changes to your profile have not been saved. If you leave now, they are lost.</p>
			</LeaveDialog>
		</>
	)
}
