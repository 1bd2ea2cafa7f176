import { useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { ADD_ENTRY_PATH, bookPath, entryPath, isKnownPage } from '../../../shared/page-routes.ts'
import type { BookSummary } from '../../../shared/schemas/books.ts'
import type { EntryView } from '../../../shared/schemas/entries.ts'
import type { Visibility } from '../../../shared/schemas/visibility.ts'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { useReadingState } from '../shelves/reading-hooks.ts'
import { useBook } from '../books/book-hooks.ts'
import { useDefaultVisibility } from './entry-hooks.ts'
import { LogReadForm } from './log-read-form.tsx'
import { LeaveDialog } from '../../components/ui/leave-dialog.tsx'
import { MissingPage } from './missing-page.tsx'
import { useLeaveGuard } from './use-leave-guard.ts'

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
	const [dirty, setDirty] = useState(false)
	const { blocker, leave } = useLeaveGuard(dirty)
	return (
		<>
			<LogReadForm
				book={book}
				visibility={visibility}
				earlier={earlier}
				onDirtyChange={setDirty}
				onSaved={(entry) => leave(entryPath(entry.id))}
				cancel={
					<Link className="button button--secondary" to={bookPath(book)}>
						Cancel
					</Link>
				}
			/>
			<LeaveDialog blocker={blocker}>
				<p>Your entry has not been saved. If you leave now, it is lost.</p>
			</LeaveDialog>
		</>
	)
}
