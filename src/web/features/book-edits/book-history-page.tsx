import { useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { bookPath, editBookPath, isKnownPage } from '../../../shared/page-routes.ts'
import {
	type BookEditView,
	EDITED_FIELD_LABELS,
	type FieldChange,
	type FieldValue,
} from '../../../shared/schemas/book-edits.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'
import { MissingPage } from '../entries/missing-page.tsx'
import { useBookHistory, useRevertEdit } from './book-edit-hooks.ts'

const EDITORS: Record<BookEditView['editor'], string> = {
	you: 'You',
	adder: 'The reader who added it',
	admin: 'An administrator',
	former: 'A former reader',
}

/** /books/<id>/history: every correction of a book, field by field, newest first; reverts for who may correct it. */
export function BookHistoryPage() {
	const id = useParams().id ?? ''
	const valid = isKnownPage(useLocation().pathname)
	const history = useBookHistory(id, valid)
	if (!valid || (history.error instanceof ApiError && history.error.status === 404)) {
		return (
			<MissingPage
				title="Book not found"
				text="There is no book at this address."
				link={{ to: '/nav/search', label: 'Search books' }}
			/>
		)
	}
	return (
		<div className="section-page book-history-page">
			<PageHeader
				title="Edit history"
				documentTitle={history.data ? `History of ${history.data.book.title}` : 'Edit history'}
			/>
			<QueryState query={history}>
				{(data) => (
					<>
						<p className="book-edit__links">
							<Link to={bookPath(data.book)}>{data.book.title}</Link>
							{data.can.edit && (
								<>
									{' '}
									· <Link to={editBookPath(data.book.id)}>Edit the book</Link>
								</>
							)}
						</p>
						{data.edits.length === 0 ? (
							<p className="muted">
								Nobody has corrected this book{data.addedByReader ? ' since a reader added it' : ''}.
							</p>
						) : (
							<ol className="book-history">
								{data.edits.map((edit) => (
									<EditItem key={edit.id} bookId={data.book.id} edit={edit} />
								))}
							</ol>
						)}
					</>
				)}
			</QueryState>
		</div>
	)
}

function EditItem({ bookId, edit }: { bookId: string; edit: BookEditView }) {
	const dates = useReaderTime()
	const revert = useRevertEdit(bookId)
	const [done, setDone] = useState(false)
	return (
		<li className="book-history__edit">
			<p className="book-history__who">
				<strong>{EDITORS[edit.editor]}</strong>, {dates.dateTime(edit.createdAt)}
				{edit.revertOf && ' (a revert)'}
				{edit.revertedBy && <span className="muted"> — reverted</span>}
			</p>
			<dl className="book-history__changes">
				{edit.changes.map((change) => (
					<div key={change.field}>
						<dt>{EDITED_FIELD_LABELS[change.field]}</dt>
						<dd>
							<ChangeText change={change} />
						</dd>
					</div>
				))}
			</dl>
			{edit.can.revert && !done && (
				<Button
					variant="secondary"
					busy={revert.isPending}
					onClick={() => revert.mutate(edit.id, { onSuccess: () => setDone(true) })}
				>
					Revert this edit
				</Button>
			)}
			<p role="status" className={done ? 'moderation-result' : 'visually-hidden'}>
				{done ? 'Reverted. The revert is now the newest edit.' : ''}
			</p>
			<FormAlert message={revert.isError ? `Not reverted: ${revert.error.message}` : null} />
		</li>
	)
}

const shown = (field: FieldChange['field'], value: FieldValue) => {
	if (value === null || value === '') return 'none'
	if (Array.isArray(value)) return value.join('; ')
	if (field === 'cover')
		return String(value).startsWith('upload:') ? 'an uploaded picture' : 'a picture from a book service'
	return String(value)
}

function ChangeText({ change }: { change: FieldChange }) {
	return (
		<>
			<del className="book-history__before">{shown(change.field, change.before)}</del>
			<span aria-hidden="true"> → </span>
			<span className="visually-hidden"> became </span>
			<ins className="book-history__after">{shown(change.field, change.after)}</ins>
		</>
	)
}
