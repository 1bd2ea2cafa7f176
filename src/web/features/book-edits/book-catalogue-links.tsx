import { Link } from 'react-router'
import { bookHistoryPath, editBookPath } from '../../../shared/page-routes.ts'
import { ReportButton } from '../reports/report-button.tsx'
import { useSession } from '../site/session-hooks.ts'
import { useBookHistory } from './book-edit-hooks.ts'

/** The book page's links to its catalogue data: edit it (its adder, an administrator), its history, report it. */
export function BookCatalogueLinks({ bookId, title }: { bookId: string; title: string }) {
	const signedIn = Boolean(useSession().data?.user)
	const history = useBookHistory(bookId, signedIn)
	if (!signedIn) return null
	return (
		<nav className="book-catalogue-links" aria-label="This book's catalogue data">
			{history.data?.can.edit && <Link to={editBookPath(bookId)}>Edit book</Link>}
			<Link to={bookHistoryPath(bookId)}>Edit history</Link>
			<ReportButton targetKind="book" targetId={bookId} what={`the data of “${title}”`} />
		</nav>
	)
}
