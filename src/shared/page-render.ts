// What the server's render of a page (src/web/server-render.tsx, built for Node) and the server that loads it
// (src/server/http/page-render.ts) agree on.

/** Answers an API path (`/api/...`) as the server would answer the reader who asked for the page. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>

export type RenderedPage =
	| { kind: 'page'; html: string; state: string }
	/** A signed-in reader's page asked for by a visitor: where the app would send them. */
	| { kind: 'redirect'; location: string }

/** The page at `url` as its reader would see it, or null when the browser must render it alone. */
export type RenderPage = (url: URL, fetchApi: ApiFetch) => Promise<RenderedPage | null>
