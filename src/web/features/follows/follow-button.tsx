import type { ProfileFollow, ProfileVisibility } from '../../../shared/schemas/profile.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { useSetFollow } from './follow-hooks.ts'

type Props = { username: string; name: string; visibility: ProfileVisibility; follow: ProfileFollow }

const STATE = { none: '', requested: 'Requested', accepted: 'Following' } as const

/**
 * Follow, ask to follow (private profiles), unfollow or withdraw the request. The state is written beside one
 * button that keeps its place, so keyboard focus stays on it while its name changes with the state.
 */
export function FollowButton({ username, name, visibility, follow }: Props) {
	const setFollow = useSetFollow(username)
	const following = follow.status !== 'none'
	const label =
		follow.status === 'accepted'
			? 'Unfollow'
			: follow.status === 'requested'
				? 'Withdraw request'
				: visibility === 'private'
					? 'Request to follow'
					: 'Follow'
	const done = setFollow.isSuccess && !setFollow.isPending ? DONE[setFollow.data.status](name) : ''
	return (
		<div className="follow-control">
			<div className="follow-control__row">
				<span className={following ? 'follow-control__state' : 'follow-control__state follow-control__state--empty'}>
					{STATE[follow.status]}
				</span>
				<Button
					variant={following ? 'secondary' : 'primary'}
					busy={setFollow.isPending}
					onClick={() => setFollow.mutate(!following)}
				>
					{label}
				</Button>
			</div>
			<p role="status" className="visually-hidden">
				{done}
			</p>
			<FormAlert message={setFollow.isError ? `Nothing changed: ${setFollow.error.message}` : null} />
		</div>
	)
}

const DONE = {
	accepted: (name: string) => `You follow ${name} now.`,
	requested: (name: string) => `Follow request sent to ${name}.`,
	none: (name: string) => `You do not follow ${name}.`,
} as const
