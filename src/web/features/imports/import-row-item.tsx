import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import type { ImportRow } from '../../../shared/schemas/imports.ts'
import { Button } from '../../components/ui/button.tsx'
import { TextField } from '../../components/ui/text-field.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { publishedYear } from '../books/book-format.ts'
import { useBookSearch } from '../books/book-hooks.ts'
import { PickNothingFound } from '../books/book-pick-search.tsx'
import { errorMessage, useChangeRow } from './import-hooks.ts'
import { METHOD_WORDS, SHELF_WORDS, confidenceWord } from './import-words.ts'

const stars = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`

/** One row of the file beside the book it matched, with the reader's choices while the import is in review. */
export function ImportRowItem({ importId, row, editable }: { importId: string; row: ImportRow; editable: boolean }) {
	const change = useChangeRow(importId)
	const [searching, setSearching] = useState(false)
	const { record } = row
	const title = record.title || record.sourceIds.map((s) => s.value).join(' / ')
	const latest = record.reads.at(-1)
	return (
		<li className={`import-row${row.skip ? ' import-row--skipped' : ''}`} aria-label={`Row ${row.position}: ${title}`}>
			<div className="import-row__file">
				<p className="import-row__title">
					<span className="muted">{row.position}.</span> {title}
				</p>
				{record.authors.length > 0 && <p className="muted">by {record.authors.join(', ')}</p>}
				<p className="muted">
					{latest ? `Read on ${latest.readOn}` : SHELF_WORDS[record.status]}
					{record.reads.length > 1 && ` (${record.reads.length} reads)`}
					{record.rating !== null && `, ${stars(record.rating)}`}
					{record.review && ', with a review'}
				</p>
				{record.notes.map((note) => (
					<p key={note} className="import-row__note">
						{note}
					</p>
				))}
			</div>
			<div className="import-row__match">
				{row.book ? (
					<div className="import-row__book">
						<BookCover book={row.book} height={100} />
						<div>
							<p className="import-row__title">{row.book.title}</p>
							{row.book.authors.length > 0 && (
								<p className="muted">by {row.book.authors.map((a) => a.name).join(', ')}</p>
							)}
							<p className="import-row__method">
								{METHOD_WORDS[row.method]}, {Math.round(row.confidence * 100)}% (
								{row.flag ? 'flagged' : confidenceWord(row.confidence)})
							</p>
							{row.flag && (
								<p className="import-row__note">
									Check this match: {row.flag}, not {title}. It is not imported unless you keep it.
								</p>
							)}
						</div>
					</div>
				) : (
					<p className="import-row__method">{METHOD_WORDS.none}</p>
				)}
				{row.outcome && (
					<p className={`import-row__outcome import-row__outcome--${row.outcome}`}>
						{row.outcome === 'imported' ? 'Imported' : row.outcome === 'skipped' ? 'Skipped' : 'Failed'}: {row.reason}
					</p>
				)}
				{!row.outcome && row.skip && (
					<p className="import-row__outcome import-row__outcome--skipped">You skipped this row</p>
				)}
				{editable && (
					<div className="import-row__actions">
						<Button
							variant="secondary"
							aria-expanded={searching}
							onClick={() => setSearching(!searching)}
							aria-label={`Change the book for row ${row.position}`}
						>
							Change book
						</Button>
						{row.skip ? (
							<Button
								variant="quiet"
								onClick={() => change.mutate({ position: row.position, change: { action: 'include' } })}
								aria-label={`Import row ${row.position} after all`}
							>
								Import it after all
							</Button>
						) : (
							<Button
								variant="quiet"
								onClick={() => change.mutate({ position: row.position, change: { action: 'skip' } })}
								aria-label={`Skip row ${row.position}`}
							>
								Skip
							</Button>
						)}
						{row.flag && row.book && (
							<Button
								variant="quiet"
								busy={change.isPending}
								onClick={() =>
									change.mutate({ position: row.position, change: { action: 'choose', bookId: row.book!.id } })
								}
								aria-label={`Keep the book for row ${row.position}`}
							>
								Keep this book
							</Button>
						)}
						{(!row.book || row.flag) && record.title && (
							<Button
								variant="quiet"
								busy={change.isPending}
								onClick={() => change.mutate({ position: row.position, change: { action: 'create' } })}
								aria-label={`Create a book from row ${row.position}`}
							>
								Create this book
							</Button>
						)}
						{(!row.book || row.flag) && record.title && (
							<Link
								className="button button--quiet"
								to={`/books/new?${new URLSearchParams({ title: record.title, author: record.authors.join(', ') })}`}
								aria-label={`Add the book of row ${row.position} by hand, then choose it here`}
							>
								Add it by hand
							</Link>
						)}
					</div>
				)}
				<p role="alert" className="form-alert-inline">
					{errorMessage(change.error)}
				</p>
				{editable && searching && (
					<MatchSearch
						row={row}
						onChoose={(bookId) =>
							change.mutate(
								{ position: row.position, change: { action: 'choose', bookId } },
								{ onSuccess: () => setSearching(false) },
							)
						}
					/>
				)}
			</div>
		</li>
	)
}

function MatchSearch({ row, onChoose }: { row: ImportRow; onChoose: (bookId: string) => void }) {
	const [query, setQuery] = useState('')
	const search = useBookSearch(query, 1)
	const id = `import-search-${row.position}`
	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		setQuery(String(new FormData(event.currentTarget).get('q') ?? '').trim())
	}
	const results = query && search.data?.query === query ? search.data.results : []
	return (
		<div className="import-search">
			<form
				role="search"
				className="search-form"
				onSubmit={onSubmit}
				aria-label={`Find the book for row ${row.position}`}
			>
				<TextField id={id} name="q" type="search" label="Title, author or ISBN" defaultValue={row.record.title} />
				<Button type="submit" variant="secondary">
					Search
				</Button>
			</form>
			<div role="status">
				{query && search.isFetching && <p>Searching…</p>}
				{query && search.data?.query === query && results.length === 0 && (
					<PickNothingFound query={query} notes={search.data.serviceNotes} />
				)}
			</div>
			{results.length > 0 && (
				<ul className="import-search__results">
					{results.map((book) => (
						<li key={book.id} className="import-search__result">
							<BookCover book={book} height={100} />
							<div>
								<p className="import-row__title">
									{book.title}
									{book.publishedDate && <span className="muted"> ({publishedYear(book.publishedDate)})</span>}
								</p>
								{book.authors.length > 0 && <p className="muted">by {book.authors.map((a) => a.name).join(', ')}</p>}
								<Button variant="secondary" onClick={() => onChoose(book.id)} aria-label={`Choose ${book.title}`}>
									Choose
								</Button>
							</div>
						</li>
					))}
				</ul>
			)}
		</div>
	)
}
