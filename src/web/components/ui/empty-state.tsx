import type { ReactNode } from 'react'

/** An honest "nothing here yet": what would appear, and how it gets there. Never placeholder data. */
export function EmptyState({
	title,
	children,
	headingLevel = 2,
}: {
	title: string
	children: ReactNode
	headingLevel?: 2 | 3
}) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<section className="empty-state">
			<Heading className="empty-state__title">{title}</Heading>
			<div className="empty-state__body">{children}</div>
		</section>
	)
}
