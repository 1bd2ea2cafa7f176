import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { matchRoutes, RouterProvider } from 'react-router'
import { sessionQuery } from './features/site/session-hooks.ts'
import { ApiError } from './lib/api.ts'
import { forgetReloadAttempt, reloadOnce, reloadOnPreloadError } from './lib/chunk-reload.ts'
import { preloadPage } from './lib/lazy-page.tsx'
import { BROWSER_CLOCK, RenderedClock } from './lib/reader-clock.tsx'
import { adoptServedAnswers, staleUnlessJustServed } from './lib/served-answers.ts'
import { createRouter, routes } from './router.tsx'
import './styles/tokens.css'
import './styles/base.css'
import './styles/forms.css'
import './styles/public.css'
import './styles/shell.css'
import './styles/books.css'
import './styles/stars.css'
import './styles/entries.css'
import './styles/book-reading.css'
import './styles/reading-log.css'
import './styles/follows.css'
import './styles/imports.css'
import './styles/moderation.css'
import './styles/stats.css'
import './styles/showcase.css'
import './styles/comments.css'
import './styles/notifications.css'
import './styles/lists.css'
import './styles/book-edits.css'
import './styles/feed.css'
import './styles/clubs-core.css'
import './styles/club-schedule.css'
import './styles/club-discussion.css'

const queryClient = new QueryClient({
	defaultOptions: {
		queries: {
			// A 4xx will not change by asking again; a dropped connection might. A busy server's 503 was asked again
			// already, after its Retry-After (lib/api.ts): asking more would multiply the tries.
			retry: (count, error) =>
				count < 2 &&
				!(error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 503)),
			refetchOnWindowFocus: false,
			// A refused or failed request (ApiError) is the page's to show, with its own Try again. An answer the app
			// cannot read (not JSON, or not the schema's shape) is a fault: the route's error page shows and reports it.
			throwOnError: (error) => !(error instanceof ApiError),
			staleTime: staleUnlessJustServed,
		},
	},
})

reloadOnPreloadError()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// A page the server rendered comes with the answers and the clock it was rendered with: the app's first render
// uses them, so it is the page already on the screen and React takes it over instead of painting it again.
const rendered = adoptServedAnswers(queryClient)

// What the first page needs, asked for at once and side by side rather than as each part renders: the chunks of
// the matched routes (the shell's and the page's) and who is signed in.
const pages = Promise.all(
	(matchRoutes(routes, window.location) ?? []).map((match) => preloadPage(match.route.Component)),
)
void queryClient.prefetchQuery(sessionQuery)

/** Once the app has the page, the answers it came with are in the query cache and their copy goes. */
function TakenOver({ children }: { children: ReactNode }) {
	useEffect(() => document.getElementById('dogear-state')?.remove(), [])
	return children
}

const app = (
	<StrictMode>
		<RenderedClock clock={rendered ?? BROWSER_CLOCK}>
			<QueryClientProvider client={queryClient}>
				<TakenOver>
					<RouterProvider router={createRouter()} />
				</TakenOver>
			</QueryClientProvider>
		</RenderedClock>
	</StrictMode>
)

// As a transition, the first render gives the browser its turn every few milliseconds instead of holding it for
// the whole page: on a slow phone a tap or a scroll is answered while the page is still being built. A rendered
// page is taken over once its chunks are here, all of it in one render.
const render = () => startTransition(() => createRoot(root).render(app))
void pages.then(forgetReloadAttempt, () => undefined)
// A page whose chunks did not arrive reloads once; after that the app renders it afresh and the route's error page
// says so. Left as the server painted it, it would look alive and do nothing.
if (rendered)
	void pages.then(
		() => startTransition(() => void hydrateRoot(root, app)),
		() => reloadOnce() || render(),
	)
else render()
