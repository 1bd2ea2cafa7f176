import { useId, useState } from 'react'
import { Link } from 'react-router'
import { NEW_LIST_PATH, listPath } from '../../../shared/page-routes.ts'
import type { BookDetail } from '../../../shared/schemas/books.ts'
import type { ListSummary } from '../../../shared/schemas/lists.ts'
import { Button } from '../../components/ui/button.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { useSession } from '../site/session-hooks.ts'
import { useAddToList, useMyLists } from './list-hooks.ts'

/**
 * The book page's 'Add to list': opens the reader's lists, newest-updated first, each saying whether the book
 * is on it already; one press adds it. Signed-in readers only (visitors have no lists).
 */
export function AddToList({ book }: { book: BookDetail }) {
	const user = useSession().data?.user
	const [open, setOpen] = useState(false)
	const panel = useId()
	if (!user) return null
	return (
		<section className="book-section add-to-list" aria-labelledby={`${panel}-heading`}>
			<h2 id={`${panel}-heading`} className="visually-hidden">
				Lists
			</h2>
			<Button variant="secondary" aria-expanded={open} aria-controls={panel} onClick={() => setOpen((was) => !was)}>
				Add to list
			</Button>
			<div id={panel} hidden={!open}>
				{open && <YourLists book={book} />}
			</div>
		</section>
	)
}

function YourLists({ book }: { book: BookDetail }) {
	const lists = useMyLists(book.id)
	const add = useAddToList()
	const [said, setSaid] = useState('')
	function onAdd(list: ListSummary) {
		add.mutate(
			{ listId: list.id, bookId: book.id },
			{
				onSuccess: () => setSaid(`Added to ${list.name}.`),
				onError: (error) => setSaid(`Not added to ${list.name}: ${error.message}`),
			},
		)
	}
	return (
		<div className="add-to-list__panel">
			<p role="status" className="add-to-list__status">
				{said}
			</p>
			<QueryState query={lists}>
				{(data) => {
					const shown = data.pages.flatMap((page) => page.lists)
					return (
						<>
							{shown.length === 0 ? (
								<p>You have no lists yet.</p>
							) : (
								<ul className="add-to-list__lists">
									{shown.map((list) => (
										<li key={list.id} className="add-to-list__row">
											<Link to={listPath(list.id)} className="add-to-list__name">
												{list.name}
											</Link>
											{list.hasBook ? (
												<span className="add-to-list__on">✓ On this list</span>
											) : list.itemCount >= list.maxItems ? (
												<span className="muted">Full ({list.maxItems} books)</span>
											) : (
												<Button
													variant="secondary"
													aria-label={`Add to ${list.name}`}
													busy={add.isPending && add.variables?.listId === list.id}
													onClick={() => onAdd(list)}
												>
													Add
												</Button>
											)}
										</li>
									))}
								</ul>
							)}
							{lists.hasNextPage && <LoadMore pager={lists} shown={`Showing ${shown.length} of your lists.`} />}
							<p>
								<Link to={NEW_LIST_PATH}>New list</Link>
							</p>
						</>
					)
				}}
			</QueryState>
		</div>
	)
}
