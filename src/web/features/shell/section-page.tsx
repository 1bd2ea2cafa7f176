import type { ReactNode } from 'react'
import { SHELL_SECTIONS } from '../../../shared/page-routes.ts'
import { PageHeader } from '../../components/ui/page-header.tsx'

type SectionPath = (typeof SHELL_SECTIONS)[number]['path']

/** A shell page titled from SHELL_SECTIONS, so the menu, the tab and the heading never disagree. */
export function SectionPage({ path, heading, children }: { path: SectionPath; heading?: string; children: ReactNode }) {
	const title = SHELL_SECTIONS.find((s) => s.path === path)?.title ?? 'Dogear'
	return (
		<div className="section-page">
			<PageHeader title={heading ?? title} documentTitle={title} />
			{children}
		</div>
	)
}
