import { ClubFrame } from './club-frame.tsx'

export function EditClubPage() {
	return <ClubFrame title="Edit">{(club) => <p>{club.description}</p>}</ClubFrame>
}
