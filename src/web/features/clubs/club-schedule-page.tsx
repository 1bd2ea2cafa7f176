import { ClubFrame } from './club-frame.tsx'

export function ClubSchedulePage() {
	return <ClubFrame title="Schedule">{(club) => <p>{club.description}</p>}</ClubFrame>
}
