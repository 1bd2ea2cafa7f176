import { type ComponentType, lazy, Suspense, useState } from 'react'
import { ChunkLoadError, reloadOnce } from './chunk-reload.ts'

const loaders = new WeakMap<ComponentType, () => Promise<unknown>>()

/**
 * A page whose code loads when it is first shown, as a chunk of its own (the stats pages and their charts),
 * so the pages everyone opens first stay light. The loading line is the one QueryState shows.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
	let loaded: ComponentType | undefined
	let loading: Promise<ComponentType> | undefined
	const start = () =>
		(loading ??= load().then(
			(component) => (loaded = component),
			(error: unknown) => {
				// Forgotten, so a later render asks for the chunk again rather than failing with this answer.
				loading = undefined
				throw new ChunkLoadError(error)
			},
		))
	const Page = lazy(async () => {
		try {
			return { default: await start() }
		} catch (error) {
			// While the page reloads nothing is shown; the second failure reaches the route's error page.
			if (reloadOnce()) return new Promise<never>(() => {})
			throw error
		}
	})
	function LazyPage() {
		// Once its code is here the page renders at once, never waiting on React.lazy: so the server renders it in
		// one pass, and the app takes a server-rendered page over in one go (main.tsx loads the code first). Chosen
		// once, so a later render does not swap the page for another component and lose its state.
		const [Shown] = useState(() => loaded ?? Page)
		return (
			<Suspense
				fallback={
					<p className="page-loading" aria-busy="true">
						Loading…
					</p>
				}
			>
				<Shown />
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
export function preloadPage(component: ComponentType | null | undefined): Promise<unknown> {
	return (component && loaders.get(component)?.()) ?? Promise.resolve()
}
