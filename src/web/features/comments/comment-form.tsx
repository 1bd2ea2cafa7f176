import { type FormEvent, useState } from 'react'
import { COMMENT_BODY_MAX } from '../../../shared/schemas/comments.ts'
import { characters } from '../../../shared/text.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { TextAreaField } from '../../components/ui/text-area-field.tsx'
import { useFormErrors } from '../../lib/use-form-errors.ts'

type CommentFormProps = {
	/** Unique on the page: the field's id. */
	id: string
	label: string
	submitLabel: string
	initial?: string
	/** Writes the comment; a failure's messages are shown at the field. */
	save: (body: string) => Promise<unknown>
	/** Closes a reply or edit form (a new top-level comment has no cancel). */
	onCancel?: () => void
	onSaved?: () => void
}

const ORDER = ['body'] as const

/**
 * A comment's text box with its count, for a new comment, a reply or an edit. The server checks the text
 * (it trims it and counts characters as people do); its message lands at the field and is announced.
 */
export function CommentForm({ id, label, submitLabel, initial = '', save, onCancel, onSaved }: CommentFormProps) {
	const [body, setBody] = useState(initial)
	const [busy, setBusy] = useState(false)
	const errors = useFormErrors(ORDER)
	const submit = async (event: FormEvent) => {
		event.preventDefault()
		if (busy) return
		setBusy(true)
		try {
			await save(body)
			errors.clear()
			setBody('')
			onSaved?.()
		} catch (failure) {
			errors.showFailure(failure)
		} finally {
			setBusy(false)
		}
	}
	return (
		<form className="comment-form" onSubmit={submit} noValidate>
			<TextAreaField
				id={id}
				label={label}
				value={body}
				rows={3}
				onChange={(event) => setBody(event.target.value)}
				error={errors.fields.body}
				count={{ used: characters(body), max: COMMENT_BODY_MAX }}
				inputRef={errors.register('body')}
				autoFocus={onCancel !== undefined}
				onKeyDown={(event) => {
					if (event.key === 'Escape' && onCancel) onCancel()
				}}
			/>
			<FormAlert message={errors.fields.body ? null : errors.summary} />
			<div className="comment-form__actions">
				<Button type="submit" busy={busy}>
					{submitLabel}
				</Button>
				{onCancel && (
					<Button variant="secondary" onClick={onCancel}>
						Cancel
					</Button>
				)}
			</div>
		</form>
	)
}
