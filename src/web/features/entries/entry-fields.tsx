import { ENTRY_REVIEW_MAX } from '../../../shared/schemas/entries.ts'
import { VISIBILITY_LABELS, type Visibility } from '../../../shared/schemas/visibility.ts'
import { CheckboxField } from '../../components/ui/checkbox-field.tsx'
import { RadioGroup } from '../../components/ui/radio-group.tsx'
import { StarInput } from '../../components/ui/star-input.tsx'
import { TextAreaField } from '../../components/ui/text-area-field.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import type { useFormErrors } from '../../lib/use-form-errors.ts'
import { type EntryValues, reviewCharacters } from './entry-form-values.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

const VISIBILITY_OPTIONS: readonly { value: Visibility; label: string; description: string }[] = [
	{
		value: 'public',
		label: VISIBILITY_LABELS.public,
		description: 'Anyone can see this entry, visitors too, and it counts towards Popular this week.',
	},
	{ value: 'friends', label: VISIBILITY_LABELS.friends, description: 'Readers you follow who follow you back.' },
	{ value: 'private', label: VISIBILITY_LABELS.private, description: 'Nobody but you.' },
]

type EntryFieldsProps = {
	values: EntryValues
	onChange: (patch: Partial<EntryValues>) => void
	errors: ReturnType<typeof useFormErrors>
}

/** The fields of one read, shared by the log and edit forms; the pages own the <form>, its alert and buttons. */
export function EntryFields({ values, onChange, errors }: EntryFieldsProps) {
	const dates = useReaderTime()
	const { fields, register } = errors
	// The reader's own today: the server accepts a day later (somewhere it is already tomorrow), the box does not offer it.
	const today = dates.today()
	return (
		<>
			<div className="entry-form__dates">
				<TextField
					id="entry-read-on"
					type="date"
					label="Date read"
					required
					max={today}
					value={values.readOn}
					onChange={(e) => onChange({ readOn: e.target.value })}
					error={fields.readOn}
					inputRef={register('readOn')}
				/>
				<TextField
					id="entry-started-on"
					type="date"
					label="Started on (optional)"
					max={values.readOn || today}
					value={values.startedOn}
					onChange={(e) => onChange({ startedOn: e.target.value })}
					error={fields.startedOn}
					inputRef={register('startedOn')}
				/>
			</div>
			<StarInput
				id="entry-rating"
				label="Rating"
				value={values.rating}
				onChange={(rating) => onChange({ rating })}
				error={fields.rating}
				inputRef={register('rating')}
			/>
			<fieldset className="entry-form__flags">
				<legend className="visually-hidden">About this read</legend>
				<CheckboxField
					id="entry-liked"
					label="I liked it"
					checked={values.liked}
					onChange={(e) => onChange({ liked: e.target.checked })}
					error={fields.liked}
					inputRef={register('liked')}
				/>
				<CheckboxField
					id="entry-reread"
					label="This was a reread"
					checked={values.reread}
					onChange={(e) => onChange({ reread: e.target.checked })}
					error={fields.reread}
					inputRef={register('reread')}
				/>
			</fieldset>
			<TextAreaField
				id="entry-review"
				label="Review (optional)"
				rows={8}
				value={values.review}
				onChange={(e) => onChange({ review: e.target.value })}
				hint="Plain text: blank lines start new paragraphs and web addresses become links."
				count={{ used: reviewCharacters(values.review), max: ENTRY_REVIEW_MAX }}
				error={fields.review}
				inputRef={register('review')}
			/>
			<CheckboxField
				id="entry-spoilers"
				label="My review contains spoilers"
				checked={values.spoilers}
				onChange={(e) => onChange({ spoilers: e.target.checked })}
				error={fields.spoilers}
				inputRef={register('spoilers')}
			/>
			<RadioGroup
				name="entry-visibility"
				legend="Who can see this entry"
				options={VISIBILITY_OPTIONS}
				value={values.visibility}
				onChange={(visibility) => onChange({ visibility })}
				error={fields.visibility}
				inputRef={register('visibility')}
			/>
		</>
	)
}
