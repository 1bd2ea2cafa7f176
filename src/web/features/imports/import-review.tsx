import { useState } from 'react'
import { Link } from 'react-router'
import type { ImportView, RowFilter } from '../../../shared/schemas/imports.ts'
import { Button } from '../../components/ui/button.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ImportRowItem } from './import-row-item.tsx'
import { BulkActions } from './import-bulk-actions.tsx'
import { errorMessage, isBusy, useImport, useImportAction, useImportRows } from './import-hooks.ts'
import { SOURCE_NAMES, STATUS_WORDS } from './import-words.ts'

const FILTERS: { id: RowFilter; label: string }[] = [
	{ id: 'all', label: 'All rows' },
	{ id: 'unmatched', label: 'Without a book' },
	{ id: 'flagged', label: 'Flagged' },
	{ id: 'title_author', label: 'Matched by title' },
	{ id: 'imported', label: 'Imported' },
	{ id: 'skipped', label: 'Skipped' },
	{ id: 'failed', label: 'Failed' },
]

/** One import: progress while it works, every row to review before it runs, and the report after. */
export function ImportReview({ id }: { id: string }) {
	const view = useImport(id)
	return (
		<section className="settings-group import-review" aria-labelledby="import-review-title">
			<p>
				<Link to="/nav/settings?tab=data">← Import & export</Link>
			</p>
			<QueryState query={view}>{(data) => <ReviewBody view={data} />}</QueryState>
		</section>
	)
}

function ReviewBody({ view }: { view: ImportView }) {
	const [page, setPage] = useState(1)
	const [show, setShow] = useState<RowFilter>('all')
	const rows = useImportRows(view.id, page, show, view.status)
	const run = useImportAction(view.id, 'run')
	const cancel = useImportAction(view.id, 'cancel')
	const { counts } = view
	const ended = view.status === 'done' || view.status === 'cancelled'
	return (
		<>
			<h2 id="import-review-title">
				{SOURCE_NAMES[view.source]} import: {view.fileName}
			</h2>
			<Progress view={view} />
			{view.status === 'review' && (
				<p>
					{counts.total} rows: {counts.toImport} will be imported, {counts.unmatched} found no book
					{counts.flagged > 0 && `, ${counts.flagged} flagged for your look`}. Change a match, skip a row or create a
					book from a row below; nothing is added until you press Import.
				</p>
			)}
			{view.status === 'review' && <BulkActions view={view} show={show} />}
			{ended && (
				<p className="import-review__report">
					Report: {counts.imported} imported, {counts.skipped} skipped, {counts.failed} failed
					{view.status === 'cancelled' && `, ${counts.total - counts.done} not imported because you cancelled`}.
				</p>
			)}
			<div className="import-review__actions">
				{view.status === 'review' && (
					<Button busy={run.isPending} onClick={() => run.mutate()}>
						Import {counts.toImport} {counts.toImport === 1 ? 'book' : 'books'}
					</Button>
				)}
				{!ended && (
					<Button variant="secondary" busy={cancel.isPending} onClick={() => cancel.mutate()}>
						Cancel import
					</Button>
				)}
			</div>
			<p role="alert" className="form-alert-inline">
				{errorMessage(run.error ?? cancel.error)}
			</p>
			{view.status !== 'matching' && view.status !== 'creating' && (
				<>
					<nav aria-label="Show rows" className="import-review__filters">
						{FILTERS.map((f) => (
							<Button
								key={f.id}
								variant="quiet"
								aria-pressed={show === f.id}
								onClick={() => {
									setShow(f.id)
									setPage(1)
								}}
							>
								{f.label}
							</Button>
						))}
					</nav>
					<QueryState query={rows}>
						{(data) => (
							<>
								{data.items.length === 0 && <p>No rows here.</p>}
								<ol className="import-rows">
									{data.items.map((row) => (
										<ImportRowItem
											key={row.position}
											importId={view.id}
											row={row}
											editable={view.status === 'review'}
										/>
									))}
								</ol>
								{data.pageCount > 1 && (
									<nav aria-label="Pages of rows" className="import-review__pages">
										<Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
											Previous
										</Button>
										<span>
											Page {data.page} of {data.pageCount}
										</span>
										<Button variant="secondary" disabled={page >= data.pageCount} onClick={() => setPage(page + 1)}>
											Next
										</Button>
									</nav>
								)}
							</>
						)}
					</QueryState>
				</>
			)}
		</>
	)
}

function Progress({ view }: { view: ImportView }) {
	const { status, counts } = view
	const { value, max, label } =
		status === 'matching'
			? { value: counts.matched, max: counts.total, label: `${counts.matched} of ${counts.total} rows looked up` }
			: status === 'creating' && view.bulk
				? {
						value: view.bulk.done,
						max: view.bulk.total,
						label: `${view.bulk.done} of ${view.bulk.total} rows made into books`,
					}
				: { value: counts.done, max: counts.total, label: `${counts.done} of ${counts.total} rows done` }
	return (
		<div className="import-progress">
			<p role="status" className="import-progress__status">
				{STATUS_WORDS[status]}
				{isBusy(status) || status === 'done' ? `: ${label}` : ''}
			</p>
			{(isBusy(status) || status === 'done') && (
				<progress className="import-progress__bar" max={Math.max(1, max)} value={value} aria-label={label} />
			)}
		</div>
	)
}
