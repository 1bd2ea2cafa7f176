import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/** Loading, failure (with a retry) or the data: the three states of a page that reads one query. */
export function QueryState<T>({
	query,
	children,
}: {
	query: UseQueryResult<T, Error>
	children: (data: T) => ReactNode
}) {
	if (query.isPending) {
		return (
			<p className="page-loading" aria-busy="true">
				Loading…
			</p>
		)
	}
	if (query.isError) {
		return (
			<div className="page-loading" role="alert">
				<p>{query.error.message}</p>
				<button type="button" className="button button--secondary" onClick={() => query.refetch()}>
					Try again
				</button>
			</div>
		)
	}
	return children(query.data)
}
