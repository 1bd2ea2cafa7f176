import { ClubFrame } from './club-frame.tsx'

export function ClubPage() {
	return <ClubFrame title="Overview">{(club) => <p>{club.description}</p>}</ClubFrame>
}
