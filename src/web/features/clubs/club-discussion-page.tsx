import { ClubFrame } from './club-frame.tsx'

export function ClubDiscussionPage() {
	return <ClubFrame title="Discussion">{(club) => <p>{club.description}</p>}</ClubFrame>
}
