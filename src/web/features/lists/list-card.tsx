import { Link } from 'react-router'
import { listPath, publicProfilePath } from '../../../shared/page-routes.ts'
import { LIST_VISIBILITY_LABELS, type ListSummary } from '../../../shared/schemas/lists.ts'
import { BookCover } from '../books/book-cover.tsx'
import { useReaderTime } from '../../lib/reader-clock.tsx'

export const bookCount = (n: number) => (n === 1 ? '1 book' : `${n.toLocaleString('en-US')} books`)

/** A list in a list of lists: its name (the link), owner, facts, the start of its description and its first covers. */
export function ListCard({ list, showOwner = false }: { list: ListSummary; showOwner?: boolean }) {
	const dates = useReaderTime()
	return (
		<li className="list-card">
			<h2 className="list-card__name">
				<Link to={listPath(list.id)}>{list.name}</Link>
			</h2>
			<p className="list-card__facts">
				{showOwner && (
					<>
						by <Link to={publicProfilePath(list.owner.username)}>{list.owner.name || list.owner.username}</Link> ·{' '}
					</>
				)}
				{bookCount(list.itemCount)}
				{list.ranked && ' · ranked'} · {LIST_VISIBILITY_LABELS[list.visibility]} · updated{' '}
				<time dateTime={list.updatedAt}>{dates.longDate(list.updatedAt)}</time>
				{list.hidden && <strong className="list-hidden-mark"> · hidden by an administrator</strong>}
			</p>
			{list.description && <p className="list-card__description">{list.description}</p>}
			{list.previews.length > 0 && (
				<ul className="list-card__covers" aria-label={`First books on ${list.name}`}>
					{list.previews.map((book) => (
						<li key={book.id} title={book.title}>
							<BookCover book={book} height={150} />
							<span className="visually-hidden">{book.title}</span>
						</li>
					))}
				</ul>
			)}
		</li>
	)
}

/** Lists read a page at a time. */
export function ListCards({ lists, showOwner }: { lists: ListSummary[]; showOwner?: boolean }) {
	return (
		<ul className="list-cards">
			{lists.map((list) => (
				<ListCard key={list.id} list={list} showOwner={showOwner} />
			))}
		</ul>
	)
}
