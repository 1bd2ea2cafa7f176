import { characters } from '../../../shared/text.ts'
import { CLUB_DESCRIPTION_MAX, CLUB_NAME_MAX } from '../../../shared/schemas/club-core.ts'
import type { ClubAccess } from '../../../shared/schemas/clubs.ts'
import { RadioGroup } from '../../components/ui/radio-group.tsx'
import { TextAreaField } from '../../components/ui/text-area-field.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import type { useFormErrors } from '../../lib/use-form-errors.ts'

export type ClubValues = { name: string; description: string; access: ClubAccess }

/** The fields in the order the form shows them: the first one at fault gets focus. */
export const CLUB_FIELDS = ['name', 'description', 'access'] as const

const ACCESS_OPTIONS: readonly { value: ClubAccess; label: string; description: string }[] = [
	{ value: 'public', label: 'Public', description: 'Anyone can find the club in search, read its page and join.' },
	{
		value: 'invite',
		label: 'Invite-only',
		description: 'Only members see the club. You invite readers by username or share a link they use to ask to join.',
	},
]

type ClubFieldsProps = {
	values: ClubValues
	onChange: (patch: Partial<ClubValues>) => void
	errors: ReturnType<typeof useFormErrors>
}

/** A club's own fields, shared by the new-club and edit forms; the pages own the <form>, its alert and buttons. */
export function ClubFields({ values, onChange, errors }: ClubFieldsProps) {
	const { fields, register } = errors
	return (
		<>
			<TextField
				id="club-name"
				label="Name"
				required
				maxLength={CLUB_NAME_MAX * 2}
				value={values.name}
				onChange={(e) => onChange({ name: e.target.value })}
				hint={`Up to ${CLUB_NAME_MAX} characters.`}
				error={fields.name}
				inputRef={register('name')}
			/>
			<TextAreaField
				id="club-description"
				label="Description (optional)"
				rows={5}
				value={values.description}
				onChange={(e) => onChange({ description: e.target.value })}
				hint="What the club reads and how often it meets. Plain text: line breaks are kept."
				count={{ used: characters(values.description.trim()), max: CLUB_DESCRIPTION_MAX }}
				error={fields.description}
				inputRef={register('description')}
			/>
			<RadioGroup
				name="club-access"
				legend="Who can join"
				options={ACCESS_OPTIONS}
				value={values.access}
				onChange={(access) => onChange({ access })}
				error={fields.access}
				inputRef={register('access')}
			/>
		</>
	)
}
