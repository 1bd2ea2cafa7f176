import { type ReactNode, useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { bookPath, newBookPath } from '../../../shared/page-routes.ts'
import { type BookSearchResponse, type BookSummary, SEARCH_PAGE_MAX } from '../../../shared/schemas/books.ts'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { ApiError } from '../../lib/api.ts'
import { AuthorLinks } from './author-links.tsx'
import { BookCover } from './book-cover.tsx'
import { formatSeries, publishedYear } from './book-format.ts'
import { nothingFound } from './search-words.ts'
import { useBookSearch } from './book-hooks.ts'

const pageFrom = (raw: string | null) => {
	const page = Number(raw ?? '1')
	return Number.isInteger(page) && page >= 1 && page <= SEARCH_PAGE_MAX ? page : 1
}

/**
 * The Book tab's results for ?q= at ?page=: the URL holds both, so reload, back and a shared link all work.
 * One polite live region says what the search found (or that a service could not be asked). A title leads to the
 * book's page, or where `linkTo` says (the add flow's form for that book).
 */
export function BookSearchResults({
	query,
	linkTo = bookPath,
	action,
}: {
	query: string
	linkTo?: (book: BookSummary) => string
	/** What a reader can do with a result from where they are (log a read of it, on the search page). */
	action?: (book: BookSummary) => ReactNode
}) {
	const [params] = useSearchParams()
	const page = pageFrom(params.get('page'))
	const q = query.trim()
	const search = useBookSearch(q, page)
	const heading = useRef<HTMLHeadingElement>(null)
	const paging = useRef(false)
	const data = search.data?.query === q ? search.data : undefined

	// After Next or Previous, focus goes to the top of the new page instead of staying at the list's bottom.
	useEffect(() => {
		if (!paging.current || !data || search.isPlaceholderData) return
		paging.current = false
		heading.current?.focus()
	}, [data, search.isPlaceholderData])

	const startPaging = () => {
		paging.current = true
	}
	const pageLink = (n: number) => `?${new URLSearchParams({ type: 'book', q, ...(n > 1 ? { page: String(n) } : {}) })}`
	const fourHundred = search.error instanceof ApiError && search.error.status >= 400 && search.error.status < 500
	if (!q) {
		return (
			<p className="muted search-note">
				Books this site does not have yet are looked up at Open Library and Google Books.
			</p>
		)
	}
	return (
		<section className="book-results" aria-labelledby="book-results-heading">
			<h2 id="book-results-heading" className="book-results__heading" ref={heading} tabIndex={-1}>
				Results for “{q}”
			</h2>
			<div role="status" className="search-status">
				{!data && search.isFetching && <p aria-busy="true">Searching…</p>}
				{data && <SearchSummary data={data} />}
			</div>
			{data && data.page === 1 && data.results.length === 0 && (
				<p>
					<Link className="button button--secondary" to={newBookPath({ title: q })}>
						Add this book
					</Link>
				</p>
			)}
			<FormAlert message={search.error?.message} />
			{search.isError && !fourHundred && (
				<p>
					<button type="button" className="button button--secondary" onClick={() => search.refetch()}>
						Try again
					</button>
				</p>
			)}
			{data && data.results.length > 0 && (
				<ol
					className="book-list"
					start={(data.page - 1) * data.limit + 1}
					aria-busy={search.isPlaceholderData || undefined}
				>
					{data.results.map((book) => (
						<BookResult key={book.id} book={book} to={linkTo(book)} action={action?.(book)} />
					))}
				</ol>
			)}
			{data && (data.page > 1 || data.hasMore) && (
				<nav className="pagination" aria-label="Result pages">
					{data.page > 1 && (
						<Link className="button button--secondary" to={pageLink(data.page - 1)} rel="prev" onClick={startPaging}>
							Previous
						</Link>
					)}
					<span className="pagination__page">Page {data.page}</span>
					{data.hasMore && (
						<Link className="button button--secondary" to={pageLink(data.page + 1)} rel="next" onClick={startPaging}>
							Next
						</Link>
					)}
				</nav>
			)}
		</section>
	)
}

function SearchSummary({ data }: { data: BookSearchResponse }) {
	const first = (data.page - 1) * data.limit + 1
	const count = data.results.length
	let summary: string
	if (count === 0) summary = data.page === 1 ? nothingFound(data.serviceNotes) : 'No more books for this search.'
	else if (data.page === 1 && !data.hasMore) summary = count === 1 ? '1 book found.' : `${count} books found.`
	else summary = `Books ${first} to ${first + count - 1}${data.hasMore ? '; more on the next page' : ''}.`
	return (
		<>
			<p className={count === 0 ? 'book-results__none' : 'book-results__count'}>{summary}</p>
			{data.serviceNotes.length > 0 && (
				<div className="service-notes">
					<ul>
						{data.serviceNotes.map((note) => (
							<li key={note.service}>{note.message.endsWith('.') ? note.message : `${note.message}.`}</li>
						))}
					</ul>
					{count > 0 && <p>Showing books from this server only.</p>}
				</div>
			)}
		</>
	)
}

function BookResult({ book, to, action }: { book: BookSummary; to: string; action: ReactNode }) {
	const meta = [
		book.publishedDate && publishedYear(book.publishedDate),
		book.series && formatSeries(book.series),
	].filter(Boolean)
	return (
		<li className="book-result">
			<BookCover book={book} height={100} />
			<div className="book-result__text">
				<h3 className="book-result__title">
					<Link to={to}>{book.title}</Link>
				</h3>
				{book.subtitle && <p className="book-result__subtitle">{book.subtitle}</p>}
				<AuthorLinks authors={book.authors} className="book-result__authors" />
				{meta.length > 0 && <p className="book-result__meta">{meta.join(' · ')}</p>}
				{action}
			</div>
		</li>
	)
}
