import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { PublicLayout } from '../site/public-layout.tsx'
import { useSite } from '../site/site-hooks.ts'

/** The original's legal pages had Back and Close controls, both leading to the landing page; so do these. */
export function LegalPageFrame({ title, children }: { title: string; children: ReactNode }) {
	useDocumentTitle(title)
	return (
		<PublicLayout>
			<article className="legal" aria-labelledby="legal-title">
				<div className="legal__controls">
					<Link to="/" className="button button--quiet">
						<span aria-hidden="true">←</span> Back
					</Link>
					<Link to="/" className="button button--quiet legal__close" aria-label="Close">
						<span aria-hidden="true">✕</span>
					</Link>
				</div>
				<h1 id="legal-title">{title}</h1>
				{children}
			</article>
		</PublicLayout>
	)
}

/** Who runs this instance, from the server's configuration (GET /api/site). */
export function OperatorDetails() {
	const site = useSite()
	if (site.isPending) return <p aria-busy="true">Loading the operator's details…</p>
	if (site.isError) return <p role="alert">The operator's details could not be loaded: {site.error.message}</p>
	const { name, address, email } = site.data.operator
	return (
		<address className="legal__operator">
			<strong>{name}</strong>
			{address && address.split('\n').map((line) => <span key={line}>{line}</span>)}
			{!address && !email && (
				<span className="muted">This server's operator has not published a postal or e-mail address yet.</span>
			)}
			{email && (
				<span>
					E-mail: <a href={`mailto:${email}`}>{email}</a>
				</span>
			)}
		</address>
	)
}
