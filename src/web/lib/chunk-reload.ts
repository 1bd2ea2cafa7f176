// A page's code comes in chunks fetched as it is first opened. One can fail to arrive: a dropped connection, or a
// deploy that replaced the build the tab started from. Loading the page again fetches it afresh, once: the attempt
// is remembered in the tab (sessionStorage, with the address and when) until a page has loaded whole, so a chunk
// that never arrives leads to the error page, not to a reload without end.
const ATTEMPT_KEY = 'dogear:chunk-reload'
// An attempt older than this is from an earlier visit to the address, not this one.
const ATTEMPT_FRESH_MS = 60_000

/** A chunk of the app's code that did not load, so the page could not be shown ("This page could not load"). */
export class ChunkLoadError extends Error {
	constructor(cause: unknown) {
		super('A part of the app could not be loaded', { cause })
		this.name = 'ChunkLoadError'
	}
}

type Attempt = { path: string; at: number }

const here = () => window.location.pathname + window.location.search

function readAttempt(): Attempt | null {
	try {
		const attempt = JSON.parse(sessionStorage.getItem(ATTEMPT_KEY) ?? 'null') as Partial<Attempt> | null
		return typeof attempt?.path === 'string' && typeof attempt.at === 'number'
			? { path: attempt.path, at: attempt.at }
			: null
	} catch {
		return null
	}
}

let reloading = false

/**
 * Reloads the page after a chunk failed, unless this address was already reloaded for that a moment ago (or the
 * tab keeps nothing: storage blocked). True when the page is going away, so the caller shows nothing more.
 */
export function reloadOnce(): boolean {
	if (reloading) return true
	const attempt = readAttempt()
	if (attempt && attempt.path === here() && Date.now() - attempt.at < ATTEMPT_FRESH_MS) return false
	try {
		sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ path: here(), at: Date.now() } satisfies Attempt))
	} catch {
		return false
	}
	reloading = true
	window.location.reload()
	return true
}

/** The page's chunks have all arrived: a later failure may reload again. */
export function forgetReloadAttempt() {
	try {
		sessionStorage.removeItem(ATTEMPT_KEY)
	} catch {
		// Storage blocked: nothing was remembered either.
	}
}

/**
 * Vite announces a chunk, or a style sheet it brings, that failed to load (vite:preloadError), for any dynamic
 * import of the app: the first time that is the reload. The import still fails, as the page goes away (left to
 * fail rather than prevented: a prevented import answers undefined, which the caller would take for the module).
 */
export function reloadOnPreloadError() {
	window.addEventListener('vite:preloadError', () => void reloadOnce())
}
