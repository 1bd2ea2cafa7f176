import { Fragment } from 'react'
import { Link } from 'react-router'
import { authorPath } from '../../../shared/page-routes.ts'
import type { BookSummary } from '../../../shared/schemas/books.ts'

/** 'by A, B and C', each name a link to the author's page; nothing when the source named no author. */
export function AuthorLinks({ authors, className }: { authors: BookSummary['authors']; className?: string }) {
	if (authors.length === 0) return null
	return (
		<p className={className}>
			by{' '}
			{authors.map((author, i) => (
				<Fragment key={author.id}>
					{i > 0 && (i === authors.length - 1 ? ' and ' : ', ')}
					<Link to={authorPath(author)}>{author.name}</Link>
				</Fragment>
			))}
		</p>
	)
}
