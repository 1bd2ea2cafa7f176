import { Link, useLocation, useParams } from 'react-router'
import { bookPath, editEntryPath, isKnownPage, publicProfilePath } from '../../../shared/page-routes.ts'
import type { EntryView } from '../../../shared/schemas/entries.ts'
import { VISIBILITY_LABELS } from '../../../shared/schemas/visibility.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { Stars } from '../../components/ui/stars.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { AuthorLinks } from '../books/author-links.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { formatPublishedDate, publishedYear } from '../books/book-format.ts'
import { OpenFrame } from '../shell/open-frame.tsx'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { EntryMarks } from '../diary/entry-marks.tsx'
import { EntryComments } from '../comments/entry-comments.tsx'
import { LikeButton } from '../likes/like-button.tsx'
import { ReportButton } from '../reports/report-button.tsx'
import { useSession } from '../site/session-hooks.ts'
import { useEntry } from './entry-hooks.ts'
import { SpoilerReview } from './spoiler-review.tsx'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/**
 * /entry/<id>: one read of one book, for whoever may see it (visitors too, for public entries). An entry the
 * viewer may not see is answered 404 by the server and is the not-found page here, as if it did not exist.
 */
export function EntryPage() {
	const id = useParams().id ?? ''
	const valid = isKnownPage(useLocation().pathname)
	const entry = useEntry(id, valid)
	if (!valid || (entry.error instanceof ApiError && entry.error.status === 404)) return <NotFoundPage />
	return (
		<OpenFrame>
			<div className="section-page entry-page">
				<QueryState query={entry}>
					{(data) => (
						<>
							<EntryDetails entry={data.entry} />
							<EntryComments entryId={data.entry.id} />
						</>
					)}
				</QueryState>
			</div>
		</OpenFrame>
	)
}

function EntryDetails({ entry }: { entry: EntryView }) {
	const dates = useReaderTime()
	const { book, reader } = entry
	const readerName = reader.name || reader.username
	useDocumentTitle(`${book.title}, read by ${readerName}`)
	const edited = entry.updatedAt !== entry.createdAt
	const signedIn = Boolean(useSession().data?.user)
	return (
		<article className="entry" aria-labelledby="entry-title">
			<div className="entry__head">
				<BookCover book={book} height={150} />
				<div className="entry__text">
					<h1 id="entry-title" className="entry__title">
						<Link to={bookPath(book)}>{book.title}</Link>
						{book.publishedDate && <span className="entry__year"> ({publishedYear(book.publishedDate)})</span>}
					</h1>
					<AuthorLinks authors={book.authors} className="entry__authors" />
					<p className="entry__reader">
						<Avatar src={reader.image} name={readerName} size="small" />
						<span>
							Read by <Link to={publicProfilePath(reader.username)}>{readerName}</Link> on{' '}
							<time dateTime={entry.readOn}>{formatPublishedDate(entry.readOn)}</time>
							{entry.startedOn && (
								<>
									{' '}
									(started <time dateTime={entry.startedOn}>{formatPublishedDate(entry.startedOn)}</time>)
								</>
							)}
						</span>
					</p>
					<p className="entry__rating">
						{entry.rating === null ? (
							<span className="muted">Not rated</span>
						) : (
							<Stars rating={entry.rating} size="large" />
						)}
						<EntryMarks liked={entry.liked} reread={entry.reread} />
					</p>
					{entry.hidden && (
						<p className="moderation-hidden">
							An administrator hid this entry: only you can see it, and it stays “Only me”.
						</p>
					)}
					{entry.can.edit && (
						<p className="entry__owner">
							<span>Visible to: {VISIBILITY_LABELS[entry.visibility]}</span>
							<Link className="button button--secondary" to={editEntryPath(entry.id)}>
								Edit
							</Link>
						</p>
					)}
				</div>
			</div>
			{entry.review && (
				<section className="entry__review" aria-label="Review">
					<SpoilerReview entry={entry} />
				</section>
			)}
			<LikeButton entry={entry} />
			{signedIn && !entry.can.edit && <ReportButton targetKind="entry" targetId={entry.id} what="this entry" />}
			<p className="entry__logged muted">
				Logged on {dates.longDate(entry.createdAt)}
				{edited && `; edited on ${dates.longDate(entry.updatedAt)}`}
			</p>
		</article>
	)
}
