import type { ReactNode } from 'react'
import { useSession } from '../session/session-queries.ts'
import { SignedInShell } from '../shell/shell-layout.tsx'
import { PublicLayout } from '../site/public-layout.tsx'

/** Books and authors are public: signed-in readers see them inside their shell, visitors in the public frame. */
export function CatalogueFrame({ children }: { children: ReactNode }) {
	const session = useSession()
	if (session.isPending) {
		return (
			<p className="page-loading" aria-busy="true">
				Loading…
			</p>
		)
	}
	if (session.data?.user) return <SignedInShell>{children}</SignedInShell>
	return <PublicLayout>{children}</PublicLayout>
}
