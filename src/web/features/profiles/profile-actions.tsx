import type { ProfileFollow, ProfileVisibility } from '../../../shared/schemas/profile.ts'
import { BlockButton } from '../blocks/block-button.tsx'
import { useSetBlock } from '../blocks/block-hooks.ts'
import { FollowButton } from '../follows/follow-button.tsx'
import { ReportButton } from '../reports/report-button.tsx'
import { useProfileBlocked } from './profile-hooks.ts'

type Props = { username: string; name: string; visibility: ProfileVisibility; follow: ProfileFollow }

/**
 * Someone else's profile, for a signed-in viewer: follow them, and under it block them or report the profile.
 * Once blocked, there is nobody left to follow: the button goes and the block's result takes its place.
 */
export function ProfileActions({ username, name, visibility, follow }: Props) {
	const profileBlocked = useProfileBlocked()
	const block = useSetBlock(username, () => profileBlocked(username))
	return (
		<>
			{!block.isSuccess && <FollowButton username={username} name={name} visibility={visibility} follow={follow} />}
			<div className="profile-safety" role="group" aria-label={`Block or report ${name}`}>
				<BlockButton username={username} name={name} block={block} />
				<ReportButton targetKind="profile" targetId={username} what={`${name}'s profile`} />
			</div>
		</>
	)
}
