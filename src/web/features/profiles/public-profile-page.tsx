import { useParams } from 'react-router'
import { USERNAME_PATTERN } from '../../../shared/schemas/auth.ts'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { OpenFrame } from '../shell/open-frame.tsx'
import { MemberNav } from './member-nav.tsx'
import { ProfileDetails } from './profile-details.tsx'
import { usePublicProfile } from './profile-hooks.ts'

/**
 * /u/<username>: anyone's profile, for visitors too. Signed-in readers see it inside their shell; visitors in the
 * public frame, with the row of the reader's other pages. No such reader is the not-found page, as for any
 * unknown address.
 */
export function PublicProfilePage() {
	const username = useParams().username ?? ''
	const valid = USERNAME_PATTERN.test(username)
	const profile = usePublicProfile(username, valid)
	if (!valid || (profile.error instanceof ApiError && profile.error.status === 404)) return <NotFoundPage />
	const title = profile.data ? profile.data.name || profile.data.username : username
	return (
		<OpenFrame>
			<div className="section-page">
				<PageHeader title={title} documentTitle={`${title} (@${profile.data?.username ?? username})`} />
				<QueryState query={profile}>
					{(data) => (
						<>
							{/* Only where the viewer may open the reader's pages: a private profile's row would lead to not-found pages. */}
							{data.details && <MemberNav username={data.username} current="profile" />}
							<ProfileDetails profile={data} nameInHeading />
						</>
					)}
				</QueryState>
			</div>
		</OpenFrame>
	)
}
