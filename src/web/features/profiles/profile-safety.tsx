import { BlockButton } from '../blocks/block-button.tsx'
import { ReportButton } from '../reports/report-button.tsx'

/** Under the follow button of someone else's profile: block them, or report the profile. */
export function ProfileSafety({ username, name }: { username: string; name: string }) {
	return (
		<div className="profile-safety" role="group" aria-label={`Block or report ${name}`}>
			<BlockButton username={username} name={name} />
			<ReportButton targetKind="profile" targetId={username} what={`${name}'s profile`} />
		</div>
	)
}
