import { type FormEvent, useState } from 'react'
import type { BookSummary } from '../../../shared/schemas/books.ts'
import { Button } from '../../components/ui/button.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { publishedYear } from '../books/book-format.ts'
import { useBookSearch } from '../books/book-hooks.ts'
import { PickNothingFound } from '../books/book-pick-search.tsx'

type BookPickerProps = {
	/** Prefix of the ids in the picker, unique on the page. */
	id: string
	label: string
	/** The button on each result: 'Choose', 'Add'. */
	action: string
	onPick: (book: BookSummary) => void
	/** Books already chosen: they say so instead of offering the button. */
	chosen: ReadonlySet<string>
	chosenLabel: string
	busyBookId?: string | null
}

/** Finds books in the catalogue (GET /api/books/search, as the list editor does) for a moderator to pick. */
export function ClubBookPicker({ id, label, action, onPick, chosen, chosenLabel, busyBookId = null }: BookPickerProps) {
	const [query, setQuery] = useState('')
	const search = useBookSearch(query, 1)

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		setQuery(String(new FormData(event.currentTarget).get('q') ?? '').trim())
	}

	const results = query && search.data?.query === query ? search.data.results : []
	return (
		<div className="club-book-picker">
			<form role="search" className="search-form" onSubmit={onSubmit} aria-label={label}>
				<TextField id={`${id}-query`} name="q" type="search" label={label} placeholder="Title, author or ISBN" />
				<Button type="submit" variant="secondary">
					Search
				</Button>
			</form>
			<div role="status" className="club-book-picker__status">
				{query && search.isFetching && <p>Searching…</p>}
				{query && search.data?.query === query && results.length === 0 && (
					<PickNothingFound query={query} notes={search.data.serviceNotes} />
				)}
			</div>
			{search.isError && <p role="alert">{search.error.message}</p>}
			{results.length > 0 && (
				<ul className="club-book-picker__results">
					{results.map((book) => (
						<li key={book.id} className="club-book-picker__result">
							<BookCover book={book} height={100} />
							<div className="club-book-picker__text">
								<p className="club-book-picker__title">
									{book.title}
									{book.publishedDate && <span className="muted"> ({publishedYear(book.publishedDate)})</span>}
								</p>
								{book.authors.length > 0 && <p className="muted">by {book.authors.map((a) => a.name).join(', ')}</p>}
								{chosen.has(book.id) ? (
									<p className="club-book-picker__chosen">{chosenLabel}</p>
								) : (
									<Button
										variant="secondary"
										aria-label={`${action} ${book.title}`}
										busy={busyBookId === book.id}
										onClick={() => onPick(book)}
									>
										{action}
									</Button>
								)}
							</div>
						</li>
					))}
				</ul>
			)}
		</div>
	)
}
