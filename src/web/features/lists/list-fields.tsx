import { characters } from '../../../shared/text.ts'
import {
	LIST_DESCRIPTION_MAX,
	LIST_ITEMS_MAX,
	LIST_NAME_MAX,
	LIST_VISIBILITY_LABELS,
	type ListInput,
} from '../../../shared/schemas/lists.ts'
import type { Visibility } from '../../../shared/schemas/visibility.ts'
import { CheckboxField } from '../../components/ui/checkbox-field.tsx'
import { RadioGroup } from '../../components/ui/radio-group.tsx'
import { TextAreaField } from '../../components/ui/text-area-field.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import type { useFormErrors } from '../../lib/use-form-errors.ts'

export type ListValues = {
	name: string
	description: string
	ranked: boolean
	visibility: Visibility
	maxItems: string
}

/** The fields in the order the form shows them: the first one at fault gets focus. */
export const LIST_FIELDS = ['name', 'description', 'ranked', 'visibility', 'maxItems'] as const

/** The form's values as the API takes them; a limit that is not a number goes as one the server refuses by name. */
export const listInputOf = (
	values: ListValues,
): Required<Omit<ListInput, 'visibility'>> & { visibility: Visibility } => ({
	name: values.name,
	description: values.description,
	ranked: values.ranked,
	visibility: values.visibility,
	maxItems: values.maxItems.trim() === '' ? Number.NaN : Number(values.maxItems),
})

const VISIBILITY_OPTIONS: readonly { value: Visibility; label: string; description: string }[] = [
	{
		value: 'public',
		label: LIST_VISIBILITY_LABELS.public,
		description: 'Anyone can see this list, visitors too, and find it in search.',
	},
	{ value: 'friends', label: LIST_VISIBILITY_LABELS.friends, description: 'Readers you follow who follow you back.' },
	{ value: 'private', label: LIST_VISIBILITY_LABELS.private, description: 'Nobody but you.' },
]

type ListFieldsProps = {
	values: ListValues
	onChange: (patch: Partial<ListValues>) => void
	errors: ReturnType<typeof useFormErrors>
	/** A list an administrator hid keeps its visibility. */
	visibilityLocked?: boolean
	itemCount?: number
}

/** A list's own fields, shared by the new-list and edit forms; the pages own the <form>, its alert and buttons. */
export function ListFields({ values, onChange, errors, visibilityLocked = false, itemCount = 0 }: ListFieldsProps) {
	const { fields, register } = errors
	return (
		<>
			<TextField
				id="list-name"
				label="Name"
				required
				maxLength={LIST_NAME_MAX * 2}
				value={values.name}
				onChange={(e) => onChange({ name: e.target.value })}
				hint={`Up to ${LIST_NAME_MAX} characters.`}
				error={fields.name}
				inputRef={register('name')}
			/>
			<TextAreaField
				id="list-description"
				label="Description (optional)"
				rows={5}
				value={values.description}
				onChange={(e) => onChange({ description: e.target.value })}
				hint="Plain text: line breaks are kept."
				count={{ used: characters(values.description.trim()), max: LIST_DESCRIPTION_MAX }}
				error={fields.description}
				inputRef={register('description')}
			/>
			<CheckboxField
				id="list-ranked"
				label="Ranked: number the books in their order"
				checked={values.ranked}
				onChange={(e) => onChange({ ranked: e.target.checked })}
				error={fields.ranked}
				inputRef={register('ranked')}
			/>
			{visibilityLocked ? (
				<p className="list-hidden-note">
					An administrator hid this list, so only you can see it and who can see it cannot be changed.
				</p>
			) : (
				<RadioGroup
					name="list-visibility"
					legend="Who can see this list"
					options={VISIBILITY_OPTIONS}
					value={values.visibility}
					onChange={(visibility) => onChange({ visibility })}
					error={fields.visibility}
					inputRef={register('visibility')}
				/>
			)}
			<TextField
				id="list-max-items"
				label="Most books on the list"
				type="number"
				inputMode="numeric"
				min={Math.max(1, itemCount)}
				max={LIST_ITEMS_MAX}
				value={values.maxItems}
				onChange={(e) => onChange({ maxItems: e.target.value })}
				hint={`20 unless you raise it, up to ${LIST_ITEMS_MAX}${itemCount > 0 ? `; not below the ${itemCount} on it now` : ''}.`}
				error={fields.maxItems}
				inputRef={register('maxItems')}
				className="list-form__max"
			/>
		</>
	)
}
