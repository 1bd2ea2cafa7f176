import { Link } from 'react-router'
import { newEditionPath } from '../../../shared/page-routes.ts'
import type { BookDetail } from '../../../shared/schemas/books.ts'
import { FORMAT_LABELS } from '../../../shared/schemas/editions.ts'
import { languageName, publishedYear } from './book-format.ts'
import { editionLength } from './edition-format.ts'

/** A book's editions as a table (format, length, publisher, year, language, ISBN), and the way to add one. */
export function BookEditions({ book }: { book: BookDetail }) {
	return (
		<section className="book-section" aria-labelledby="book-editions">
			<h2 id="book-editions">Editions</h2>
			<table className="editions-table">
				<thead>
					<tr>
						<th scope="col">Format</th>
						<th scope="col">Length</th>
						<th scope="col">Publisher</th>
						<th scope="col">Year</th>
						<th scope="col">Language</th>
						<th scope="col">ISBN</th>
					</tr>
				</thead>
				<tbody>
					{book.editions.map((edition) => (
						<tr key={edition.id}>
							<th scope="row">{FORMAT_LABELS[edition.format]}</th>
							<td data-label="Length">{editionLength(edition) ?? '—'}</td>
							<td data-label="Publisher">{edition.publisher ?? '—'}</td>
							<td data-label="Year">{edition.publishedDate ? publishedYear(edition.publishedDate) : '—'}</td>
							<td data-label="Language">{edition.language ? languageName(edition.language) : '—'}</td>
							<td data-label="ISBN">{edition.isbn13 ?? edition.isbn10 ?? '—'}</td>
						</tr>
					))}
				</tbody>
			</table>
			<p className="book-editions__add">
				<Link to={newEditionPath(book.id)}>Add another edition</Link>
			</p>
		</section>
	)
}
