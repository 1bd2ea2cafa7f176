import type { ReactNode } from 'react'
import { useSession } from '../site/session-hooks.ts'
import { SignedInShell } from './shell-layout.tsx'
import { PublicLayout } from '../site/public-layout.tsx'

/**
 * The frame of a page open to visitors (books, authors, profiles, lists): signed-in readers see it inside their
 * shell, visitors in the public frame.
 */
export function OpenFrame({ children }: { children: ReactNode }) {
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
