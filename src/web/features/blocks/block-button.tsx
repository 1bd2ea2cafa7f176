import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { PRIVACY_SETTINGS_PATH } from './blocked-readers.tsx'
import type { SetBlock } from './block-hooks.ts'

/**
 * Block a reader from their profile, after a question that says what blocking does. Once blocked, the profile
 * is not found on its next load; until then the result is said here, with the way back (Settings › Privacy).
 * The profile owns `block` (useSetBlock), so its follow button can go once the block is made.
 */
export function BlockButton({ username, name, block }: { username: string; name: string; block: SetBlock }) {
	const [asking, setAsking] = useState(false)
	if (block.isSuccess) {
		return (
			<div className="moderation-result" role="status">
				<p>
					You blocked {name}. You will not see each other any more.{' '}
					<Link to={PRIVACY_SETTINGS_PATH}>Unblock in Settings › Privacy</Link>
				</p>
			</div>
		)
	}
	return (
		<>
			<Button variant="secondary" busy={block.isPending} onClick={() => setAsking(true)}>
				Block
			</Button>
			<FormAlert message={block.isError ? `${name} was not blocked: ${block.error.message}` : null} />
			<ConfirmDialog
				open={asking}
				title={`Block ${name}?`}
				confirmLabel="Block"
				cancelLabel="Cancel"
				onCancel={() => setAsking(false)}
				onConfirm={() => {
					setAsking(false)
					block.mutate(true)
				}}
			>
				<p>
					You and @{username} will disappear for each other: profiles, entries, reviews, lists, comments, feeds and
					search. Any follows between you end, both ways. They are not told. You can unblock them later in Settings ›
					Privacy; follows do not come back.
				</p>
			</ConfirmDialog>
		</>
	)
}
