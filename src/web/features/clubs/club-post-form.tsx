import { type FormEvent, useState } from 'react'
import { CLUB_POST_BODY_MAX } from '../../../shared/schemas/club-discussion.ts'
import { characters } from '../../../shared/text.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { TextAreaField } from '../../components/ui/text-area-field.tsx'
import { useFormErrors } from '../../lib/use-form-errors.ts'

type ClubPostFormProps = {
	/** Unique on the page: the field's id. */
	id: string
	label: string
	submitLabel: string
	initial?: string
	/** Writes the post; a failure's messages are shown at the field. */
	save: (body: string) => Promise<unknown>
	/** Closes a reply or edit form (the thread's own 'Add a post' has no cancel). */
	onCancel?: () => void
	onSaved?: () => void
}

const ORDER = ['body', 'parentId'] as const

/** A post's text box with its count, for a new post, a reply or an edit; the server's message lands at the field. */
export function ClubPostForm({ id, label, submitLabel, initial = '', save, onCancel, onSaved }: ClubPostFormProps) {
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
		<form className="club-post-form" onSubmit={submit} noValidate>
			<TextAreaField
				id={id}
				label={label}
				value={body}
				rows={3}
				onChange={(event) => setBody(event.target.value)}
				error={errors.fields.body}
				count={{ used: characters(body), max: CLUB_POST_BODY_MAX }}
				inputRef={errors.register('body')}
				autoFocus={onCancel !== undefined}
				onKeyDown={(event) => {
					if (event.key === 'Escape' && onCancel) onCancel()
				}}
			/>
			<FormAlert message={errors.fields.body ? null : errors.summary} />
			<div className="club-post-form__actions">
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
