import { Link } from 'react-router'
import { ADD_ENTRY_PATH } from '../../../shared/page-routes.ts'

/**
 * The original home's floating add button, to the add flow (search a book, then log it). Its words are its
 * name; on narrow screens only the plus shows and the words stay for screen readers.
 */
export function AddEntryButton() {
	return (
		<Link to={ADD_ENTRY_PATH} className="add-entry-button">
			<span className="add-entry-button__plus" aria-hidden="true">
				+
			</span>
			<span className="add-entry-button__text">Log a book</span>
		</Link>
	)
}
