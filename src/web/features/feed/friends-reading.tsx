import { Link } from 'react-router'
import { bookPath, publicProfilePath } from '../../../shared/page-routes.ts'
import type { FriendReading, FriendsReadingResponse } from '../../../shared/schemas/feed.ts'
import { QueryState } from '../../components/ui/query-state.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { progressLabel } from '../shelves/reading-format.ts'
import { useFriendsReading } from './feed-hooks.ts'

/** The home's row of books the readers the viewer follows are reading now; nothing when none of them is. */
export function FriendsReading() {
	const reading = useFriendsReading()
	return <QueryState query={reading}>{(data) => <ReadingRow data={data} />}</QueryState>
}

function ReadingRow({ data }: { data: FriendsReadingResponse }) {
	if (data.reading.length === 0) return null
	return (
		<section className="book-section" aria-labelledby="friends-reading">
			<h2 id="friends-reading">Friends are reading</h2>
			<p className="muted">The books the readers you follow are reading now, and how far they are.</p>
			<ol className="book-grid friends-reading">
				{data.reading.map((item) => (
					<li key={`${item.reader.username} ${item.book.id}`} className="book-tile">
						<BookCover book={item.book} height={200} />
						<h3 className="book-tile__title">
							<Link to={bookPath(item.book)}>{item.book.title}</Link>
						</h3>
						<p className="book-tile__meta">
							<Link to={publicProfilePath(item.reader.username)}>{item.reader.name || item.reader.username}</Link>:{' '}
							<Progress item={item} />
						</p>
					</li>
				))}
			</ol>
		</section>
	)
}

function Progress({ item }: { item: FriendReading }) {
	if (!item.progress) return <>started it</>
	return <>{progressLabel(item.progress, item.pageCount)}</>
}
