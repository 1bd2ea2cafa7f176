import { ClubFrame } from './club-frame.tsx'

export function ClubMembersPage() {
	return <ClubFrame title="Members">{(club) => <p>{club.description}</p>}</ClubFrame>
}
