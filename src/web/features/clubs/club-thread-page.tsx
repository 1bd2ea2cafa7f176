import { ClubFrame } from './club-frame.tsx'

export function ClubThreadPage() {
	return <ClubFrame title="Thread">{(club) => <p>{club.description}</p>}</ClubFrame>
}
