import { OpenFrame } from '../shell/open-frame.tsx'

export function ClubInvitePage() {
	return <OpenFrame><p>Invitation</p></OpenFrame>
}
