import type { AccountView } from '../../../shared/schemas/account.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { QueryState } from '../../components/ui/query-state.tsx'
import { AccessTokens } from '../api/access-tokens.tsx'
import { useAccount, useSendResetLink } from './account-hooks.ts'
import { ChangeEmailForm } from './change-email-form.tsx'
import { ChangePasswordForm } from './change-password-form.tsx'
import { SessionsList } from './sessions-list.tsx'
import { useReaderTime } from '../../lib/reader-clock.tsx'

/** What the e-mail confirmation link says when it sends the reader back here (?email=…). */
const EMAIL_STATUS: Record<string, { tone: 'success' | 'error'; message: (email: string) => string }> = {
	changed: {
		tone: 'success',
		message: (email) => `Your e-mail address has been changed. You now sign in with ${email}.`,
	},
	invalid: {
		tone: 'error',
		message: () =>
			'This confirmation link is invalid or has expired, or the address is now used by another account. Your e-mail address has not changed.',
	},
}

function signInMethod(account: AccountView) {
	const providers = account.providers.map((p) => p.name).join(' or ')
	if (account.signInMethod === 'password') return 'E-mail address and password'
	if (account.signInMethod === 'provider') return `${providers} only (no password yet)`
	return `E-mail address and password, or ${providers}`
}

export function AuthenticationSettings({ emailStatus }: { emailStatus: string | null }) {
	const dates = useReaderTime()
	const account = useAccount()
	return (
		<QueryState query={account}>
			{(data) => {
				const status = emailStatus ? EMAIL_STATUS[emailStatus] : undefined
				return (
					<>
						<section className="settings-group" aria-labelledby="sign-in-title">
							<h2 id="sign-in-title">How you sign in</h2>
							{status && <FormAlert tone={status.tone} message={status.message(data.email)} />}
							<dl className="details-list">
								<div>
									<dt>Sign-in method</dt>
									<dd>{signInMethod(data)}</dd>
								</div>
								<div>
									<dt>E-mail address</dt>
									<dd>
										{data.email}{' '}
										<span className="muted">({data.emailVerified ? 'confirmed' : 'not confirmed yet'})</span>
									</dd>
								</div>
								<div>
									<dt>Last sign-in</dt>
									<dd>{data.lastLoginAt ? dates.dateTime(data.lastLoginAt) : 'Not yet'}</dd>
								</div>
							</dl>
						</section>
						<section className="settings-group" aria-labelledby="password-title">
							<h2 id="password-title">Password</h2>
							{data.hasPassword ? (
								<ChangePasswordForm />
							) : (
								<p>Your account has no password yet. Send yourself a reset link below to set one.</p>
							)}
							<ResetLink />
						</section>
						<section className="settings-group" aria-labelledby="email-title">
							<h2 id="email-title">E-mail address</h2>
							<ChangeEmailForm currentEmail={data.email} hasPassword={data.hasPassword} />
						</section>
						<SessionsList />
						<AccessTokens />
					</>
				)
			}}
		</QueryState>
	)
}

function ResetLink() {
	const send = useSendResetLink()
	return (
		<div className="settings-subgroup">
			<h3>Reset link</h3>
			<p className="muted">
				We can also mail you a link to choose a new password, for instance if you have forgotten the current one.
			</p>
			<FormAlert message={send.isError ? send.error.message : null} />
			<FormAlert tone="success" message={send.isSuccess ? send.data.message : null} />
			<Button variant="secondary" busy={send.isPending} onClick={() => send.mutate()}>
				Send me a reset link
			</Button>
		</div>
	)
}
