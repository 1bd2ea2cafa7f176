import type { ReactNode } from 'react'
import { PageHeader } from '../../components/ui/page-header.tsx'

/** The frame of the account pages: a title, the form, and the links to the other account pages below. */
export function AuthCard({
	title,
	documentTitle,
	lead,
	children,
	footer,
}: {
	title: string
	documentTitle: string
	lead?: ReactNode
	children: ReactNode
	footer?: ReactNode
}) {
	return (
		<div className="auth-card">
			<PageHeader title={title} documentTitle={documentTitle} lead={lead} />
			{children}
			{footer && <div className="auth-card__footer">{footer}</div>}
		</div>
	)
}
