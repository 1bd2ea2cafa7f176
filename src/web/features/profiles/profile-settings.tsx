import { QueryState } from '../../components/ui/query-state.tsx'
import { useOwnProfile } from './profile-hooks.ts'
import { useSession } from '../site/session-hooks.ts'
import { PictureSettings } from './picture-settings.tsx'
import { ProfileForm } from './profile-form.tsx'
import { FavouriteSettings } from '../showcase/favourite-settings.tsx'

export function ProfileSettings() {
	const profile = useOwnProfile()
	const email = useSession().data?.user?.email ?? ''
	return (
		<QueryState query={profile}>
			{(data) => (
				<>
					<PictureSettings profile={data} />
					<section className="settings-group">
						<ProfileForm profile={data} email={email} />
					</section>
					<FavouriteSettings />
				</>
			)}
		</QueryState>
	)
}
