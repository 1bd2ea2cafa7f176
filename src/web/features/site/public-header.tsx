import { Link, NavLink } from 'react-router'
import { useSession } from './session-hooks.ts'
import { BrandLink } from './brand-link.tsx'

/** Header of every public page: the name, and the way in (or back home, for a reader who is signed in). */
export function PublicHeader() {
	const session = useSession()
	const signedIn = Boolean(session.data?.user)
	return (
		<header className="public-header">
			<div className="public-header__inner">
				<BrandLink />
				<nav aria-label="Account" className="public-header__actions">
					{session.isPending ? null : signedIn ? (
						<Link to="/nav/home" className="button button--primary">
							Go to your home
						</Link>
					) : (
						<>
							{/* NavLink marks the page the reader is on (aria-current), so the header says where they are. */}
							<NavLink to="/login" className="button button--quiet">
								Sign in
							</NavLink>
							<NavLink to="/signup" className="button button--primary">
								Sign up
							</NavLink>
						</>
					)}
				</nav>
			</div>
		</header>
	)
}
