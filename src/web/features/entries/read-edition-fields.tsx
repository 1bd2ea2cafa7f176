import {
	EDITION_FORMATS,
	FORMAT_LABELS,
	type EditionFormat,
	type EditionView,
} from '../../../shared/schemas/editions.ts'
import { FieldFrame } from '../../components/ui/field-frame.tsx'
import { RadioGroup } from '../../components/ui/radio-group.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import type { EntryView } from '../../../shared/schemas/entries.ts'
import type { useFormErrors } from '../../lib/use-form-errors.ts'
import { describeEdition } from '../books/edition-format.ts'
import { ListeningLengthFields } from '../books/listening-length-fields.tsx'

/** Which edition a read was and how long it was, as the form holds them: '' is unsaid. */
export type EditionChoice = { editionId: string; format: EditionFormat; pages: string; hours: string; minutes: string }

/** The fields as the API's, in the order the form shows them (the first at fault gets the focus). */
export const EDITION_CHOICE_FIELDS = ['editionId', 'format', 'pageCount', 'audioMinutes'] as const

/** A new read starts as the book's first edition, in its format. */
export const firstEditionChoice = (editions: EditionView[]): EditionChoice => ({
	editionId: editions[0]?.id ?? '',
	format: editions[0]?.format ?? 'print',
	pages: '',
	hours: '',
	minutes: '',
})

/** A logged read's edition and length as the form holds them; a read logged before editions counts as print. */
export const editionChoiceOfEntry = (entry: EntryView): EditionChoice => ({
	editionId: entry.editionId ?? '',
	format: entry.format ?? 'print',
	pages: entry.pageCount === null ? '' : String(entry.pageCount),
	hours: entry.audioMinutes === null ? '' : String(Math.floor(entry.audioMinutes / 60)),
	minutes: entry.audioMinutes === null ? '' : String(entry.audioMinutes % 60),
})

/** The edition fields that differ between two choices, as the entry's (a PATCH writes only those). */
export function changedEditionFields(before: EditionChoice, after: EditionChoice) {
	const was = editionChoiceFields(before)
	const now = editionChoiceFields(after)
	return Object.fromEntries(EDITION_CHOICE_FIELDS.filter((field) => was[field] !== now[field]).map((f) => [f, now[f]]))
}

const count = (text: string) => (text.trim() === '' ? null : Number(text))

/** The choice as the entry's fields; a length left empty is the edition's (stats use it then). */
export function editionChoiceFields(choice: EditionChoice) {
	const hours = count(choice.hours)
	const minutes = count(choice.minutes)
	const listened = hours === null && minutes === null ? null : (hours ?? 0) * 60 + (minutes ?? 0)
	return {
		editionId: choice.editionId || null,
		format: choice.format,
		pageCount: choice.format === 'audiobook' ? null : count(choice.pages),
		audioMinutes: choice.format === 'audiobook' ? listened : null,
	}
}

const FORMAT_OPTIONS = EDITION_FORMATS.map((value) => ({
	value,
	label: FORMAT_LABELS[value],
	description: { print: 'A printed book.', ebook: 'On a screen or e-reader.', audiobook: 'Listened to.' }[value],
}))

type Props = {
	editions: EditionView[]
	choice: EditionChoice
	onChange: (choice: EditionChoice) => void
	errors: ReturnType<typeof useFormErrors>
}

/** The edition and format of a read, and its length: pages, or hours and minutes for an audiobook. */
export function ReadEditionFields({ editions, choice, onChange, errors }: Props) {
	const { fields, register } = errors
	const chosen = editions.find((e) => e.id === choice.editionId)
	const set = (patch: Partial<EditionChoice>) => onChange({ ...choice, ...patch })
	return (
		<fieldset className="entry-form__edition">
			<legend className="field__label">Edition</legend>
			{editions.length > 1 && (
				<FieldFrame id="entry-edition" label="Which edition" error={fields.editionId}>
					{(aria) => (
						<select
							id="entry-edition"
							className="field__input"
							value={choice.editionId}
							ref={register('editionId')}
							onChange={(e) => {
								const edition = editions.find((x) => x.id === e.target.value)
								set({ editionId: e.target.value, format: edition?.format ?? choice.format })
							}}
							{...aria}
						>
							{editions.map((edition) => (
								<option key={edition.id} value={edition.id}>
									{describeEdition(edition)}
									{edition.isbn13 ? ` · ISBN ${edition.isbn13}` : ''}
								</option>
							))}
						</select>
					)}
				</FieldFrame>
			)}
			<RadioGroup
				name="entry-format"
				legend="Format"
				options={FORMAT_OPTIONS}
				value={choice.format}
				onChange={(format) => set({ format })}
				error={fields.format}
				inputRef={register('format')}
			/>
			{choice.format === 'audiobook' ? (
				<ListeningLengthFields
					id="entry"
					hours={choice.hours}
					minutes={choice.minutes}
					onChange={set}
					error={fields.audioMinutes}
					inputRef={register('audioMinutes')}
					hint={chosen?.audioMinutes ? 'Leave empty to use the edition’s length.' : undefined}
				/>
			) : (
				<TextField
					id="entry-pages"
					label="Pages (optional)"
					hint={chosen?.pageCount ? `Leave empty to count the edition’s ${chosen.pageCount} pages.` : undefined}
					inputMode="numeric"
					value={choice.pages}
					onChange={(e) => set({ pages: e.target.value })}
					error={fields.pageCount}
					inputRef={register('pageCount')}
				/>
			)}
		</fieldset>
	)
}
