import { type FormEvent, type MouseEvent, useState } from 'react'
import { Link, Navigate, useLocation, useParams } from 'react-router'
import { entryPath, isKnownPage } from '../../../shared/page-routes.ts'
import { EntryPatch, type EntryView } from '../../../shared/schemas/entries.ts'
import { Button } from '../../components/ui/button.tsx'
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { formatPublishedDate } from '../books/book-format.ts'
import { useBook } from '../books/book-hooks.ts'
import { EntryBook } from './entry-book.tsx'
import { EntryFields } from './entry-fields.tsx'
import { ENTRY_FIELDS, changedFields, valuesOfEntry } from './entry-form-values.ts'
import { useDeleteEntry, useEditEntry, useEntry } from './entry-hooks.ts'
import { LeaveDialog } from '../../components/ui/leave-dialog.tsx'
import { MissingPage } from './missing-page.tsx'
import {
	changedEditionFields,
	EDITION_CHOICE_FIELDS,
	editionChoiceOfEntry,
	ReadEditionFields,
} from './read-edition-fields.tsx'
import { useLeaveGuard } from './use-leave-guard.ts'

const DIARY_PATH = '/nav/diary'
const EDIT_FIELDS = [...EDITION_CHOICE_FIELDS, ...ENTRY_FIELDS]

/** /entry/<id>/edit: the entry's owner changes a copy of it, saves what changed, or deletes it. */
export function EditEntryPage() {
	const id = useParams().id ?? ''
	const valid = isKnownPage(useLocation().pathname)
	const remove = useDeleteEntry(id)
	// Not read again once deleted: the answer would be a 404 while the page leaves for the diary.
	const entry = useEntry(id, valid && !remove.isSuccess)
	if (remove.isSuccess) return <Navigate to={DIARY_PATH} replace />
	const missing = entry.error instanceof ApiError && entry.error.status === 404
	if (!valid || missing || entry.data?.entry.can.edit === false) {
		return (
			<MissingPage
				title="Entry not found"
				text="There is no entry of yours at this address. It may have been deleted."
				link={{ to: DIARY_PATH, label: 'Go to your diary' }}
			/>
		)
	}
	return (
		<div className="section-page entry-form-page">
			<PageHeader
				title="Edit your entry"
				documentTitle={entry.data ? `Edit ${entry.data.entry.book.title}` : 'Edit your entry'}
			/>
			<QueryState query={entry}>{(data) => <EditForm entry={data.entry} remove={remove} />}</QueryState>
		</div>
	)
}

function EditForm({ entry, remove }: { entry: EntryView; remove: ReturnType<typeof useDeleteEntry> }) {
	const [saved] = useState(() => valuesOfEntry(entry))
	const [values, setValues] = useState(saved)
	const [savedChoice] = useState(() => editionChoiceOfEntry(entry))
	const [choice, setChoice] = useState(savedChoice)
	const editions = useBook(entry.book.id, true).data?.book.editions ?? []
	const [confirming, setConfirming] = useState(false)
	const errors = useFormErrors(EDIT_FIELDS)
	const edit = useEditEntry(entry.id)
	const changed = { ...changedEditionFields(savedChoice, choice), ...changedFields(saved, values) }
	const { blocker, leave } = useLeaveGuard(Object.keys(changed).length > 0 && !remove.isPending)

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		// Nothing changed is nothing to write: the entry keeps its 'updated' time and no activity is recorded.
		if (Object.keys(changed).length === 0) return leave(entryPath(entry.id))
		const parsed = EntryPatch.safeParse(changed)
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		edit.mutate(parsed.data, { onSuccess: () => leave(entryPath(entry.id)), onError: errors.showFailure })
	}

	function onDiscard(event: MouseEvent) {
		// Discarding is what the reader asked for: no question on the way out.
		event.preventDefault()
		leave(entryPath(entry.id))
	}

	function onDelete() {
		setConfirming(false)
		errors.clear()
		remove.mutate(undefined, { onError: errors.showFailure })
	}

	return (
		<>
			<form
				className="form entry-form"
				noValidate
				onSubmit={onSubmit}
				aria-label={`Edit your entry for ${entry.book.title}`}
			>
				<EntryBook book={entry.book} height={100} />
				<FormAlert message={errors.summary} />
				<ReadEditionFields editions={editions} choice={choice} onChange={setChoice} errors={errors} />
				<EntryFields
					values={values}
					onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
					errors={errors}
				/>
				<div className="form__actions">
					<Button type="submit" busy={edit.isPending}>
						Save changes
					</Button>
					<Link className="button button--secondary" to={entryPath(entry.id)} onClick={onDiscard}>
						Discard changes
					</Link>
					<Button
						variant="danger"
						className="entry-form__delete"
						busy={remove.isPending}
						onClick={() => setConfirming(true)}
					>
						Delete entry
					</Button>
				</div>
				{Object.keys(changed).length > 0 && <p className="form__unsaved">You have unsaved changes.</p>}
			</form>
			<LeaveDialog blocker={blocker}>
				<p>Your changes to this entry have not been saved. If you leave now, they are lost.</p>
			</LeaveDialog>
			<ConfirmDialog
				open={confirming}
				title="Delete this entry?"
				cancelLabel="Keep it"
				confirmLabel="Delete entry"
				onCancel={() => setConfirming(false)}
				onConfirm={onDelete}
			>
				<p>
					Your entry for {entry.book.title}, read on {formatPublishedDate(entry.readOn)}, and its review are removed for
					good. Your other entries for this book stay.
				</p>
			</ConfirmDialog>
		</>
	)
}
