import { QueryState } from '../../components/ui/query-state.tsx'
import { useAccount } from './account-hooks.ts'
import { DeleteAccount } from './delete-account.tsx'
import { useReaderTime } from '../../lib/reader-clock.tsx'

export function AccountSettings() {
	const dates = useReaderTime()
	const account = useAccount()
	return (
		<QueryState query={account}>
			{(data) => (
				<>
					<section className="settings-group" aria-labelledby="data-title">
						<h2 id="data-title">Your data</h2>
						<p>Your account was created on {dates.longDate(data.createdAt)}.</p>
						<p className="muted">
							The export is one JSON file with everything your account holds: your profile, your account's settings and
							sessions, and your picture. Passwords and secret tokens are left out.
						</p>
						<a href="/api/account/export" download className="button button--secondary">
							Export my data
						</a>
					</section>
					<DeleteAccount account={data} />
				</>
			)}
		</QueryState>
	)
}
