import { type FormEvent, useState } from 'react'
import { LIST_NOTE_MAX, type ListItem } from '../../../shared/schemas/lists.ts'
import { characters } from '../../../shared/text.ts'
import { Button } from '../../components/ui/button.tsx'
import { TextAreaField } from '../../components/ui/text-area-field.tsx'
import type { useListItems } from './list-hooks.ts'

/** One book's note on the list: its own small form, its error under the box, 'Saved' said once it is. */
export function ListNoteEditor({
	listId,
	item,
	writes,
}: {
	listId: string
	item: ListItem
	writes: ReturnType<typeof useListItems>
}) {
	const [note, setNote] = useState(item.note)
	const [error, setError] = useState<string | undefined>()
	const [saved, setSaved] = useState(false)
	const id = `note-${listId}-${item.book.id}`
	const pending = writes.note.isPending && writes.note.variables?.bookId === item.book.id

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		setSaved(false)
		writes.note.mutate(
			{ bookId: item.book.id, note },
			{
				onSuccess: () => {
					setError(undefined)
					setSaved(true)
				},
				onError: (failure) => setError(failure.message),
			},
		)
	}

	return (
		<form className="list-note" onSubmit={onSubmit} aria-label={`Note on ${item.book.title}`}>
			<TextAreaField
				id={id}
				label={`Note on ${item.book.title} (optional)`}
				rows={2}
				value={note}
				onChange={(e) => {
					setNote(e.target.value)
					setSaved(false)
				}}
				count={{ used: characters(note.trim()), max: LIST_NOTE_MAX }}
				error={error}
			/>
			<div className="list-note__actions">
				<Button type="submit" variant="secondary" busy={pending} disabled={note === item.note && !error}>
					Save note
				</Button>
				<span role="status" className="list-note__saved">
					{saved && note === item.note ? 'Note saved.' : ''}
				</span>
			</div>
		</form>
	)
}
