import { type DragEvent, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { bookPath } from '../../../shared/page-routes.ts'
import type { ListDetail, ListItem } from '../../../shared/schemas/lists.ts'
import { Button } from '../../components/ui/button.tsx'
import { BookCover } from '../books/book-cover.tsx'
import { ListNoteEditor } from './list-note-editor.tsx'
import { moveTo } from './list-order.ts'
import { useListItems } from './list-hooks.ts'

type Direction = 'up' | 'down'

/**
 * The list's books in order, to reorder by dragging a row or with each row's Move up / Move down buttons (the
 * keyboard way), to annotate and to remove. Every move is one request with the whole new order; what happened
 * is read out in a polite live region, and focus stays on the moved book's button.
 */
export function ListItemsEditor({ list, items: writes }: { list: ListDetail; items: ReturnType<typeof useListItems> }) {
	const [said, setSaid] = useState('')
	const [dragged, setDragged] = useState<string | null>(null)
	const buttons = useRef(new Map<string, HTMLButtonElement>())
	const focusAfter = useRef<{ bookId: string; direction: Direction } | null>(null)
	const shown =
		writes.reorder.isPending && writes.reorder.variables ? ordered(list.items, writes.reorder.variables) : list.items

	useEffect(() => {
		const target = focusAfter.current
		if (!target) return
		const index = shown.findIndex((item) => item.book.id === target.bookId)
		// At the top the Move up button is gone: its neighbour takes focus rather than the document.
		const direction = index === 0 ? 'down' : index === shown.length - 1 ? 'up' : target.direction
		buttons.current.get(`${target.bookId}:${direction}`)?.focus()
		// Once the saved order is in, later renders (a note saved, a book added) leave focus where the reader put it.
		if (!writes.reorder.isPending) focusAfter.current = null
	}, [shown, writes.reorder.isPending])

	function move(item: ListItem, to: number, direction?: Direction) {
		const ids = shown.map((i) => i.book.id)
		const from = ids.indexOf(item.book.id)
		if (from === to) return
		focusAfter.current = direction ? { bookId: item.book.id, direction } : null
		writes.reorder.mutate(moveTo(ids, from, to), {
			onSuccess: () => setSaid(`Moved ${item.book.title} to place ${to + 1} of ${ids.length}.`),
			onError: (error) => setSaid(`${item.book.title} was not moved: ${error.message}`),
		})
	}
	function remove(item: ListItem) {
		writes.remove.mutate(item.book.id, {
			onSuccess: () => setSaid(`Removed ${item.book.title} from the list.`),
			onError: (error) => setSaid(`${item.book.title} was not removed: ${error.message}`),
		})
	}
	const onDrop = (target: ListItem) => (event: DragEvent) => {
		event.preventDefault()
		const item = shown.find((i) => i.book.id === dragged)
		setDragged(null)
		if (item) move(item, shown.indexOf(target))
	}

	return (
		<section className="list-editor" aria-labelledby="list-editor-heading">
			<h2 id="list-editor-heading">Books on this list</h2>
			<p className="list-editor__status" role="status">
				{said}
			</p>
			{shown.length === 0 ? (
				<p className="muted">No books yet: find some below, or use ‘Add to list’ on any book’s page.</p>
			) : (
				<ol className="list-editor__items">
					{shown.map((item, index) => (
						<li
							key={item.book.id}
							className={['list-editor__item', dragged === item.book.id ? 'list-editor__item--dragged' : '']
								.filter(Boolean)
								.join(' ')}
							onDragOver={(event) => event.preventDefault()}
							onDrop={onDrop(item)}
						>
							{/* Only the grip drags, so selecting text in the note box never starts a move; keyboards use the buttons. */}
							<span
								className="list-editor__grip"
								aria-hidden="true"
								title="Drag to move"
								draggable
								onDragStart={(event) => {
									event.dataTransfer.effectAllowed = 'move'
									event.dataTransfer.setData('text/plain', item.book.id)
									setDragged(item.book.id)
								}}
								onDragEnd={() => setDragged(null)}
							>
								⠿
							</span>
							<span className="list-editor__place">{index + 1}.</span>
							<BookCover book={item.book} height={100} />
							<div className="list-editor__text">
								<h3 className="list-editor__title">
									<Link to={bookPath(item.book)}>{item.book.title}</Link>
								</h3>
								<ListNoteEditor listId={list.id} item={item} writes={writes} />
								<div className="list-editor__buttons">
									{index > 0 && (
										<Button
											variant="secondary"
											aria-label={`Move ${item.book.title} up`}
											ref={(el) => register(buttons.current, `${item.book.id}:up`, el)}
											onClick={() => move(item, index - 1, 'up')}
										>
											Move up
										</Button>
									)}
									{index < shown.length - 1 && (
										<Button
											variant="secondary"
											aria-label={`Move ${item.book.title} down`}
											ref={(el) => register(buttons.current, `${item.book.id}:down`, el)}
											onClick={() => move(item, index + 1, 'down')}
										>
											Move down
										</Button>
									)}
									<Button
										variant="quiet"
										aria-label={`Remove ${item.book.title}`}
										busy={writes.remove.isPending && writes.remove.variables === item.book.id}
										onClick={() => remove(item)}
									>
										Remove
									</Button>
								</div>
							</div>
						</li>
					))}
				</ol>
			)}
		</section>
	)
}

function register(map: Map<string, HTMLButtonElement>, key: string, el: HTMLButtonElement | null) {
	if (el) map.set(key, el)
	else map.delete(key)
}

/** The items in the order being saved, so a move shows at once instead of after the answer. */
function ordered(items: ListItem[], bookIds: string[]): ListItem[] {
	const byId = new Map(items.map((item) => [item.book.id, item]))
	return bookIds.flatMap((id) => {
		const item = byId.get(id)
		return item ? [item] : []
	})
}
