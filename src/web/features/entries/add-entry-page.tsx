import type { FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { logBookPath } from '../../../shared/page-routes.ts'
import { Button } from '../../components/ui/button.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { BookSearchResults } from '../books/book-search-results.tsx'

/** /nav/reviews/add (the floating add button's page): search the catalogue, pick the book, then fill in its form. */
export function AddEntryPage() {
	const [params, setParams] = useSearchParams()
	const query = params.get('q') ?? ''

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
		setParams(q ? { q } : {})
	}

	return (
		<div className="section-page">
			<PageHeader title="Log a read" lead="Find the book you read, then choose it to rate and review it." />
			<form role="search" className="search-form" onSubmit={onSubmit} key={query}>
				<TextField
					id="add-entry-query"
					name="q"
					type="search"
					label="Search for a book"
					placeholder="Title, author or ISBN"
					defaultValue={query}
				/>
				<Button type="submit">Search</Button>
			</form>
			<BookSearchResults query={query} linkTo={(book) => logBookPath(book.id)} />
		</div>
	)
}
