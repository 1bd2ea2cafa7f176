import { Link, useSearchParams } from 'react-router'
import { ImportsSettings } from '../imports/imports-settings.tsx'
import { SectionPage } from '../shell/section-page.tsx'
import { AccountSettings } from './account-settings.tsx'
import { AuthenticationSettings } from './authentication-settings.tsx'
import { PrivacySettings } from '../profiles/privacy-settings.tsx'
import { ProfileSettings } from '../profiles/profile-settings.tsx'
import { ThemeSettings } from './theme-settings.tsx'

const TABS = [
	{ id: 'profile', label: 'Profile' },
	{ id: 'privacy', label: 'Privacy' },
	{ id: 'authentication', label: 'Authentication' },
	{ id: 'data', label: 'Import & export' },
	{ id: 'appearance', label: 'Appearance' },
	{ id: 'account', label: 'Account' },
] as const
type Tab = (typeof TABS)[number]['id']

/**
 * /nav/settings?tab=…: each section has a real URL, so reloads, links and Back keep it. The e-mail confirmation
 * link comes back with ?email=changed|invalid and no tab, which belongs to Authentication.
 */
export function SettingsPage() {
	const [params] = useSearchParams()
	const tab: Tab =
		TABS.find((t) => t.id === params.get('tab'))?.id ?? (params.has('email') ? 'authentication' : 'profile')
	return (
		<SectionPage path="/nav/settings">
			<nav aria-label="Settings sections" className="settings-nav">
				<ul>
					{TABS.map((t) => (
						<li key={t.id}>
							<Link
								to={t.id === 'profile' ? '/nav/settings' : `/nav/settings?tab=${t.id}`}
								aria-current={t.id === tab ? 'page' : undefined}
								className="settings-nav__link"
							>
								{t.label}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			{tab === 'profile' && <ProfileSettings />}
			{tab === 'privacy' && <PrivacySettings />}
			{tab === 'authentication' && <AuthenticationSettings emailStatus={params.get('email')} />}
			{tab === 'data' && <ImportsSettings />}
			{tab === 'appearance' && <ThemeSettings />}
			{tab === 'account' && <AccountSettings />}
		</SectionPage>
	)
}
