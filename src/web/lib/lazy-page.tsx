import { type ComponentType, lazy, Suspense } from 'react'

const loaders = new WeakMap<ComponentType, () => Promise<unknown>>()

/**
 * A page whose code loads when it is first shown, as a chunk of its own (the stats pages and their charts),
 * so the pages everyone opens first stay light. The loading line is the one QueryState shows.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
	let loading: Promise<ComponentType> | undefined
	const start = () => (loading ??= load())
	const Page = lazy(async () => ({ default: await start() }))
	function LazyPage() {
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
	loaders.set(LazyPage, start)
	return LazyPage
}

/**
 * Starts loading a lazy page's chunk before it renders. A page inside the shell is two chunks, the shell's and
 * its own, and each would start only when the one around it has rendered: started together they arrive together.
 */
export function preloadPage(component: ComponentType | null | undefined) {
	if (component) void loaders.get(component)?.()
}
