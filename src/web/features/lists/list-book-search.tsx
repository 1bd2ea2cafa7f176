import { type FormEvent, useState } from 'react'
import type { ListDetail } from '../../../shared/schemas/lists.ts'
import { Button } from '../../components/ui/button.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { publishedYear } from '../books/book-format.ts'
import { useBookSearch } from '../books/book-hooks.ts'
import type { useListItems } from './list-hooks.ts'

/** Find books (the catalogue's search, GET /api/books/search) and add them to the list being edited. */
export function ListBookSearch({ list, writes }: { list: ListDetail; writes: ReturnType<typeof useListItems> }) {
	const [query, setQuery] = useState('')
	const [said, setSaid] = useState('')
	const search = useBookSearch(query, 1)
	const onList = new Set(list.items.map((item) => item.book.id))
	const full = list.itemCount >= list.maxItems

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		setQuery(String(new FormData(event.currentTarget).get('q') ?? '').trim())
	}
	function add(bookId: string, title: string) {
		writes.add.mutate(
			{ bookId },
			{
				onSuccess: () => setSaid(`Added ${title} to the list.`),
				onError: (error) => setSaid(`${title} was not added: ${error.message}`),
			},
		)
	}

	const results = query && search.data?.query === query ? search.data.results : []
	return (
		<section className="list-book-search" aria-labelledby="list-book-search-heading">
			<h2 id="list-book-search-heading">Add books</h2>
			<form role="search" className="search-form" onSubmit={onSubmit} aria-label="Find books to add">
				<TextField
					id="list-book-query"
					name="q"
					type="search"
					label="Find a book to add"
					placeholder="Title, author or ISBN"
				/>
				<Button type="submit" variant="secondary">
					Search
				</Button>
			</form>
			<div role="status" className="list-book-search__status">
				{said && <p>{said}</p>}
				{query && search.isFetching && <p>Searching…</p>}
				{query && search.data?.query === query && results.length === 0 && <p>No book with this name found!</p>}
				{full && <p>This list is full ({list.maxItems} books). Raise its limit above to add more.</p>}
			</div>
			{search.isError && <p role="alert">{search.error.message}</p>}
			{results.length > 0 && (
				<ul className="list-book-search__results">
					{results.map((book) => (
						<li key={book.id} className="list-book-search__result">
							<BookCover bookId={book.id} height={100} />
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
