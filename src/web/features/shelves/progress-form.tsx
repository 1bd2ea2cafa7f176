import { type FormEvent, useState } from 'react'
import { PROGRESS_NOTE_MAX, ProgressInput, ProgressMessages } from '../../../shared/schemas/shelves.ts'
import { characters } from '../../../shared/text.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { TextAreaField } from '../../components/ui/text-area-field.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { usePostProgress } from './reading-hooks.ts'

type Measure = 'page' | 'percent'
const ORDER = ['page', 'percent', 'note'] as const

/** Where the reader is now, as a page (bounded by the book's length when known) or a percentage, with a note. */
export function ProgressForm({ bookId, pageCount }: { bookId: string; pageCount: number | null }) {
	const post = usePostProgress(bookId)
	const errors = useFormErrors(ORDER)
	const [measure, setMeasure] = useState<Measure>('page')
	const [note, setNote] = useState('')

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const form = event.currentTarget
		const raw = String(new FormData(form).get('amount') ?? '').trim()
		const amount = raw === '' ? Number.NaN : Number(raw)
		const parsed = ProgressInput.safeParse({ [measure]: amount, note })
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		if (measure === 'page' && pageCount && amount > pageCount)
			return errors.show({ page: ProgressMessages.pageBeyondBook })
		errors.clear()
		post.mutate(parsed.data, {
			onSuccess: () => {
				form.reset()
				setNote('')
			},
			onError: errors.showFailure,
		})
	}

	const amountError = errors.fields[measure] ?? (measure === 'page' ? errors.fields.percent : errors.fields.page)
	const hint =
		measure === 'page'
			? pageCount
				? `From 0 to ${pageCount}: this book has ${pageCount} pages.`
				: undefined
			: 'From 0 to 100.'
	return (
		<form className="form progress-form" noValidate onSubmit={onSubmit} aria-label="Update progress">
			<FormAlert message={errors.summary} />
			<FormAlert tone="success" message={post.isSuccess ? 'Progress saved.' : null} />
			<fieldset className="progress-form__measure">
				<legend className="field__label">Measure progress by</legend>
				{(['page', 'percent'] as const).map((option) => (
					<label key={option} className="progress-form__choice">
						<input
							type="radio"
							name="measure"
							value={option}
							checked={measure === option}
							onChange={() => setMeasure(option)}
						/>
						{option === 'page' ? 'Page' : 'Percent'}
					</label>
				))}
			</fieldset>
			<TextField
				key={measure}
				id={`progress-${bookId}-amount`}
				name="amount"
				label={measure === 'page' ? 'Page' : 'Percent'}
				type="number"
				inputMode="numeric"
				min={0}
				max={measure === 'page' ? (pageCount ?? undefined) : 100}
				step={1}
				hint={hint}
				error={amountError}
				inputRef={errors.register(measure)}
				className="progress-form__amount"
			/>
			<TextAreaField
				id={`progress-${bookId}-note`}
				label="Note (optional)"
				rows={2}
				value={note}
				onChange={(event) => setNote(event.target.value)}
				error={errors.fields.note}
				inputRef={errors.register('note')}
				count={
					characters(note) > PROGRESS_NOTE_MAX - 100 ? { used: characters(note), max: PROGRESS_NOTE_MAX } : undefined
				}
			/>
			<div className="form__actions">
				<Button type="submit" busy={post.isPending}>
					Update progress
				</Button>
			</div>
		</form>
	)
}
