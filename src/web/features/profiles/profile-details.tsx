import { Link } from 'react-router'
import { userFeedPath, userPagePath } from '../../../shared/page-routes.ts'
import type { ProfileView } from '../../../shared/schemas/profile.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { ProfileShowcase } from '../showcase/profile-showcase.tsx'
import { ProfileActions } from './profile-actions.tsx'
import { useReaderTime } from '../../lib/reader-clock.tsx'

// Each count is a link to the page that lists what it counts.
const COUNTS = [
	['booksRead', 'Books read', 'diary'],
	['reviews', 'Reviews', 'reviews'],
	['lists', 'Lists', 'lists'],
	['followers', 'Followers', 'followers'],
	['following', 'Following', 'following'],
] as const

/**
 * A profile as the viewer may see it: everything, or (a private profile of someone else) name and picture.
 * `nameInHeading`: the page's h1 already says the name, so the card does not repeat it.
 */
export function ProfileDetails({ profile, nameInHeading = false }: { profile: ProfileView; nameInHeading?: boolean }) {
	const dates = useReaderTime()
	const { details } = profile
	return (
		<>
			<section className="profile-card" aria-label="Profile">
				<Avatar src={profile.picture?.large} name={profile.name || profile.username} size="large" />
				<div className="profile-card__text">
					{!nameInHeading && <p className="profile-card__name">{profile.name || profile.username}</p>}
					<p className="profile-card__username">
						@{profile.username}
						{/* The space keeps the badge a word of its own for screen readers and copied text. */}
						{profile.follow?.followsYou && (
							<>
								{' '}
								<span className="follows-you">Follows you</span>
							</>
						)}
					</p>
					{details?.location && <p className="profile-card__location">{details.location}</p>}
					{details && <p className="profile-card__joined">Joined {dates.longDate(details.joinedAt)}</p>}
				</div>
			</section>
			{profile.follow && (
				<ProfileActions
					username={profile.username}
					name={profile.name || profile.username}
					visibility={profile.visibility}
					follow={profile.follow}
				/>
			)}
			{profile.can.edit && (
				<p>
					<Link to="/nav/settings" className="button button--secondary">
						Edit profile in settings
					</Link>
				</p>
			)}
			{details ? (
				<>
					<section className="profile-section" aria-labelledby="profile-bio">
						<h2 id="profile-bio">About</h2>
						{/* Plain text in a text node, never HTML; CSS keeps the reader's line breaks. */}
						{details.bio ? (
							<p className="profile-bio">{details.bio}</p>
						) : (
							<p className="muted">{profile.can.edit ? 'You have not written a bio yet.' : 'No bio yet.'}</p>
						)}
					</section>
					<ProfileShowcase username={profile.username} name={profile.name || profile.username} own={profile.can.edit} />
					<section className="profile-section" aria-labelledby="profile-counts">
						<h2 id="profile-counts">Reading</h2>
						<dl className="profile-counts">
							{COUNTS.map(([key, label, page]) => (
								<div key={key}>
									<dt>{label}</dt>
									<dd>
										<Link to={userPagePath(profile.username, page)} aria-label={`${label}: ${details.counts[key]}`}>
											{details.counts[key]}
										</Link>
									</dd>
								</div>
							))}
						</dl>
					</section>
					{/* The feeds show what visitors see, so a private profile has none. */}
					{profile.visibility === 'public' && (
						<p className="profile-feeds">
							In a feed reader: <a href={userFeedPath(profile.username, 'diary')}>diary feed</a> ·{' '}
							<a href={userFeedPath(profile.username, 'reviews')}>reviews feed</a>
						</p>
					)}
				</>
			) : (
				<p className="profile-private-note">
					This profile is private: only {profile.name || profile.username}'s name and picture are shown.
				</p>
			)}
		</>
	)
}
