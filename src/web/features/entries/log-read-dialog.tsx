import { useEffect, useId, useRef, useState } from 'react'
import type { BookSummary } from '../../../shared/schemas/books.ts'
import type { EntryView } from '../../../shared/schemas/entries.ts'
import { Button } from '../../components/ui/button.tsx'
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx'
import { useReadingState } from '../shelves/reading-hooks.ts'
import { useDefaultVisibility } from './entry-hooks.ts'
import { LogReadForm } from './log-read-form.tsx'

/**
 * The log form in a modal <dialog> (focus stays inside it): Escape or Cancel closes it, after asking when
 * something typed would be lost. `onClose` gets the entry saved, or null.
 */
export function LogReadDialog({ book, onClose }: { book: BookSummary; onClose: (entry: EntryView | null) => void }) {
	const ref = useRef<HTMLDialogElement>(null)
	const id = useId()
	const visibility = useDefaultVisibility()
	const reading = useReadingState(book.id)
	const [dirty, setDirty] = useState(false)
	const [asking, setAsking] = useState(false)
	useEffect(() => {
		ref.current?.showModal()
	}, [])
	const close = () => (dirty ? setAsking(true) : onClose(null))

	return (
		<dialog
			ref={ref}
			className="dialog log-read-dialog"
			aria-labelledby={`${id}-title`}
			onCancel={(event) => {
				event.preventDefault()
				close()
			}}
		>
			<h2 id={`${id}-title`} className="dialog__title">
				Log a read
			</h2>
			{visibility.pending || reading.isPending ? (
				<p aria-busy="true">Loading…</p>
			) : (
				<LogReadForm
					book={book}
					visibility={visibility.value}
					earlier={reading.data?.entries ?? []}
					onDirtyChange={setDirty}
					onSaved={onClose}
					cancel={
						<Button variant="secondary" onClick={close}>
							Cancel
						</Button>
					}
				/>
			)}
			<ConfirmDialog
				open={asking}
				title="Discard this read?"
				cancelLabel="Keep editing"
				confirmLabel="Discard"
				onCancel={() => setAsking(false)}
				onConfirm={() => onClose(null)}
			>
				<p>What you entered has not been saved. If you close the form now, it is lost.</p>
			</ConfirmDialog>
		</dialog>
	)
}
