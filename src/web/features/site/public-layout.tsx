import type { ReactNode } from 'react'
import { SkipLink } from '../../components/ui/skip-link.tsx'
import { PublicHeader } from './public-header.tsx'
import { SiteFooter } from './site-footer.tsx'

export function PublicLayout({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
	return (
		<div className="public-layout">
			<SkipLink />
			<PublicHeader />
			<main id="main-content" tabIndex={-1} className={narrow ? 'public-main public-main--narrow' : 'public-main'}>
				{children}
			</main>
			<SiteFooter />
		</div>
	)
}
