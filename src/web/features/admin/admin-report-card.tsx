import { useState } from 'react'
import { Link } from 'react-router'
import { publicProfilePath } from '../../../shared/page-routes.ts'
import type { AdminReport, ResolveAction } from '../../../shared/schemas/admin.ts'
import { REPORT_REASON_LABELS } from '../../../shared/schemas/reports.ts'
import { Button } from '../../components/ui/button.tsx'
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { useResolveReport } from './admin-hooks.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

const KIND = { entry: 'Entry', comment: 'Comment', list: 'List', profile: 'Profile', book: 'Book' } as const
const DONE = { hide: 'Hidden', suspend: 'Reader suspended', dismiss: 'Dismissed' } as const
const closedCount = (n: number) => (n === 1 ? '1 report closed' : `${n} reports closed`)

/** One report: what was reported and by whom, what the target is, and (while open) what can be done. */
export function AdminReportCard({ report }: { report: AdminReport }) {
	const dates = useReaderTime()
	const resolve = useResolveReport(report.id)
	const [asking, setAsking] = useState<ResolveAction | null>(null)
	const owner = report.owner
	const ownerName = owner ? owner.name || owner.username : ''
	const headingId = `report-${report.id}`
	const actions = report.status === 'open' && !resolve.isSuccess
	const question = asking ? QUESTIONS[asking](report, ownerName) : null
	return (
		<article className="admin-report" aria-labelledby={headingId}>
			<h2 id={headingId} className="admin-report__title">
				{KIND[report.targetKind]}: {REPORT_REASON_LABELS[report.reason]}
			</h2>
			<dl className="admin-report__facts">
				<div>
					<dt>Reported by</dt>
					<dd>
						{report.reporter ? (
							<Link to={publicProfilePath(report.reporter.username)}>@{report.reporter.username}</Link>
						) : (
							'a deleted account'
						)}
					</dd>
				</div>
				<div>
					<dt>On</dt>
					<dd>{dates.dateTime(report.createdAt)}</dd>
				</div>
				<div>
					<dt>Owner</dt>
					<dd>
						{owner ? (
							<>
								{ownerName} (@{owner.username})
							</>
						) : report.targetKind === 'book' ? (
							'the catalogue'
						) : (
							'gone'
						)}
						{owner?.suspended && <span className="admin-report__badge">Suspended</span>}
					</dd>
				</div>
				<div>
					<dt>Open reports on this</dt>
					<dd>{report.openReportsOnTarget}</dd>
				</div>
				{report.resolution && (
					<div>
						<dt>Outcome</dt>
						<dd>{report.resolution}</dd>
					</div>
				)}
			</dl>
			{report.details && <p className="admin-report__details">“{report.details}”</p>}
			{report.target ? (
				<div className="admin-report__target">
					<p className="admin-report__target-title">
						{report.target.path ? <Link to={report.target.path}>{report.target.title}</Link> : report.target.title}
						{report.target.hidden && <span className="admin-report__badge">Hidden</span>}
					</p>
					{report.target.excerpt && <p className="admin-report__excerpt">{report.target.excerpt}</p>}
					{report.target.editPath && (
						<p>
							<Link to={report.target.editPath}>Correct the book</Link>
						</p>
					)}
				</div>
			) : (
				<p className="admin-report__gone">The reported {report.targetKind} no longer exists.</p>
			)}
			{actions && (
				<div className="admin-report__actions">
					{report.target &&
						report.targetKind !== 'profile' &&
						report.targetKind !== 'book' &&
						!report.target.hidden && (
							<Button variant="secondary" busy={resolve.isPending} onClick={() => setAsking('hide')}>
								Hide {report.targetKind}
							</Button>
						)}
					{owner && !owner.suspended && (
						<Button variant="secondary" busy={resolve.isPending} onClick={() => setAsking('suspend')}>
							Suspend @{owner.username}
						</Button>
					)}
					<Button variant="quiet" busy={resolve.isPending} onClick={() => setAsking('dismiss')}>
						Dismiss
					</Button>
				</div>
			)}
			<p role="status" className={resolve.isSuccess ? 'moderation-result' : 'visually-hidden'}>
				{resolve.isSuccess ? `${DONE[resolve.data.action]}. ${closedCount(resolve.data.closed)}.` : ''}
			</p>
			<FormAlert message={resolve.isError ? `Nothing was done: ${resolve.error.message}` : null} />
			{question && asking && (
				<ConfirmDialog
					open
					title={question.title}
					confirmLabel={question.confirm}
					cancelLabel="Cancel"
					onCancel={() => setAsking(null)}
					onConfirm={() => {
						resolve.mutate(asking)
						setAsking(null)
					}}
				>
					<p>{question.body}</p>
				</ConfirmDialog>
			)}
		</article>
	)
}

const QUESTIONS: Record<
	ResolveAction,
	(report: AdminReport, ownerName: string) => { title: string; body: string; confirm: string }
> = {
	hide: (report, ownerName) => ({
		title: `Hide this ${report.targetKind}?`,
		body: `Nobody but ${ownerName} will see it; they see it marked hidden and cannot make it visible again. All open reports on it close.`,
		confirm: `Hide ${report.targetKind}`,
	}),
	suspend: (report, ownerName) => ({
		title: `Suspend ${ownerName}?`,
		body: `@${report.owner?.username ?? ''} is signed out everywhere and cannot sign in. Their profile and everything they wrote disappear for everyone. All open reports on this ${report.targetKind} close.`,
		confirm: 'Suspend reader',
	}),
	dismiss: (report) => ({
		title: 'Dismiss the report?',
		body: `Nothing changes for the ${report.targetKind}. All open reports on it close.`,
		confirm: 'Dismiss',
	}),
}
