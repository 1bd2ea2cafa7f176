import { type DehydratedState, hydrate, type Query, type QueryClient } from '@tanstack/react-query'
import type { Clock } from './reader-clock.tsx'

/** What a server-rendered page comes with, beside its HTML. */
export type ServedState = { answers: DehydratedState; clock: Clock }

// The answers a server-rendered page was built from (src/web/server-render.tsx) count as fresh for a short while:
// the page was rendered from them a moment ago, and asking again as the app takes it over would only fetch the
// same answers twice. After that, or once anything has refetched them, queries go stale as they always have.
const SERVED_FRESH_MS = 10_000
const served = new Map<string, number>()

/**
 * Puts the answers a server-rendered page came with into the app's cache, and gives the clock it was rendered
 * with; null when the page was not rendered by the server (the app then renders it alone).
 */
export function adoptServedAnswers(client: QueryClient): Clock | null {
	const element = document.getElementById('dogear-state')
	if (!element?.textContent) return null
	const { answers, clock } = JSON.parse(element.textContent) as ServedState
	// Timed by this browser's clock: the server's may differ from it.
	const now = Date.now()
	for (const query of answers.queries) {
		query.state.dataUpdatedAt = now
		served.set(query.queryHash, now)
	}
	hydrate(client, answers)
	return clock
}

/** The app's default staleTime: served answers for SERVED_FRESH_MS, any other answer none. */
export const staleUnlessJustServed = (query: Query) =>
	served.get(query.queryHash) === query.state.dataUpdatedAt ? SERVED_FRESH_MS : 0
