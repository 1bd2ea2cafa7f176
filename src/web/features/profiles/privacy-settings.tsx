import { type FormEvent, useState } from 'react'
import type { ProfileView } from '../../../shared/schemas/profile.ts'
import type { Visibility } from '../../../shared/schemas/visibility.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { RadioGroup } from '../../components/ui/radio-group.tsx'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { BlockedReaders } from '../blocks/blocked-readers.tsx'
import { useSite } from '../site/site-hooks.ts'
import { FindableSetting } from './findable-setting.tsx'
import { useOwnProfile, useUpdateProfile } from './profile-hooks.ts'

const ORDER = ['entryVisibility'] as const

const OPTIONS = [
	{
		value: 'public',
		label: 'Public',
		description: 'Anyone can see your new entries, reviews, shelves and progress, signed in or not.',
	},
	{ value: 'friends', label: 'Friends', description: 'Only readers you follow who follow you back can see them.' },
	{
		value: 'private',
		label: 'Only me',
		description: 'Nobody else sees them; they still count in your own diary and shelves.',
	},
] as const

/**
 * Settings › Privacy: who new entries are shown to unless the log form says otherwise, whether other servers can
 * find the reader (only on a server that federates), and blocked readers.
 */
export function PrivacySettings() {
	const profile = useOwnProfile()
	const federation = useSite().data?.federation
	return (
		<>
			<QueryState query={profile}>
				{(data) => (
					<>
						<section className="settings-group">
							<EntryVisibilityForm profile={data} />
						</section>
						{federation && (
							<section className="settings-group">
								<FindableSetting profile={data} host={federation.host} />
							</section>
						)}
					</>
				)}
			</QueryState>
			<BlockedReaders />
		</>
	)
}

function EntryVisibilityForm({ profile }: { profile: ProfileView }) {
	const update = useUpdateProfile()
	const errors = useFormErrors(ORDER)
	const [saved, setSaved] = useState<Visibility>(profile.settings?.entryVisibility ?? 'public')
	const [value, setValue] = useState(saved)
	const [status, setStatus] = useState<string | null>(null)

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		errors.clear()
		if (value === saved) return setStatus('Nothing to save: the choice has not changed.')
		update.mutate(
			{ entryVisibility: value },
			{
				onSuccess: (next) => {
					const now = next.settings?.entryVisibility ?? value
					setSaved(now)
					setValue(now)
					setStatus('Saved. New entries will use this choice.')
				},
				onError: errors.showFailure,
			},
		)
	}

	return (
		<form className="form" noValidate onSubmit={onSubmit} aria-labelledby="entry-visibility-title">
			<h2 id="entry-visibility-title">Reading log</h2>
			<p className="muted">
				Used for each new entry, shelving and progress update unless you choose otherwise there. What you logged before
				keeps its own setting.
			</p>
			<FormAlert message={errors.summary} />
			<FormAlert tone="success" message={status} />
			<RadioGroup
				name="entryVisibility"
				legend="Who sees new entries"
				options={OPTIONS}
				value={value}
				onChange={(next) => {
					setValue(next)
					setStatus(null)
				}}
				error={errors.fields.entryVisibility}
				inputRef={errors.register('entryVisibility')}
			/>
			<div className="form__actions">
				<Button type="submit" busy={update.isPending}>
					Save privacy settings
				</Button>
				{value !== saved && <p className="form__unsaved">You have unsaved changes.</p>}
			</div>
		</form>
	)
}
