import type { ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router'
import { SHELL_SECTIONS } from '../../../shared/page-routes.ts'
import { SkipLink } from '../../components/ui/skip-link.tsx'
import { useSession } from '../site/session-hooks.ts'
import { RequireSession } from './require-session.tsx'
import { SHELL_MENU_ID, SideMenu } from './side-menu.tsx'
import { useMenuToggle } from './use-menu-toggle.ts'

export function ShellLayout() {
	return (
		<RequireSession>
			<SignedInShell>
				<Outlet />
			</SignedInShell>
		</RequireSession>
	)
}

/** Top bar, side menu and main area; also the frame of pages outside /nav, such as /u/<username>, for signed-in readers. */
export function SignedInShell({ children }: { children: ReactNode }) {
	const user = useSession().data?.user
	const { pathname } = useLocation()
	const menu = useMenuToggle()
	const section = SHELL_SECTIONS.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`))
	return (
		<div className="shell">
			<SkipLink />
			<header className="shell-topbar">
				<button
					type="button"
					ref={menu.toggleRef}
					className="shell-topbar__toggle"
					aria-expanded={menu.open}
					aria-controls={SHELL_MENU_ID}
					onClick={menu.toggle}
				>
					<span className="hamburger" aria-hidden="true" />
					<span className="visually-hidden">Menu</span>
				</button>
				{/* Not a heading: the page's h1 below already names the section; this is orientation for small screens. */}
				<p className="shell-topbar__title">{section?.title ?? 'Dogear'}</p>
			</header>
			{/* Pointer users close the menu by tapping beside it; keyboard users have Escape and the toggle. */}
			{menu.open && <div className="shell-backdrop" aria-hidden="true" onClick={menu.close} />}
			<SideMenu
				open={menu.open}
				userName={user?.name || user?.username || ''}
				userImage={user?.image ?? null}
				admin={user?.role === 'admin'}
				menuRef={menu.menuRef}
			/>
			<main id="main-content" tabIndex={-1} className="shell-main">
				{children}
			</main>
		</div>
	)
}
