import { Link } from 'react-router'
import { bookPath, publicProfilePath } from '../../../shared/page-routes.ts'
import type { PopularFriendsResponse } from '../../../shared/schemas/feed.ts'
import type { ReaderRef } from '../../../shared/schemas/visibility.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { countOf } from '../shelves/reading-format.ts'
import { usePopularWithFriends } from './feed-hooks.ts'
import { FIND_PEOPLE_PATH } from './home-feed.tsx'

/** The books the readers the viewer follows logged most over the last seven days, with who they are. */
export function PopularWithFriends() {
	const popular = usePopularWithFriends()
	return <QueryState query={popular}>{(data) => <FriendsBooks data={data} />}</QueryState>
}

function FriendsBooks({ data }: { data: PopularFriendsResponse }) {
	if (data.books.length === 0) {
		return (
			<EmptyState title="Popular with friends">
				<p>
					The books the readers you follow logged most in the last 7 days show here. None of them has logged a book you
					can see this week.
				</p>
				<p>
					<Link to={FIND_PEOPLE_PATH}>Search for people to follow</Link>
				</p>
			</EmptyState>
		)
	}
	return (
		<section className="book-section" aria-labelledby="popular-friends">
			<h2 id="popular-friends">Popular with friends</h2>
			<p className="muted">The books the readers you follow logged most over the last 7 days.</p>
			<ol className="book-grid popular-books">
				{data.books.map(({ book, count, readers }) => (
					<li key={book.id} className="book-tile">
						<BookCover book={book} height={200} />
						<h3 className="book-tile__title">
							<Link to={bookPath(book)}>{book.title}</Link>
						</h3>
						{book.authors.length > 0 && (
							<p className="book-tile__authors">{book.authors.map((author) => author.name).join(', ')}</p>
						)}
						<p className="book-tile__meta">
							{countOf(count, 'reader you follow', 'readers you follow')}: <Readers readers={readers} count={count} />
						</p>
					</li>
				))}
			</ol>
		</section>
	)
}

function Readers({ readers, count }: { readers: ReaderRef[]; count: number }) {
	return (
		<>
			{readers.map((reader, i) => (
				<span key={reader.username}>
					{i > 0 && ', '}
					<Link to={publicProfilePath(reader.username)}>{reader.name || reader.username}</Link>
				</span>
			))}
			{count > readers.length && ` and ${(count - readers.length).toLocaleString('en-US')} more`}
		</>
	)
}
