import { useEffect, useRef } from 'react'
import { Link, useLocation, useParams, useRouteError } from 'react-router'
import { SkipLink } from '../../components/ui/skip-link.tsx'
import { ChunkLoadError } from '../../lib/chunk-reload.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { BrandLink } from '../site/brand-link.tsx'
import { SiteFooter } from '../site/site-footer.tsx'
import { reportClientError } from './report-client-error.ts'
import { routeOf } from './route-pattern.ts'

/**
 * What any route shows when it fails to render: the public frame around a plain message. The frame asks the
 * server nothing, so it cannot fail in turn (a failed answer is often the cause).
 */
export function RouteErrorPage() {
	return (
		<div className="public-layout">
			<SkipLink />
			<header className="public-header">
				<div className="public-header__inner">
					<BrandLink />
				</div>
			</header>
			<main id="main-content" tabIndex={-1} className="public-main public-main--narrow">
				<div className="auth-card">
					<RouteErrorMessage home="/" homeLabel="Go to the home page" />
				</div>
			</main>
			<SiteFooter />
		</div>
	)
}

/** The same message inside the signed-in shell, which stays around it, so the reader keeps the menu. */
export function ShellRouteError() {
	return <RouteErrorMessage home="/nav/home" homeLabel="Go to your home" />
}

function RouteErrorMessage({ home, homeLabel }: { home: string; homeLabel: string }) {
	const error = useRouteError()
	const { pathname } = useLocation()
	const route = routeOf(pathname, useParams())
	const heading = useRef<HTMLHeadingElement>(null)
	const chunk = error instanceof ChunkLoadError
	const title = chunk ? 'This page could not load' : 'Something went wrong'
	useDocumentTitle(title)
	useEffect(() => heading.current?.focus(), [])
	// A chunk that did not arrive is the network's or a deploy's doing (and is seen in the server's own log);
	// anything else is a fault in the app, which the server's log should show.
	useEffect(() => {
		if (!chunk) reportClientError(error, route)
	}, [chunk, error, route])
	return (
		<section aria-labelledby="route-error-title">
			<div role="alert" className="page-header">
				<h1 id="route-error-title" ref={heading} tabIndex={-1} className="page-header__title">
					{title}
				</h1>
				<p className="page-header__lead">
					{chunk
						? 'Part of Dogear did not arrive: the connection may have dropped, or Dogear was just updated. Trying again loads it afresh.'
						: "Dogear could not show this page. The error was sent to the site's log; trying again often helps."}
				</p>
			</div>
			<div className="form__actions">
				{/* A reload: the page's code and its answers fetched afresh, as a new build may have fixed it. */}
				<button type="button" className="button button--primary" onClick={() => window.location.reload()}>
					Try again
				</button>
				<Link to={home} className="button button--secondary">
					{homeLabel}
				</Link>
			</div>
		</section>
	)
}
