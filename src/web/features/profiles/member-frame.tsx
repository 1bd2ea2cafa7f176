import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { USERNAME_PATTERN } from '../../../shared/schemas/auth.ts'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { ApiError } from '../../lib/api.ts'
import { NotFoundPage } from '../not-found/not-found-page.tsx'
import { OpenFrame } from '../shell/open-frame.tsx'
import { type MemberPage, MemberNav } from './member-nav.tsx'

/** The reader whose page this is (/u/<username>/...), and whether the name could be a username at all. */
export function useMemberName() {
	const username = useParams().username ?? ''
	return { username, valid: USERNAME_PATTERN.test(username) }
}

/** Whether the API said there is nothing here for this viewer: no such reader, or one whose pages they may not open. */
export const notFound = (error: Error | null) => error instanceof ApiError && error.status === 404

/**
 * One of a reader's pages: in the viewer's shell or the public frame, its heading, the row of the reader's
 * pages, and the page itself. `missing` (no such reader, or not for this viewer) is the not-found page, with
 * nothing that tells the two apart.
 */
export function MemberFrame({
	username,
	page,
	title,
	missing,
	children,
}: {
	username: string
	page: MemberPage
	title: string
	missing: boolean
	children: ReactNode
}) {
	if (missing) return <NotFoundPage />
	return (
		<OpenFrame>
			<div className="section-page">
				<PageHeader title={title} />
				<MemberNav username={username} current={page} />
				{children}
			</div>
		</OpenFrame>
	)
}
