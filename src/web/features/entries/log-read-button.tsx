import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { entryPath, logBookPath } from '../../../shared/page-routes.ts'
import type { BookSummary } from '../../../shared/schemas/books.ts'
import type { EntryView } from '../../../shared/schemas/entries.ts'
import { Button } from '../../components/ui/button.tsx'
import { LogReadDialog } from './log-read-dialog.tsx'

const unchanging = () => () => {}

/**
 * 'Log a read' for one book, from its page or any card: the form opens in a dialog, and once saved the dialog
 * closes, focus comes back here and a live region says so, with a link to the entry. Until the app has taken
 * the page over (or without JavaScript) it is a link to the form's own page.
 */
export function LogReadButton({ book, variant = 'primary' }: { book: BookSummary; variant?: 'primary' | 'secondary' }) {
	const running = useSyncExternalStore(
		unchanging,
		() => true,
		() => false,
	)
	const [open, setOpen] = useState(false)
	const [logged, setLogged] = useState<EntryView | null>(null)
	const opener = useRef<HTMLButtonElement>(null)
	const wasOpen = useRef(false)
	// Back to the button once the dialog is gone: while it is open, all outside it is inert and takes no focus.
	useEffect(() => {
		if (!open && wasOpen.current) opener.current?.focus()
		wasOpen.current = open
	}, [open])
	const label = `Log a read of ${book.title}`
	return (
		<span className="log-read">
			{running ? (
				<Button ref={opener} variant={variant} aria-label={label} onClick={() => setOpen(true)}>
					Log a read
				</Button>
			) : (
				<Link to={logBookPath(book.id)} className={`button button--${variant}`} aria-label={label}>
					Log a read
				</Link>
			)}
			{/* A polite live region, not role="status": a page of results holds one per book, and twenty status
			    roles would drown the page's own status (the search's count) for anyone who looks for it. */}
			<span aria-live="polite" aria-atomic="true" className="log-read__status">
				{logged && (
					<>
						Read logged. <Link to={entryPath(logged.id)}>See the entry</Link>
					</>
				)}
			</span>
			{open && (
				<LogReadDialog
					book={book}
					onClose={(entry) => {
						setOpen(false)
						if (entry) setLogged(entry)
					}}
				/>
			)}
		</span>
	)
}
