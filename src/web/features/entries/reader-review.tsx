import { Link } from 'react-router'
import { entryPath, publicProfilePath } from '../../../shared/page-routes.ts'
import type { EntryView } from '../../../shared/schemas/entries.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { Stars } from '../../components/ui/stars.tsx'
import { formatPublishedDate } from '../books/book-format.ts'
import { EntryMarks } from '../diary/entry-marks.tsx'
import { SpoilerReview } from './spoiler-review.tsx'
import { LikeButton } from '../likes/like-button.tsx'

/** One reader's review of the book; spoilers stay folded except for their writer. */
export function ReaderReview({ entry }: { entry: EntryView }) {
	const name = entry.reader.name || entry.reader.username
	return (
		<article className="reader-review" aria-label={`Review by ${name}`}>
			<header className="reader-review__head">
				<Avatar src={entry.reader.image} name={name} size="small" />
				<Link to={publicProfilePath(entry.reader.username)} className="reader-review__name">
					{name}
				</Link>
				<Stars rating={entry.rating} size="small" />
				<EntryMarks liked={entry.liked} reread={entry.reread} />
				<Link to={entryPath(entry.id)} className="reader-review__date">
					Read {formatPublishedDate(entry.readOn)}
				</Link>
			</header>
			<SpoilerReview entry={entry} />
			<LikeButton entry={entry} label={`Like ${name}'s review`} compact />
		</article>
	)
}
