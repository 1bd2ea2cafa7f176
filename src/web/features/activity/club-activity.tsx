import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { bookPath, clubPath, clubThreadPath } from '../../../shared/page-routes.ts'
import type { ActivityItem } from '../../../shared/schemas/activity.ts'

type ClubKind = Extract<ActivityItem['kind'], `club_${string}`>
/** What a club activity needs, in both the feed's items and the reader's own activity. */
type ClubFacts = {
	kind: ClubKind
	club: ActivityItem['club']
	book: ActivityItem['book']
	details: ActivityItem['details']
}

function ClubName({ club }: { club: ClubFacts['club'] }) {
	return club ? <Link to={clubPath(club.id)}>{club.name}</Link> : <>a club</>
}

function BookName({ book }: { book: ClubFacts['book'] }) {
	return book ? <Link to={bookPath(book)}>{book.title}</Link> : <>a book that is no longer in the catalogue</>
}

/**
 * The words after the reader's name for a club activity ('joined Slow readers'), the club linked, the book
 * where there is one. A section thread's title is not sent (it could spoil the section), so such a thread
 * is named by its club alone.
 */
export function clubSentence({ kind, club, book, details }: ClubFacts): ReactNode {
	switch (kind) {
		case 'club_created':
			return (
				<>
					started the book club <ClubName club={club} />
				</>
			)
		case 'club_joined':
			return (
				<>
					joined <ClubName club={club} />
				</>
			)
		case 'club_book_set':
			return (
				<>
					chose <BookName book={book} /> as the book of <ClubName club={club} />
				</>
			)
		case 'club_thread_started': {
			const thread = club && details.threadId ? clubThreadPath(club.id, details.threadId) : null
			return (
				<>
					started{' '}
					{thread ? <Link to={thread}>{details.title ? `a thread: “${details.title}”` : 'a thread'}</Link> : 'a thread'}{' '}
					in <ClubName club={club} />
				</>
			)
		}
		case 'club_poll_opened':
			return (
				<>
					opened a vote on the next book of <ClubName club={club} />
					{club && (
						<>
							{' '}
							(<Link to={clubPath(club.id, 'polls')}>vote</Link>)
						</>
					)}
				</>
			)
		case 'club_poll_closed':
			return book ? (
				<>
					closed the vote in <ClubName club={club} />: <BookName book={book} /> is next
				</>
			) : (
				<>
					closed the vote in <ClubName club={club} />
				</>
			)
	}
}
