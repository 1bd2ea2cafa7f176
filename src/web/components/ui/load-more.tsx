import { useEffect, useRef } from 'react'
import { Button } from './button.tsx'

/** The parts of a TanStack infinite query that paging needs. */
type Pager = {
	hasNextPage: boolean
	isFetchingNextPage: boolean
	isFetchNextPageError: boolean
	error: Error | null
	fetchNextPage: () => unknown
}

/**
 * The foot of a list read a page at a time: how much is shown (a live region, so the count after Load more is
 * announced) and the Load more button, which keeps focus while the next page lands above it. When the last page
 * has come the button goes, and focus moves to the count instead of falling back to the top of the document.
 */
export function LoadMore({ pager, shown }: { pager: Pager; shown: string }) {
	const count = useRef<HTMLParagraphElement>(null)
	const loading = useRef(false)
	useEffect(() => {
		if (!loading.current || pager.isFetchingNextPage) return
		loading.current = false
		if (!pager.hasNextPage) count.current?.focus()
	}, [pager.hasNextPage, pager.isFetchingNextPage])
	return (
		<div className="load-more">
			<p role="status" className="load-more__count" ref={count} tabIndex={-1}>
				{shown}
			</p>
			{pager.isFetchNextPageError && (
				<p role="alert" className="load-more__error">
					{pager.error?.message}
				</p>
			)}
			{pager.hasNextPage && (
				<Button
					variant="secondary"
					busy={pager.isFetchingNextPage}
					onClick={() => {
						loading.current = true
						pager.fetchNextPage()
					}}
				>
					{pager.isFetchingNextPage ? 'Loading…' : 'Load more'}
				</Button>
			)}
		</div>
	)
}
