import { Link } from 'react-router'
import { bookPath, entryPath } from '../../../shared/page-routes.ts'
import type { BookSummary } from '../../../shared/schemas/books.ts'
import type { ReadingNow, Showcase } from '../../../shared/schemas/showcase.ts'
import { Stars } from '../../components/ui/stars.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { RatingSpread } from './rating-spread.tsx'
import { useShowcase } from './showcase-hooks.ts'

type Props = { username: string; name: string; own: boolean }

/**
 * A profile's books, as Letterboxd shows a member's films: four favourites, what they are reading, the latest
 * reads with their stars and the spread of their ratings. Shown only where the profile's details are.
 */
export function ProfileShowcase({ username, name, own }: Props) {
	const showcase = useShowcase(username, true)
	if (!showcase.data) return null
	const { favourites, reading, recent } = showcase.data
	return (
		<>
			<Favourites favourites={favourites} own={own} />
			{reading.length > 0 && (
				<section className="profile-section" aria-labelledby="profile-reading">
					<h2 id="profile-reading">Currently reading</h2>
					<ul className="showcase-reading">
						{reading.map((item) => (
							<Reading key={item.book.id} item={item} />
						))}
					</ul>
				</section>
			)}
			<LatestReads recent={recent} own={own} name={name} />
			<RatingSpread username={username} />
		</>
	)
}

function Favourites({ favourites, own }: { favourites: BookSummary[]; own: boolean }) {
	if (favourites.length === 0 && !own) return null
	return (
		<section className="profile-section" aria-labelledby="profile-favourites">
			<h2 id="profile-favourites">Favourite books</h2>
			{favourites.length === 0 ? (
				<p className="muted">
					You have not chosen favourites yet. <Link to="/nav/settings">Choose up to four in settings</Link>.
				</p>
			) : (
				<ol className="showcase-covers">
					{favourites.map((book) => (
						<li key={book.id}>
							<Link to={bookPath(book)} className="showcase-covers__link">
								<BookCover book={book} height={150} />
								<span className="showcase-covers__title">{book.title}</span>
							</Link>
						</li>
					))}
				</ol>
			)}
		</section>
	)
}

function Reading({ item }: { item: ReadingNow }) {
	const { book, progress } = item
	const percent =
		progress?.percent ??
		(progress?.page != null && progress.pageCount ? Math.round((progress.page / progress.pageCount) * 100) : null)
	const text = !progress
		? 'Just started'
		: progress.page !== null
			? `Page ${progress.page}${progress.pageCount ? ` of ${progress.pageCount}` : ''}`
			: `${progress.percent}%`
	return (
		<li className="showcase-reading__item">
			<BookCover book={book} height={100} />
			<div className="showcase-reading__text">
				<Link to={bookPath(book)}>{book.title}</Link>
				<p className="muted">{book.authors.map((a) => a.name).join(', ')}</p>
				<p>{text}</p>
				{percent !== null && (
					<div
						className="goal-progress__bar"
						role="progressbar"
						aria-label={`Progress in ${book.title}`}
						aria-valuemin={0}
						aria-valuemax={100}
						aria-valuenow={percent}
						aria-valuetext={`${text} (${percent}%)`}
					>
						<span className="goal-progress__fill" style={{ inlineSize: `${percent}%` }} />
					</div>
				)}
			</div>
		</li>
	)
}

function LatestReads({ recent, own, name }: { recent: Showcase['recent']; own: boolean; name: string }) {
	return (
		<section className="profile-section" aria-labelledby="profile-recent">
			<h2 id="profile-recent">Latest reads</h2>
			{recent.length === 0 ? (
				<p className="muted">{own ? 'You have not logged a read yet.' : `${name} has no reads to show yet.`}</p>
			) : (
				<ol className="showcase-covers showcase-covers--recent">
					{recent.map((read) => (
						<li key={read.entryId}>
							<Link to={entryPath(read.entryId)} className="showcase-covers__link">
								<BookCover book={read.book} height={150} />
								<span className="showcase-covers__title">{read.book.title}</span>
							</Link>
							<Stars rating={read.rating} size="small" />
						</li>
					))}
				</ol>
			)}
		</section>
	)
}
