import { useRef, useState } from 'react'
import type { AccessTokenView, CreatedAccessToken } from '../../../shared/schemas/access-tokens.ts'
import { Button } from '../../components/ui/button.tsx'
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { useAccessTokens, useRevokeAccessToken } from './access-token-hooks.ts'
import { CreatedAccessTokenPanel } from './created-access-token.tsx'
import { NewAccessTokenForm } from './new-access-token-form.tsx'
import { useReaderTime } from '../../lib/reader-clock.tsx'

const SCOPE_LABELS: Record<AccessTokenView['scope'], string> = { read: 'Read', 'read-write': 'Read and write' }

/** Settings → Authentication: tokens for the public API (/api/docs), made, listed and revoked here only. */
export function AccessTokens() {
	const dates = useReaderTime()
	const tokens = useAccessTokens()
	const revoke = useRevokeAccessToken()
	const [created, setCreated] = useState<CreatedAccessToken | null>(null)
	const [asking, setAsking] = useState<AccessTokenView | null>(null)
	const [revoked, setRevoked] = useState<string | null>(null)
	const listHeadingRef = useRef<HTMLHeadingElement>(null)

	function confirmRevoke() {
		const token = asking
		setAsking(null)
		if (!token) return
		setRevoked(null)
		revoke.mutate(token.id, {
			onSuccess: () => {
				setRevoked(`The token “${token.name}” has been revoked. Anything using it can no longer get in.`)
				if (created?.token.id === token.id) setCreated(null)
				// Its Revoke button is gone with it; the list's heading keeps the reader's place.
				listHeadingRef.current?.focus()
			},
		})
	}

	return (
		<section className="settings-group" aria-labelledby="tokens-title">
			<h2 id="tokens-title">Personal access tokens</h2>
			<p className="muted">
				Apps and scripts you write can use Dogear through its <a href="/api/docs">API</a> with a token. A token acts as
				you and sees what you see; it cannot change your password, e-mail address or tokens, or delete your account.
			</p>
			{created ? (
				<CreatedAccessTokenPanel created={created} onDone={() => setCreated(null)} />
			) : (
				<NewAccessTokenForm onCreated={setCreated} />
			)}
			<div className="settings-subgroup">
				<h3 id="token-list-title" ref={listHeadingRef} tabIndex={-1}>
					Your tokens
				</h3>
				<FormAlert message={revoke.error?.message} />
				<FormAlert tone="success" message={revoked} />
				<QueryState query={tokens}>
					{({ tokens: list }) =>
						list.length === 0 ? (
							<p className="muted">You have no tokens.</p>
						) : (
							<ul className="sessions" aria-labelledby="token-list-title">
								{list.map((token) => (
									<li key={token.id} className="sessions__item">
										<div>
											<p className="sessions__label">
												{token.name}
												<span className="badge badge--neutral">{SCOPE_LABELS[token.scope]}</span>
											</p>
											<p className="sessions__meta">
												Created {dates.dateTime(token.createdAt)} ·{' '}
												{token.lastUsedAt ? `last used ${dates.dateTime(token.lastUsedAt)}` : 'never used'}
											</p>
										</div>
										<Button
											variant="secondary"
											busy={revoke.isPending && revoke.variables === token.id}
											onClick={() => setAsking(token)}
										>
											Revoke<span className="visually-hidden"> {token.name}</span>
										</Button>
									</li>
								))}
							</ul>
						)
					}
				</QueryState>
			</div>
			<ConfirmDialog
				open={asking !== null}
				title="Revoke this token?"
				confirmLabel="Revoke token"
				cancelLabel="Keep it"
				onConfirm={confirmRevoke}
				onCancel={() => setAsking(null)}
			>
				<p>
					Anything that uses “{asking?.name}” stops working at once. This cannot be undone; you can make a new token.
				</p>
			</ConfirmDialog>
		</section>
	)
}
