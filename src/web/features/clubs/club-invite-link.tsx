import { useState } from 'react'
import { clubInvitePath } from '../../../shared/page-routes.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { useOrigin } from '../../lib/use-origin.ts'
import type { useMemberWrites } from './club-member-hooks.ts'

/**
 * The club's invite link for moderators: make one, copy it, replace it (the old one stops working) or turn
 * it off. Whoever opens it asks to join an invite-only club (docs/decisions/0009-club-invite-links.md).
 */
export function ClubInviteLinkPanel({
	token,
	access,
	writes,
}: {
	token: string | null
	access: 'public' | 'invite'
	writes: ReturnType<typeof useMemberWrites>
}) {
	const [said, setSaid] = useState<string | null>(null)
	const origin = useOrigin()
	const link = token ? `${origin}${clubInvitePath(token)}` : null
	const change = (keep: boolean) => {
		setSaid(null)
		writes.link.mutate(keep, {
			onSuccess: () =>
				setSaid(
					keep
						? token
							? 'A new link is ready; the old one no longer works.'
							: 'The link is ready to share.'
						: 'The link is turned off.',
				),
		})
	}
	async function copy() {
		if (!link) return
		try {
			await navigator.clipboard.writeText(link)
			setSaid('Link copied.')
		} catch {
			setSaid('Your browser did not let us copy: select the link and copy it yourself.')
		}
	}
	return (
		<section className="club-invite-link" aria-labelledby="club-link-heading">
			<h2 id="club-link-heading">Invite link</h2>
			<p className="muted">
				{access === 'invite'
					? 'Readers who open the link see the club and can ask to join; you accept or decline them on this page.'
					: 'Readers who open the link can join the club at once.'}
			</p>
			<FormAlert message={writes.link.error?.message} />
			<FormAlert tone="success" message={said} />
			{link && (
				<div className="club-invite-link__field">
					<label htmlFor="club-invite-link-url" className="field__label">
						Link
					</label>
					<input
						id="club-invite-link-url"
						className="field__input"
						readOnly
						value={link}
						onFocus={(e) => e.currentTarget.select()}
					/>
				</div>
			)}
			<div className="form__actions">
				{link && <Button onClick={copy}>Copy link</Button>}
				<Button variant="secondary" busy={writes.link.isPending} onClick={() => change(true)}>
					{link ? 'Make a new link' : 'Create a link'}
				</Button>
				{link && (
					<Button variant="quiet" busy={writes.link.isPending} onClick={() => change(false)}>
						Turn off the link
					</Button>
				)}
			</div>
		</section>
	)
}
