import { Link, useLocation } from 'react-router'
import type { BookDetail } from '../../../shared/schemas/books.ts'
import { QueryState } from '../../components/ui/query-state.tsx'
import { LogReadButton } from '../entries/log-read-button.tsx'
import { useSession } from '../site/session-hooks.ts'
import { LatestProgress } from './latest-progress.tsx'
import { OwnEntries } from './own-entries.tsx'
import { ProgressForm } from './progress-form.tsx'
import { useReadingState } from './reading-hooks.ts'
import { ShelfControl } from './shelf-control.tsx'

/** The book page's 'Your reading': shelf, log a read, own entries and progress; visitors are asked to sign in. */
export function YourReading({ book }: { book: BookDetail }) {
	const user = useSession().data?.user
	const { pathname } = useLocation()
	return (
		<section className="book-section your-reading" aria-labelledby="your-reading">
			<div className="your-reading__head">
				<h2 id="your-reading">Your reading</h2>
				{user && <LogReadButton book={book} />}
			</div>
			{user ? (
				<SignedInReading book={book} />
			) : (
				<p>
					<Link to={`/login?next=${encodeURIComponent(pathname)}`}>Sign in</Link> to shelve this book, log your reads
					and note your progress.
				</p>
			)}
		</section>
	)
}

function SignedInReading({ book }: { book: BookDetail }) {
	const reading = useReadingState(book.id)
	return (
		<QueryState query={reading}>
			{({ shelf, entries, progress }) => (
				<>
					<ShelfControl bookId={book.id} status={shelf?.status ?? null} />
					{shelf?.status === 'reading' && (
						<div className="your-reading__progress">
							<h3>Progress</h3>
							<LatestProgress progress={progress[0]} pageCount={book.pageCount} />
							<ProgressForm bookId={book.id} pageCount={book.pageCount} />
						</div>
					)}
					<h3>Your entries</h3>
					<OwnEntries entries={entries} />
				</>
			)}
		</QueryState>
	)
}
