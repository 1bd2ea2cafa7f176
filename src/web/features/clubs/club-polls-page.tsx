import { ClubFrame } from './club-frame.tsx'

export function ClubPollsPage() {
	return <ClubFrame title="Next book">{(club) => <p>{club.description}</p>}</ClubFrame>
}
