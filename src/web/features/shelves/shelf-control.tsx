import { useState } from 'react'
import { SHELF_LABELS, SHELF_STATUSES, type ShelfStatus } from '../../../shared/schemas/shelves.ts'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { useSetShelf } from './reading-hooks.ts'

/**
 * The book's one shelf status as a group of radios drawn as a segmented control: arrow keys move between the
 * statuses and each choice is saved at once (shown before the server answers, put back if it refuses).
 * The choice is held in the component until the change settles: the query cache updates a tick after the click,
 * and until then React would put the controlled radio back to the old status.
 */
export function ShelfControl({ bookId, status }: { bookId: string; status: ShelfStatus | null }) {
	const setShelf = useSetShelf(bookId)
	const [chosen, setChosen] = useState<{ status: ShelfStatus | null } | null>(null)
	const shown = chosen ? chosen.status : status
	const choose = (next: ShelfStatus | null) => {
		setChosen({ status: next })
		setShelf.mutate(next, { onSettled: () => setChosen(null) })
	}
	const saved = setShelf.isSuccess
		? setShelf.variables === null
			? 'Removed from your shelves.'
			: `Shelved as ${SHELF_LABELS[setShelf.variables]}.`
		: ''
	return (
		<div className="shelf-control">
			<fieldset className="shelf-control__group">
				<legend className="field__label">Shelf</legend>
				<div className="shelf-control__options">
					{SHELF_STATUSES.map((option) => (
						<label key={option} className="shelf-control__option">
							<input
								type="radio"
								name={`shelf-${bookId}`}
								value={option}
								checked={shown === option}
								onChange={() => choose(option)}
							/>
							<span className="shelf-control__check" aria-hidden="true">
								✓
							</span>
							{SHELF_LABELS[option]}
						</label>
					))}
				</div>
			</fieldset>
			<div className="shelf-control__foot">
				{shown !== null && (
					<button
						type="button"
						className="shelf-control__remove"
						aria-disabled={setShelf.isPending || undefined}
						onClick={() => setShelf.isPending || choose(null)}
					>
						Remove from shelves
					</button>
				)}
				<p role="status" className="shelf-control__saved">
					{saved}
				</p>
			</div>
			<FormAlert message={setShelf.isError ? `Your shelf was not changed: ${setShelf.error.message}` : null} />
		</div>
	)
}
