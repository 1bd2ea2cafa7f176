import { type FormEvent, useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { ADD_ENTRY_PATH, bookPath, entryPath, isKnownPage } from '../../../shared/page-routes.ts'
import type { BookSummary } from '../../../shared/schemas/books.ts'
import { EntryInput, type EntryView } from '../../../shared/schemas/entries.ts'
import type { Visibility } from '../../../shared/schemas/visibility.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { fieldErrorsFrom } from '../../lib/form-errors.ts'
import { useFormErrors } from '../../lib/use-form-errors.ts'
import { useSubmissionKey } from '../../lib/use-submission-key.ts'
import { useReadingState } from '../shelves/reading-hooks.ts'
import { formatPublishedDate } from '../books/book-format.ts'
import { useBook } from '../books/book-hooks.ts'
import { EntryBook } from './entry-book.tsx'
import { EntryFields } from './entry-fields.tsx'
import { ENTRY_FIELDS, changedFields, entryFields, newEntryValues } from './entry-form-values.ts'
import { useDefaultVisibility, useLogEntry } from './entry-hooks.ts'
import { LeaveDialog } from '../../components/ui/leave-dialog.tsx'
import { MissingPage } from './missing-page.tsx'
import { useLeaveGuard } from './use-leave-guard.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/** /nav/reviews/add/<bookId>: the form for one read of one book, from the add flow or the book's page. */
export function LogBookPage() {
	const bookId = useParams().bookId ?? ''
	const valid = isKnownPage(useLocation().pathname)
	const book = useBook(bookId, valid)
	const visibility = useDefaultVisibility()
	const reading = useReadingState(bookId)
	if (!valid || (book.error instanceof ApiError && book.error.status === 404)) {
		return (
			<MissingPage
				title="Book not found"
				text="This catalogue has no book at this address."
				link={{ to: ADD_ENTRY_PATH, label: 'Search for a book' }}
			/>
		)
	}
	return (
		<div className="section-page entry-form-page">
			<PageHeader title="Log a read" documentTitle={book.data ? `Log ${book.data.book.title}` : 'Log a read'} />
			<QueryState query={book}>
				{(data) =>
					visibility.pending || reading.isPending ? (
						<p className="page-loading" aria-busy="true">
							Loading…
						</p>
					) : (
						<LogForm book={data.book} visibility={visibility.value} earlier={reading.data?.entries ?? []} />
					)
				}
			</QueryState>
		</div>
	)
}

function LogForm({ book, visibility, earlier }: { book: BookSummary; visibility: Visibility; earlier: EntryView[] }) {
	const dates = useReaderTime()
	// A book logged before is read again: a reread, unless the reader says otherwise.
	const [initial] = useState(() => ({ ...newEntryValues(dates.today(), visibility), reread: earlier.length > 0 }))
	const latest = earlier[0]
	const [values, setValues] = useState(initial)
	const errors = useFormErrors(ENTRY_FIELDS)
	const log = useLogEntry()
	const submissionKey = useSubmissionKey()
	const { blocker, leave } = useLeaveGuard(Object.keys(changedFields(initial, values)).length > 0)

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const parsed = EntryInput.safeParse({ bookId: book.id, ...entryFields(values) })
		if (!parsed.success) return errors.show(fieldErrorsFrom(parsed.error))
		errors.clear()
		log.mutate(
			{ input: parsed.data, key: submissionKey(parsed.data) },
			{ onSuccess: ({ entry }) => leave(entryPath(entry.id)), onError: errors.showFailure },
		)
	}

	return (
		<>
			<form className="form entry-form" noValidate onSubmit={onSubmit} aria-label={`Log ${book.title}`}>
				<EntryBook book={book} height={100} />
				{latest && (
					<p className="muted">
						You have logged this book before (latest read:{' '}
						<Link to={entryPath(latest.id)}>{formatPublishedDate(latest.readOn)}</Link>), so this read is marked as a
						reread.
					</p>
				)}
				<FormAlert message={errors.summary} />
				<EntryFields
					values={values}
					onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
					errors={errors}
				/>
				<div className="form__actions">
					<Button type="submit" busy={log.isPending}>
						Save
					</Button>
					<Link className="button button--secondary" to={bookPath(book)}>
						Cancel
					</Link>
				</div>
			</form>
			<LeaveDialog blocker={blocker}>
				<p>Your entry has not been saved. If you leave now, it is lost.</p>
			</LeaveDialog>
		</>
	)
}
