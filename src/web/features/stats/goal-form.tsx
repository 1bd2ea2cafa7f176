import { type FormEvent, useEffect, useState } from 'react'
import { GoalInput, type GoalUnit, type ReadingGoal } from '../../../shared/schemas/stats.ts'
import type { Visibility } from '../../../shared/schemas/visibility.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { RadioGroup } from '../../components/ui/radio-group.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { useSaveGoal } from './stats-hooks.ts'

const ORDER = ['target', 'unit', 'visibility'] as const
const UNITS = [
	{ value: 'books', label: 'Books', description: 'Every read counts, rereads too.' },
	{ value: 'pages', label: 'Pages', description: 'The page counts of the books you finish.' },
] as const
const WHO = [
	{ value: 'public', label: 'Public', description: 'Anyone who can see your profile.' },
	{ value: 'friends', label: 'Friends', description: 'Readers you follow who follow you back.' },
	{ value: 'private', label: 'Only me', description: 'Nobody but you.' },
] as const

/** Sets or changes a year's goal; `onDone` closes the form after a save or a cancel. */
export function GoalForm({ year, goal, onDone }: { year: number; goal: ReadingGoal | null; onDone: () => void }) {
	const save = useSaveGoal(year)
	const errors = useFormErrors(ORDER)
	const [unit, setUnit] = useState<GoalUnit>(goal?.unit ?? 'books')
	const [visibility, setVisibility] = useState<Visibility>(goal?.visibility ?? 'public')
	const id = `goal-${year}`
	// The form opens from a button that it replaces: the focus goes on to its first field, not back to the page.
	useEffect(() => document.getElementById(`${id}-target`)?.focus(), [id])

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const raw = String(new FormData(event.currentTarget).get('target') ?? '').trim()
		const parsed = GoalInput.safeParse({ unit, visibility, target: raw === '' ? Number.NaN : Number(raw) })
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		save.mutate(parsed.data, { onSuccess: onDone, onError: errors.showFailure })
	}

	return (
		<form className="form goal-form" noValidate onSubmit={onSubmit} aria-label={`Reading goal for ${year}`}>
			<FormAlert message={errors.summary} />
			<TextField
				id={`${id}-target`}
				name="target"
				label={`How many ${unit} in ${year}?`}
				type="number"
				inputMode="numeric"
				min={1}
				step={1}
				defaultValue={goal?.target}
				error={errors.fields.target}
				inputRef={errors.register('target')}
			/>
			<RadioGroup
				name={`${id}-unit`}
				legend="Count"
				options={UNITS}
				value={unit}
				onChange={setUnit}
				error={errors.fields.unit}
				inputRef={errors.register('unit')}
			/>
			<RadioGroup
				name={`${id}-visibility`}
				legend="Who can see this goal"
				options={WHO}
				value={visibility}
				onChange={setVisibility}
				error={errors.fields.visibility}
				inputRef={errors.register('visibility')}
			/>
			<div className="form__actions">
				<Button type="submit" busy={save.isPending}>
					Save goal
				</Button>
				<Button variant="secondary" onClick={onDone}>
					Cancel
				</Button>
			</div>
		</form>
	)
}
