import { Link } from 'react-router'
import { entryPath } from '../../../shared/page-routes.ts'
import type { EntryView } from '../../../shared/schemas/entries.ts'
import { Stars } from '../../components/ui/stars.tsx'
import { formatPublishedDate } from '../books/book-format.ts'
import { EntryMarks } from '../diary/entry-marks.tsx'

/** The reader's own reads of this book, newest first: each a link to the entry, with its stars and marks. */
export function OwnEntries({ entries }: { entries: EntryView[] }) {
	if (entries.length === 0) return <p className="muted">You have not logged a read of this book yet.</p>
	return (
		<ul className="own-entries">
			{entries.map((entry) => (
				<li key={entry.id} className="own-entry">
					<Link to={entryPath(entry.id)} className="own-entry__date">
						Read {formatPublishedDate(entry.readOn)}
					</Link>
					<Stars rating={entry.rating} size="small" />
					<EntryMarks liked={entry.liked} reread={entry.reread} />
				</li>
			))}
		</ul>
	)
}
