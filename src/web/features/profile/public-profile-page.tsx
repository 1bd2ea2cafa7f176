import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { USERNAME_PATTERN } from '../../../shared/schemas/auth.ts'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { ApiError } from '../../lib/api.ts'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { useSession } from '../session/session-queries.ts'
import { SignedInShell } from '../shell/shell-layout.tsx'
import { PublicLayout } from '../site/public-layout.tsx'
import { ProfileDetails } from './profile-details.tsx'
import { usePublicProfile } from './profile-queries.ts'

/**
 * /u/<username>: anyone's profile, for visitors too. Signed-in readers see it inside their shell; visitors in the
 * public frame. No such reader is the not-found page, as for any unknown address.
 */
export function PublicProfilePage() {
	const username = useParams().username ?? ''
	const valid = USERNAME_PATTERN.test(username)
	const session = useSession()
	const profile = usePublicProfile(username, valid)
	if (!valid || (profile.error instanceof ApiError && profile.error.status === 404)) return <NotFoundPage />
	if (session.isPending) {
		return (
			<p className="page-loading" aria-busy="true">
				Loading…
			</p>
		)
	}
	const Frame = session.data?.user ? SignedInShell : PublicFrame
	const title = profile.data ? profile.data.name || profile.data.username : username
	return (
		<Frame>
			<div className="section-page">
				<PageHeader title={title} documentTitle={`${title} (@${profile.data?.username ?? username})`} />
				<QueryState query={profile}>{(data) => <ProfileDetails profile={data} nameInHeading />}</QueryState>
			</div>
		</Frame>
	)
}

function PublicFrame({ children }: { children: ReactNode }) {
	return <PublicLayout>{children}</PublicLayout>
}
