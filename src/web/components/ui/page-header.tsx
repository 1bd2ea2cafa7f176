import type { ReactNode } from 'react'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/** The page's one h1, which also names the browser tab. */
export function PageHeader({
	title,
	documentTitle,
	lead,
}: {
	title: string
	documentTitle?: string
	lead?: ReactNode
}) {
	useDocumentTitle(documentTitle ?? title)
	return (
		<header className="page-header">
			<h1 className="page-header__title">{title}</h1>
			{lead && <p className="page-header__lead">{lead}</p>}
		</header>
	)
}
