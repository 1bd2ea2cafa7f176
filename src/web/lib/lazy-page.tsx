import { type ComponentType, lazy, Suspense } from 'react'

/**
 * A page whose code loads when it is first shown, as a chunk of its own (the stats pages and their charts),
 * so the pages everyone opens first stay light. The loading line is the one QueryState shows.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
	const Page = lazy(async () => ({ default: await load() }))
	return function LazyPage() {
		return (
			<Suspense
				fallback={
					<p className="page-loading" aria-busy="true">
						Loading…
					</p>
				}
			>
				<Page />
			</Suspense>
		)
	}
}
