import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LoadMore } from './load-more.tsx'
import { QueryState } from './query-state.tsx'

type PagedListProps<Page, Item> = {
	/** The list's infinite query, a page at a time. */
	query: UseInfiniteQueryResult<InfiniteData<Page>, Error>
	/** A page's items. */
	items: (page: Page) => Item[]
	/** The list's CSS class. */
	className: string
	/** What one item is called in the count under the list: 'review' makes 'Showing 2 reviews.' */
	noun: string
	/** What shows when there is nothing at all. */
	empty: ReactNode
	/** One item, with its key. */
	children: (item: Item) => ReactNode
}

/**
 * A list read a page at a time (the reader's activity, their reviews, the home feed): loading or failure, the
 * empty state, or the items in order with the count and Load more beneath.
 */
export function PagedList<Page, Item>({ query, items, className, noun, empty, children }: PagedListProps<Page, Item>) {
	return (
		<QueryState query={query}>
			{(data) => {
				const all = data.pages.flatMap(items)
				if (all.length === 0) return empty
				return (
					<>
						<ol className={className}>{all.map(children)}</ol>
						<LoadMore
							pager={query}
							shown={`Showing ${all.length === 1 ? `1 ${noun}` : `${all.length.toLocaleString('en-US')} ${noun}s`}.`}
						/>
					</>
				)
			}}
		</QueryState>
	)
}
