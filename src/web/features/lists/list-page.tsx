import { Link, useLocation, useParams } from 'react-router'
import { bookPath, editListPath, isKnownPage, publicProfilePath } from '../../../shared/page-routes.ts'
import { LIST_VISIBILITY_LABELS, type ListDetail } from '../../../shared/schemas/lists.ts'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { AuthorLinks } from '../books/author-links.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { LogReadButton } from '../entries/log-read-button.tsx'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { ReportButton } from '../reports/report-button.tsx'
import { useSession } from '../site/session-hooks.ts'
import { OpenFrame } from '../shell/open-frame.tsx'
import { bookCount } from './list-card.tsx'
import { ListLikeButton } from './list-like-button.tsx'
import { useList } from './list-hooks.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/** /list/<id>: one list at its stable address, for whoever may see it (the server answers 404 to anyone else). */
export function ListPage() {
	const id = useParams().id ?? ''
	const valid = isKnownPage(useLocation().pathname)
	const list = useList(id, valid)
	if (!valid || (list.error instanceof ApiError && list.error.status === 404)) return <NotFoundPage />
	return (
		<OpenFrame>
			<div className="section-page list-page">
				<QueryState query={list}>{(data) => <ListDetails list={data.list} />}</QueryState>
			</div>
		</OpenFrame>
	)
}

function ListDetails({ list }: { list: ListDetail }) {
	const dates = useReaderTime()
	const owner = list.owner.name || list.owner.username
	const Items = list.ranked ? 'ol' : 'ul'
	const signedIn = Boolean(useSession().data?.user)
	return (
		<>
			<PageHeader
				title={list.name}
				documentTitle={`${list.name}, a list by ${owner}`}
				lead={
					<>
						A list by <Link to={publicProfilePath(list.owner.username)}>{owner}</Link> · {bookCount(list.itemCount)}
						{list.ranked && ', ranked'} · {LIST_VISIBILITY_LABELS[list.visibility]} · updated{' '}
						<time dateTime={list.updatedAt}>{dates.longDate(list.updatedAt)}</time>
					</>
				}
			/>
			{list.hidden && <p className="list-hidden-note">An administrator hid this list: only you can see it.</p>}
			<div className="list-page__actions">
				<ListLikeButton list={list} />
				{list.can.edit && (
					<Link className="button button--secondary" to={editListPath(list.id)}>
						Edit list
					</Link>
				)}
				{signedIn && !list.can.edit && <ReportButton targetKind="list" targetId={list.id} what="this list" />}
			</div>
			{list.description && <p className="list-page__description">{list.description}</p>}
			{list.items.length === 0 ? (
				<p className="muted">
					{list.can.edit
						? 'No books on this list yet. Add them in the editor or from any book’s page.'
						: 'No books on this list yet.'}
				</p>
			) : (
				<Items className={list.ranked ? 'list-items list-items--ranked' : 'list-items'}>
					{list.items.map((item) => (
						<li key={item.book.id} className="list-item">
							{list.ranked && (
								<span className="list-item__rank" aria-hidden="true">
									{item.position}
								</span>
							)}
							<BookCover book={item.book} height={150} />
							<div className="list-item__text">
								<h2 className="list-item__title">
									<Link to={bookPath(item.book)}>{item.book.title}</Link>
								</h2>
								<AuthorLinks authors={item.book.authors} className="list-item__authors" />
								{item.note && <p className="list-item__note">{item.note}</p>}
								{signedIn && <LogReadButton book={item.book} variant="secondary" />}
							</div>
						</li>
					))}
				</Items>
			)}
			{list.feed && (
				<p className="list-page__feed">
					<a href={list.feed}>Feed of this list</a> for feed readers
				</p>
			)}
		</>
	)
}
