import { useRef, useState } from 'react'
import type { BookSummary } from '../../../shared/schemas/books.ts'
import { FAVOURITES_MAX } from '../../../shared/schemas/showcase.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { PickNothingFound, PickSearchForm, usePickSearch } from '../books/book-pick-search.tsx'
import { useFavourites, useSaveFavourites } from './showcase-hooks.ts'

/**
 * Settings › Profile: the four favourite books the profile leads with. Each change is saved at once (the whole
 * list, in order) and said in a status line. Moving is by buttons, so the keyboard reorders as a pointer does;
 * a move button at the end of the list stays focusable and does nothing, so the focus never falls off the row.
 */
export function FavouriteSettings() {
	const favourites = useFavourites()
	const save = useSaveFavourites()
	const [said, setSaid] = useState('')
	const heading = useRef<HTMLHeadingElement>(null)

	function change(books: BookSummary[], done: string) {
		save.mutate(
			books.map((book) => book.id),
			{ onSuccess: () => setSaid(done) },
		)
	}
	return (
		<section className="settings-group" aria-labelledby="favourite-books">
			<h2 id="favourite-books" ref={heading} tabIndex={-1}>
				Favourite books
			</h2>
			<p className="muted">Up to {FAVOURITES_MAX} books, shown first on your profile in this order.</p>
			<p role="status" className="favourite-settings__status">
				{said}
			</p>
			<FormAlert message={save.isError ? `Your favourites were not saved: ${save.error.message}` : null} />
			<QueryState query={favourites}>
				{({ favourites: books }) => (
					<>
						{books.length === 0 ? (
							<p>No favourites chosen yet.</p>
						) : (
							<ol className="favourite-settings__list">
								{books.map((book, i) => {
									const moved = (to: number) => {
										if (to < 0 || to >= books.length) return
										const next = books.filter((b) => b.id !== book.id)
										next.splice(to, 0, book)
										change(next, `${book.title} is now number ${to + 1}.`)
									}
									return (
										<li key={book.id} className="list-book-search__result">
											<BookCover book={book} height={100} />
											<div className="list-book-search__text">
												<p className="list-book-search__title">
													{i + 1}. {book.title}
												</p>
												<div className="favourite-settings__actions">
													<Button
														variant="secondary"
														aria-label={`Move ${book.title} up`}
														aria-disabled={i === 0 || undefined}
														busy={save.isPending}
														onClick={() => moved(i - 1)}
													>
														Move up
													</Button>
													<Button
														variant="secondary"
														aria-label={`Move ${book.title} down`}
														aria-disabled={i === books.length - 1 || undefined}
														busy={save.isPending}
														onClick={() => moved(i + 1)}
													>
														Move down
													</Button>
													<Button
														variant="quiet"
														aria-label={`Remove ${book.title}`}
														busy={save.isPending}
														onClick={() => {
															change(
																books.filter((b) => b.id !== book.id),
																`Removed ${book.title} from your favourites.`,
															)
															heading.current?.focus()
														}}
													>
														Remove
													</Button>
												</div>
											</div>
										</li>
									)
								})}
							</ol>
						)}
						<FavouriteSearch
							chosen={books}
							busy={save.isPending}
							onAdd={(book) => change([...books, book], `Added ${book.title} as favourite ${books.length + 1}.`)}
						/>
					</>
				)}
			</QueryState>
		</section>
	)
}

type SearchProps = { chosen: BookSummary[]; busy: boolean; onAdd: (book: BookSummary) => void }

/** Find a book in the catalogue (GET /api/books/search) and add it at the end. */
function FavouriteSearch({ chosen, busy, onAdd }: SearchProps) {
	const { query, search, results, onSubmit, answered } = usePickSearch()
	const full = chosen.length >= FAVOURITES_MAX
	const chosenIds = new Set(chosen.map((book) => book.id))
	return (
		<>
			<PickSearchForm id="favourite-query" label="Find a book" formLabel="Find a favourite book" onSubmit={onSubmit} />
			<div role="status">
				{query && search.isFetching && <p>Searching…</p>}
				{answered && results.length === 0 && <PickNothingFound query={query} notes={search.data?.serviceNotes ?? []} />}
				{full && results.length > 0 && <p>You have {FAVOURITES_MAX} favourites: remove one to add another.</p>}
			</div>
			{search.isError && <FormAlert message={search.error.message} />}
			{results.length > 0 && (
				<ul className="list-book-search__results">
					{results.map((book) => (
						<li key={book.id} className="list-book-search__result">
							<BookCover book={book} height={100} />
							<div className="list-book-search__text">
								<p className="list-book-search__title">{book.title}</p>
								{book.authors.length > 0 && <p className="muted">by {book.authors.map((a) => a.name).join(', ')}</p>}
								{chosenIds.has(book.id) ? (
									<p className="list-book-search__on">A favourite</p>
								) : (
									!full && (
										<Button
											variant="secondary"
											aria-label={`Add ${book.title}`}
											busy={busy}
											onClick={() => onAdd(book)}
										>
											Add
										</Button>
									)
								)}
							</div>
						</li>
					))}
				</ul>
			)}
		</>
	)
}
