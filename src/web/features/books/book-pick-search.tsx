import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { newBookPath } from '../../../shared/page-routes.ts'
import type { BookSearchResponse } from '../../../shared/schemas/books.ts'
import { Button } from '../../components/ui/button.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { useBookSearch } from './book-hooks.ts'
import { nothingFound } from './search-words.ts'

/**
 * The first page of the catalogue's search for the query last submitted, for pickers that add a found book to
 * something (a list, the favourites). `results` is empty until the answer is for that query, so an earlier
 * query's books are never offered under a new one.
 */
export function usePickSearch() {
	const [query, setQuery] = useState('')
	const search = useBookSearch(query, 1)
	const results = query && search.data?.query === query ? search.data.results : []
	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		setQuery(String(new FormData(event.currentTarget).get('q') ?? '').trim())
	}
	return { query, search, results, onSubmit, answered: Boolean(query) && search.data?.query === query }
}

type PickSearchFormProps = {
	id: string
	label: string
	/** The search landmark's name, saying what the found book is for. */
	formLabel: string
	onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

/** The search form of a picker (usePickSearch). */
export function PickSearchForm({ id, label, formLabel, onSubmit }: PickSearchFormProps) {
	return (
		<form role="search" className="search-form" onSubmit={onSubmit} aria-label={formLabel}>
			<TextField id={id} name="q" type="search" label={label} placeholder="Title, author or ISBN" />
			<Button type="submit" variant="secondary">
				Search
			</Button>
		</form>
	)
}

/** A picker's answer when its search found nothing: why, as the search page says it, and a way to add the book. */
export function PickNothingFound({ query, notes }: { query: string; notes: BookSearchResponse['serviceNotes'] }) {
	return (
		<p>
			{nothingFound(notes)} <Link to={newBookPath({ title: query })}>Add this book</Link>
		</p>
	)
}
