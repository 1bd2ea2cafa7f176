import { useState } from 'react'
import type { ActiveSession } from '../../../shared/schemas/account.ts'
import { Button } from '../../components/ui/button.tsx'
import { CheckboxField } from '../../components/ui/checkbox-field.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { useActiveSessions, useSignOutOthers, useSignOutSession } from './account-hooks.ts'
import { loadHomeSignedOut } from './load-home-signed-out.ts'
import { useReaderTime } from '../../lib/reader-clock.tsx'

const DEVICES: Record<ActiveSession['device'], string> = {
	desktop: 'Computer',
	mobile: 'Phone',
	tablet: 'Tablet',
	other: 'Other device',
}

/** Every browser signed in to the account, this one marked; each can be signed out from here. */
export function SessionsList() {
	const dates = useReaderTime()
	const sessions = useActiveSessions()
	const signOut = useSignOutSession()
	const signOutOthers = useSignOutOthers()

	function onSignOut(session: ActiveSession) {
		signOut.mutate(session.id, {
			onSuccess: () => {
				if (session.current) loadHomeSignedOut()
			},
		})
	}

	const failure = signOut.error ?? signOutOthers.error
	const others = signOutOthers.data
	const [revokeTokens, setRevokeTokens] = useState(false)
	return (
		<section className="settings-group" aria-labelledby="sessions-title">
			<h2 id="sessions-title">Active sessions</h2>
			<p className="muted">
				Browsers signed in to your account. Sign out any you do not recognise, then change your password.
			</p>
			<FormAlert message={failure?.message} />
			<FormAlert tone="success" message={others ? signedOutMessage(others.signedOut, others.tokensRevoked) : null} />
			<QueryState query={sessions}>
				{({ sessions: list }) => (
					<>
						<ul className="sessions">
							{/* This browser first, then the others newest first (the server's order). */}
							{[...list]
								.sort((a, b) => Number(b.current) - Number(a.current))
								.map((session) => (
									<li key={session.id} className="sessions__item">
										<div>
											<p className="sessions__label">
												{session.label}
												{session.current && <span className="badge">This browser</span>}
											</p>
											<p className="sessions__meta">
												{DEVICES[session.device]}
												{session.ipAddress && ` · ${session.ipAddress}`}
											</p>
											<p className="sessions__meta">
												Last active {dates.dateTime(session.lastSeenAt)} · signed in {dates.dateTime(session.createdAt)}
											</p>
										</div>
										<Button
											variant="secondary"
											busy={signOut.isPending && signOut.variables === session.id}
											onClick={() => onSignOut(session)}
										>
											Sign out
											<span className="visually-hidden"> {session.current ? 'this browser' : session.label}</span>
										</Button>
									</li>
								))}
						</ul>
						{list.some((s) => !s.current) && (
							<div className="sessions__others">
								<CheckboxField
									id="sessions-revoke-tokens"
									label="Also revoke every personal access token (scripts and apps using one stop working)"
									checked={revokeTokens}
									onChange={(event) => setRevokeTokens(event.currentTarget.checked)}
								/>
								<Button
									variant="secondary"
									busy={signOutOthers.isPending}
									onClick={() => signOutOthers.mutate({ revokeTokens })}
								>
									Sign out everywhere else
								</Button>
							</div>
						)}
					</>
				)}
			</QueryState>
		</section>
	)
}

function signedOutMessage(sessions: number, tokens: number) {
	const signedOut =
		sessions === 1 ? 'One other session has been signed out.' : `${sessions} other sessions have been signed out.`
	if (tokens === 0) return signedOut
	return `${signedOut} ${tokens === 1 ? 'One access token has' : `${tokens} access tokens have`} been revoked.`
}
