import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { ApiError } from './lib/api.ts'
import { createRouter } from './router.tsx'
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

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
	<StrictMode>
		<QueryClientProvider client={queryClient}>
			<RouterProvider router={createRouter()} />
		</QueryClientProvider>
	</StrictMode>,
)
