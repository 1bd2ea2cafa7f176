import { type FormEvent, useState } from 'react'
import { characters } from '../../../shared/text.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { Button } from '../ui/button.tsx'
import { FormAlert } from '../ui/form-alert.tsx'
import { TextAreaField } from '../ui/text-area-field.tsx'

/** What differs between two kinds of threaded post (club posts, comments) in their forms. */
export type ThreadedPostKind = {
	/** The form's CSS block: 'club-post-form', 'comment-form'. */
	block: string
	/** The longest text the server takes, in characters as people count them. */
	max: number
	/** The fields the server's messages may name, in the order the first is focused. */
	fields: readonly string[]
}

type ThreadedPostFormProps = {
	kind: ThreadedPostKind
	/** Unique on the page: the field's id. */
	id: string
	label: string
	submitLabel: string
	initial?: string
	/** Writes the post; a failure's messages are shown at the field. */
	save: (body: string) => Promise<unknown>
	/** Closes a reply or edit form (a new top-level post has no cancel). */
	onCancel?: () => void
	onSaved?: () => void
}

/**
 * A post's text box with its count, for a new post, a reply or an edit. The server checks the text (it trims
 * it and counts characters as people do); its message lands at the field and is announced.
 */
export function ThreadedPostForm({
	kind,
	id,
	label,
	submitLabel,
	initial = '',
	save,
	onCancel,
	onSaved,
}: ThreadedPostFormProps) {
	const [body, setBody] = useState(initial)
	const [busy, setBusy] = useState(false)
	const errors = useFormErrors(kind.fields)
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
		<form className={kind.block} onSubmit={submit} noValidate>
			<TextAreaField
				id={id}
				label={label}
				value={body}
				rows={3}
				onChange={(event) => setBody(event.target.value)}
				error={errors.fields.body}
				count={{ used: characters(body), max: kind.max }}
				inputRef={errors.register('body')}
				autoFocus={onCancel !== undefined}
				onKeyDown={(event) => {
					if (event.key === 'Escape' && onCancel) onCancel()
				}}
			/>
			<FormAlert message={errors.fields.body ? null : errors.summary} />
			<div className={`${kind.block}__actions`}>
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
