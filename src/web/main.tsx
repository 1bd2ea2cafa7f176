import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { matchRoutes, RouterProvider } from 'react-router'
import { sessionQuery } from './features/session/session-queries.ts'
import { ApiError } from './lib/api.ts'
import { preloadPage } from './lib/lazy-page.tsx'
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
import './styles/comments.css'
import './styles/notifications.css'
import './styles/lists.css'
import './styles/feed.css'
import './styles/clubs-core.css'
import './styles/club-schedule.css'
import './styles/club-discussion.css'

const queryClient = new QueryClient({
	defaultOptions: {
		queries: {
			// A 4xx will not change by asking again; a dropped connection might.
			retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
			refetchOnWindowFocus: false,
		},
	},
})

// What the first page needs, asked for at once and side by side rather than as each part renders: the chunks of
// the matched routes (the shell's and the page's) and who is signed in.
for (const match of matchRoutes(routes, window.location) ?? []) preloadPage(match.route.Component)
void queryClient.prefetchQuery(sessionQuery)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// As a transition, the first render gives the browser its turn every few milliseconds instead of holding it for
// the whole page: on a slow phone a tap or a scroll is answered while the page is still being built.
startTransition(() =>
	createRoot(root).render(
		<StrictMode>
			<QueryClientProvider client={queryClient}>
				<RouterProvider router={createRouter()} />
			</QueryClientProvider>
		</StrictMode>,
	),
)
