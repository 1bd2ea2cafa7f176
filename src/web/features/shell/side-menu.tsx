import type { Ref } from 'react'
import { Link, NavLink } from 'react-router'
import { ADMIN_PATH, SHELL_SECTIONS } from '../../../shared/page-routes.ts'
import { Avatar } from '../../components/ui/avatar.tsx'
import { LogoMark } from '../../components/ui/logo.tsx'
import { UnreadBadge } from '../notifications/unread-badge.tsx'
import { useSignOut } from '../auth/use-sign-out.ts'

export const SHELL_MENU_ID = 'shell-menu'

/** admin: the signed-in reader administers this instance, so the menu leads to the reports. */
type SideMenuProps = {
	open: boolean
	userName: string
	userImage: string | null
	admin: boolean
	menuRef: Ref<HTMLElement>
}

export function SideMenu({ open, userName, userImage, admin, menuRef }: SideMenuProps) {
	return (
		<nav
			id={SHELL_MENU_ID}
			ref={menuRef}
			aria-label="Main"
			className={open ? 'side-menu side-menu--open' : 'side-menu'}
		>
			<Link to="/nav/home" className="brand side-menu__brand">
				<LogoMark />
				<span className="brand__name">Dogear</span>
			</Link>
			<div className="side-menu__user">
				{userImage && <Avatar src={userImage} name={userName} size="small" />}
				<p>
					Signed in as <strong>{userName}</strong>
				</p>
			</div>
			<ul className="side-menu__list">
				{SHELL_SECTIONS.map((section) => (
					<li key={section.path}>
						<NavLink to={section.path} className="side-menu__link">
							{section.title}
							{section.path === '/nav/notifications' && <UnreadBadge />}
						</NavLink>
					</li>
				))}
				{admin && (
					<li>
						<NavLink to={ADMIN_PATH} className="side-menu__link">
							Admin
						</NavLink>
					</li>
				)}
				<li className="side-menu__separator">
					<SignOutButton />
				</li>
			</ul>
			<p className="side-menu__version">Version {__APP_VERSION__}</p>
		</nav>
	)
}

/** A button, not a link to /nav/signout: signing out is a POST (use-sign-out.ts); a failure is said beside it. */
function SignOutButton() {
	const signOut = useSignOut()
	return (
		<>
			<button
				type="button"
				className="side-menu__link side-menu__button"
				aria-busy={signOut.isPending || undefined}
				onClick={() => signOut.isPending || signOut.mutate()}
			>
				Sign out
			</button>
			{signOut.isError && (
				<p role="alert" className="side-menu__error">
					Signing out did not work: {signOut.error.message}
				</p>
			)}
		</>
	)
}
