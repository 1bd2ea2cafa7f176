import { Link, useSearchParams } from 'react-router'
import { ADMIN_CATALOGUE_PATH, ADMIN_PATH, ADMIN_SERVERS_PATH } from '../../../shared/page-routes.ts'
import { ReportStatus } from '../../../shared/schemas/admin.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FilterLinks } from '../../components/ui/filter-links.tsx'
import { LoadMore } from '../../components/ui/load-more.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { AdminReportCard } from './admin-report-card.tsx'
import { useAdminReports } from './admin-hooks.ts'

const TABS = [
	['open', 'Open'],
	['resolved', 'Resolved'],
	['dismissed', 'Dismissed'],
] as const

/**
 * /nav/admin[?status=resolved|dismissed]: the reports readers sent, newest first, with what the administrator
 * can do about each. The API answers 404 to anyone else, and so does this page.
 */
export function AdminPage() {
	const [params] = useSearchParams()
	const status = ReportStatus.catch('open').parse(params.get('status') ?? 'open')
	const reports = useAdminReports(status)
	if (reports.error instanceof ApiError && reports.error.status === 404) return <NotFoundPage />
	return (
		<div className="section-page">
			<PageHeader
				title="Administration"
				lead="Reports from readers. Hide content, suspend a reader or dismiss the report; every report on the same thing closes with it."
			/>
			<p>
				<Link to={ADMIN_CATALOGUE_PATH}>Catalogue</Link>: its size, the book services, and loading a catalogue file
			</p>
			<p>
				<Link to={ADMIN_SERVERS_PATH}>Blocked servers</Link>: other servers this one refuses to federate with
			</p>
			<FilterLinks
				label="Reports"
				choices={TABS.map(([value, label]) => ({
					label,
					to: value === 'open' ? ADMIN_PATH : `${ADMIN_PATH}?status=${value}`,
					current: value === status,
				}))}
			/>
			<QueryState query={reports}>
				{(data) => {
					const items = data.pages.flatMap((page) => page.items)
					if (items.length === 0) {
						return (
							<EmptyState title={status === 'open' ? 'No open reports' : `No ${status} reports`}>
								<p>When a reader reports an entry, comment, list or profile, the report appears here.</p>
							</EmptyState>
						)
					}
					return (
						<>
							<ul className="admin-reports">
								{items.map((report) => (
									<li key={report.id}>
										<AdminReportCard report={report} />
									</li>
								))}
							</ul>
							<LoadMore pager={reports} shown={`${items.length} ${items.length === 1 ? 'report' : 'reports'} shown`} />
						</>
					)
				}}
			</QueryState>
		</div>
	)
}
