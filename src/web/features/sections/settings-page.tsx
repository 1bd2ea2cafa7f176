import { useNavigate } from 'react-router'
import { SIGN_OUT_PATH } from '../../../shared/page-routes.ts'
import { Button } from '../../components/ui/button.tsx'
import { useSession } from '../session/session-queries.ts'
import { SectionPage } from './section-page.tsx'

export function SettingsPage() {
	const user = useSession().data?.user
	const navigate = useNavigate()
	if (!user) return null
	return (
		<SectionPage path="/nav/settings">
			<section className="settings-group" aria-labelledby="settings-account">
				<h2 id="settings-account">Account</h2>
				<dl className="details-list">
					<div>
						<dt>Username</dt>
						<dd>{user.username}</dd>
					</div>
					<div>
						<dt>Name</dt>
						<dd>{user.name || user.username}</dd>
					</div>
					<div>
						<dt>E-mail address</dt>
						<dd>{user.email}</dd>
					</div>
				</dl>
				<p className="muted">Changing these, your password and your picture, exporting your data and deleting your account come in a later version.</p>
			</section>
			<section className="settings-group" aria-labelledby="settings-session">
				<h2 id="settings-session">Session</h2>
				<Button variant="secondary" onClick={() => navigate(SIGN_OUT_PATH)}>
					Sign out
				</Button>
			</section>
		</SectionPage>
	)
}
