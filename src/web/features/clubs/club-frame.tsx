import type { ReactNode } from 'react'
import { NavLink, useLocation, useParams } from 'react-router'
import { clubPath, isKnownPage, type ClubPage } from '../../../shared/page-routes.ts'
import type { ClubView } from '../../../shared/schemas/clubs.ts'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { OpenFrame } from '../shell/open-frame.tsx'
import { useClub } from './club-hooks.ts'

const TABS: { page: ClubPage | undefined; label: string }[] = [
	{ page: undefined, label: 'Overview' },
	{ page: 'schedule', label: 'Schedule' },
	{ page: 'discussion', label: 'Discussion' },
	{ page: 'polls', label: 'Next book' },
	{ page: 'members', label: 'Members' },
]

/**
 * The frame of every page of a club (/club/<id>/…): the club's name and its tabs above the page. Whoever may
 * not see the club gets the not-found page, as the server answers 404.
 */
export function ClubFrame({ title, children }: { title: string; children: (club: ClubView) => ReactNode }) {
	const id = useParams().id ?? ''
	const valid = isKnownPage(useLocation().pathname)
	const club = useClub(id, valid)
	if (!valid || (club.error instanceof ApiError && club.error.status === 404)) return <NotFoundPage />
	return (
		<OpenFrame>
			<div className="section-page club-page">
				<QueryState query={club}>
					{({ club }) => (
						<>
							<PageHeader
								title={club.name}
								documentTitle={`${title} · ${club.name}`}
								lead={club.access === 'public' ? 'Public book club' : 'Invite-only book club'}
							/>
							<nav className="club-tabs" aria-label="Club">
								{TABS.map((tab) => (
									<NavLink key={tab.label} to={clubPath(club.id, tab.page)} end className="club-tabs__tab">
										{tab.label}
									</NavLink>
								))}
							</nav>
							{children(club)}
						</>
					)}
				</QueryState>
			</div>
		</OpenFrame>
	)
}
