import { Link } from 'react-router'
import { NEW_CLUB_PATH } from '../../../shared/page-routes.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { SectionPage } from '../shell/section-page.tsx'
import { ClubCards } from './club-card.tsx'
import { useMyClubs } from './club-core-hooks.ts'

/** /nav/clubs: the reader's clubs, the invitations waiting for an answer, the requests they made, and a new club. */
export function ClubsPage() {
	const clubs = useMyClubs()
	return (
		<SectionPage path="/nav/clubs" heading="Your Book Clubs">
			<p className="clubs-page__actions">
				<Link to={NEW_CLUB_PATH} className="button button--primary">
					New club
				</Link>
				<Link to="/nav/search?type=club">Find a public club</Link>
			</p>
			<QueryState query={clubs}>
				{({ clubs, invitations, requests }) => (
					<>
						{invitations.length > 0 && (
							<section className="clubs-page__group" aria-labelledby="club-invitations-heading">
								<h2 id="club-invitations-heading">Invitations</h2>
								<p className="muted">Open a club to accept or decline.</p>
								<ClubCards clubs={invitations} />
							</section>
						)}
						<section className="clubs-page__group" aria-labelledby="your-clubs-heading">
							<h2 id="your-clubs-heading">Your clubs</h2>
							{clubs.length === 0 ? (
								<EmptyState title="You are not in any book club yet">
									<p>
										Book clubs let a group read the same book on a schedule and talk about it without spoilers. Start
										one, or find a public club to join.
									</p>
								</EmptyState>
							) : (
								<ClubCards clubs={clubs} />
							)}
						</section>
						{requests.length > 0 && (
							<section className="clubs-page__group" aria-labelledby="club-requests-heading">
								<h2 id="club-requests-heading">Waiting for an answer</h2>
								<p className="muted">You asked to join these clubs; their moderators will answer.</p>
								<ClubCards clubs={requests} />
							</section>
						)}
					</>
				)}
			</QueryState>
		</SectionPage>
	)
}
