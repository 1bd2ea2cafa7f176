import { useSession } from '../session/session-queries.ts'
import { SectionPage } from './section-page.tsx'

/**
 * What other readers will see of you: name and username (the e-mail address stays private). Only pictures served
 * by this server are shown: the CSP allows images from this origin alone, so a provider's picture URL would break.
 */
export function ProfilePage() {
	const user = useSession().data?.user
	if (!user) return null
	const initial = (user.name || user.username).slice(0, 1).toUpperCase()
	return (
		<SectionPage path="/nav/profile" heading="Your Profile">
			<section className="profile-card" aria-label="Public profile">
				{user.image?.startsWith('/') ? (
					<img className="avatar" src={user.image} alt="" width={96} height={96} />
				) : (
					<span className="avatar avatar--initial" aria-hidden="true">
						{initial}
					</span>
				)}
				<div>
					<p className="profile-card__name">{user.name || user.username}</p>
					<p className="profile-card__username">@{user.username}</p>
				</div>
			</section>
			<p className="muted">A bio, location and your reading statistics will appear here once profiles can be edited.</p>
		</SectionPage>
	)
}
