import { useState } from 'react'
import type { ListDetail } from '../../../shared/schemas/lists.ts'
import { Button } from '../../components/ui/button.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { publishedYear } from '../books/book-format.ts'
import { PickNothingFound, PickSearchForm, usePickSearch } from '../books/book-pick-search.tsx'
import type { useListItems } from './list-hooks.ts'

/** Find books (the catalogue's search, GET /api/books/search) and add them to the list being edited. */
export function ListBookSearch({ list, writes }: { list: ListDetail; writes: ReturnType<typeof useListItems> }) {
	const [said, setSaid] = useState('')
	const { query, search, results, onSubmit, answered } = usePickSearch()
	const onList = new Set(list.items.map((item) => item.book.id))
	const full = list.itemCount >= list.maxItems

	function add(bookId: string, title: string) {
		writes.add.mutate(
			{ bookId },
			{
				onSuccess: () => setSaid(`Added ${title} to the list.`),
				onError: (error) => setSaid(`${title} was not added: ${error.message}`),
			},
		)
	}

	return (
		<section className="list-book-search" aria-labelledby="list-book-search-heading">
			<h2 id="list-book-search-heading">Add books</h2>
			<PickSearchForm
				id="list-book-query"
				label="Find a book to add"
				formLabel="Find books to add"
				onSubmit={onSubmit}
			/>
			<div role="status" className="list-book-search__status">
				{said && <p>{said}</p>}
				{query && search.isFetching && <p>Searching…</p>}
				{answered && results.length === 0 && <PickNothingFound query={query} notes={search.data?.serviceNotes ?? []} />}
				{full && <p>This list is full ({list.maxItems} books). Raise its limit above to add more.</p>}
			</div>
			{search.isError && <p role="alert">{search.error.message}</p>}
			{results.length > 0 && (
				<ul className="list-book-search__results">
					{results.map((book) => (
						<li key={book.id} className="list-book-search__result">
							<BookCover book={book} height={100} />
							<div className="list-book-search__text">
								<p className="list-book-search__title">
									{book.title}
									{book.publishedDate && <span className="muted"> ({publishedYear(book.publishedDate)})</span>}
								</p>
								{book.authors.length > 0 && <p className="muted">by {book.authors.map((a) => a.name).join(', ')}</p>}
								{onList.has(book.id) ? (
									<p className="list-book-search__on">On the list</p>
								) : (
									<Button
										variant="secondary"
										aria-label={`Add ${book.title}`}
										busy={writes.add.isPending && writes.add.variables?.bookId === book.id}
										onClick={() => add(book.id, book.title)}
									>
										Add
									</Button>
								)}
							</div>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}
