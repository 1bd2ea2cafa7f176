import type { ImportView, RowFilter } from '../../../shared/schemas/imports.ts'
import { Button } from '../../components/ui/button.tsx'
import { errorMessage, useBulkAction } from './import-hooks.ts'

type Kind = 'unmatched' | 'flagged' | 'title_author'
const WORDS: Record<Kind, { create?: string; skip: string }> = {
	unmatched: { create: 'Create every unmatched book from its row', skip: 'Skip every unmatched row' },
	flagged: { create: 'Create every flagged book from its row', skip: 'Skip every flagged row' },
	title_author: { skip: 'Skip every row matched by title' },
}

/**
 * The review's actions on many rows at once: those the filter shows (rows without a book, flagged, matched by
 * title), or, under 'All rows', the rows without a book. Creating books runs in the background; the page shows
 * its progress and comes back to the review.
 */
export function BulkActions({ view, show }: { view: ImportView; show: RowFilter }) {
	const bulk = useBulkAction(view.id)
	const kind: Kind = show === 'flagged' || show === 'title_author' ? show : 'unmatched'
	const count = kind === 'unmatched' ? view.counts.unmatched : kind === 'flagged' ? view.counts.flagged : null
	if (count === 0) return null
	const words = WORDS[kind]
	return (
		<div className="import-review__bulk" role="group" aria-label="Many rows at once">
			{words.create && (
				<Button
					variant="secondary"
					busy={bulk.isPending && bulk.variables?.action === 'create'}
					onClick={() => bulk.mutate({ action: 'create', rows: kind })}
				>
					{words.create}
				</Button>
			)}
			<Button
				variant="quiet"
				busy={bulk.isPending && bulk.variables?.action === 'skip'}
				onClick={() => bulk.mutate({ action: 'skip', rows: kind })}
			>
				{words.skip}
			</Button>
			<p role="alert" className="form-alert-inline">
				{errorMessage(bulk.error)}
			</p>
		</div>
	)
}
