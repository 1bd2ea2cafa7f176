import {
	dehydrate,
	type Query,
	QueryCache,
	type QueryClient as Client,
	QueryClient,
	QueryClientProvider,
} from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { prerender } from 'react-dom/static.edge'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { SESSION_KEY } from './features/site/session-hooks.ts'
import { setApiTransport } from './lib/api.ts'
import { type Clock, RenderedClock } from './lib/reader-clock.tsx'
import type { ServedState } from './lib/served-answers.ts'
import { routes, SHELL_ROUTE_ID } from './router.tsx'
import type { ApiFetch, RenderPage } from '../shared/page-render.ts'
import type { SessionView } from '../shared/schemas/auth.ts'

// The server's first render of a page (docs/decisions/0014-server-rendered-first-paint.md): the HTML a phone
// paints before any script has arrived, and the answers it was built from, which the browser's app starts with
// (main.tsx) so that it renders the same page and takes it over without asking again. Built by Vite as a module
// for Node (vite.config.ts); the server loads it when it first sends a page (src/server/http/page-render.ts).

// The reader whose page is being rendered, set only while a pass starts its queries. Each query function calls
// api() at once, so each answer is asked for as the right reader; a call made later (after an await) finds
// nobody and fails, never asking as another reader. (An AsyncLocalStorage would carry it across awaits, at the
// price of a hook on every promise of the process, every API request's included.)
let reader: ApiFetch | null = null
setApiTransport((path, init) => {
	if (!reader) throw new Error("api() was called outside the start of a server render's queries")
	return reader(path, init)
})

/** Starts the queries as the reader, and waits for their answers (a failed one is seen in its state). */
function fetchAs(fetchApi: ApiFetch, queries: Query[]) {
	reader = fetchApi
	try {
		return Promise.all(queries.map((query) => query.fetch().catch(() => undefined)))
	} finally {
		reader = null
	}
}

// Each pass renders the page with what has been fetched, then fetches what it asked for: the session and the
// page's data, then what depends on them (a book's reviews once the book is known). A pass that had to wait for
// a part's code (a lazy page met for the first time) is rendered again: React writes such a part apart, as it
// does a large one (see renderToText). Deeper pages are left to the browser.
const MAX_PASSES = 5

// The mark React leaves where a part of the page was still loading when the HTML around it was written.
const WAITED = '<!--$?-->'

/** A query cache that notes which queries the render asked for and would run (`enabled`). */
class WantedQueries extends QueryCache {
	readonly wanted = new Set<Query>()
	override build: QueryCache['build'] = (client, options, state) => {
		const query = super.build(client, options, state)
		// useQuery's observer builds its query with all of its options, `enabled` among them.
		const { enabled } = options as { enabled?: boolean | ((query: Query) => boolean) }
		const any = query as unknown as Query
		if ((typeof enabled === 'function' ? enabled(any) : enabled) !== false) this.wanted.add(any)
		return query
	}
}

/**
 * The page at `url` as HTML with the query state it was rendered from, or null when it cannot be rendered here
 * exactly as the browser would render it (an answer failed, or it needs more than MAX_PASSES rounds of data):
 * the browser then renders it alone, as it always could.
 */
// The routes matched without loaders (the pages fetch their own data); made once, not for every page.
const handler = createStaticHandler(routes)

export const renderPage: RenderPage = async (url, fetchApi) => {
	const context = await handler.query(new Request(url))
	if (context instanceof Response) return null
	const cache = new WantedQueries()
	const queryClient = new QueryClient({ queryCache: cache, defaultOptions: { queries: { retry: false } } })
	const router = createStaticRouter(handler.dataRoutes, context)
	// The shell is for signed-in readers; the app sends visitors to sign in.
	const inShell = context.matches.some((match) => match.route.id === SHELL_ROUTE_ID)
	const clock: Clock = { now: Date.now(), timeZone: 'UTC' }
	for (let pass = 0; pass < MAX_PASSES; pass++) {
		if (inShell && signedOut(queryClient))
			return { kind: 'redirect', location: `/login?next=${encodeURIComponent(url.pathname + url.search)}` }
		cache.wanted.clear()
		const html = await renderToText(
			<StrictMode>
				<RenderedClock clock={clock}>
					<QueryClientProvider client={queryClient}>
						<StaticRouterProvider router={router} context={context} hydrate={false} />
					</QueryClientProvider>
				</RenderedClock>
			</StrictMode>,
		)
		const wanted = [...cache.wanted]
		if (wanted.some((query) => query.state.status === 'error')) return null
		const pending = wanted.filter((query) => query.state.status === 'pending')
		if (pending.length === 0 && !html.includes(WAITED))
			return {
				kind: 'page',
				html,
				state: JSON.stringify({ answers: dehydrate(queryClient), clock } satisfies ServedState),
			}
		await fetchAs(fetchApi, pending)
	}
	return null
}

/** The session has been asked for and nobody is signed in. */
const signedOut = (client: Client) => client.getQueryData<SessionView>(SESSION_KEY)?.user === null

/** The page's HTML; a part that failed to render fails the whole, which the browser then renders alone. */
async function renderToText(element: ReactNode): Promise<string> {
	const failures: unknown[] = []
	// React writes a part larger than progressiveChunkSize apart from the rest, to be moved in by an inline script
	// (which the Content-Security-Policy refuses); all of a page's HTML is sent at once here, in its place.
	const { prelude } = await prerender(element, {
		onError: (error) => void failures.push(error),
		progressiveChunkSize: Number.POSITIVE_INFINITY,
	})
	if (failures.length > 0) throw new AggregateError(failures, 'A part of the page failed to render on the server')
	return new Response(prelude).text()
}
