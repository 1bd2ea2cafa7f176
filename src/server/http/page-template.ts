import type { RenderedPage } from '../../shared/page-render.ts'
import { THEME_CHOICES, type ThemeChoice, themeColorFor } from '../../shared/theme.ts'

// What index.html says where JavaScript is off, and what a page the server rendered says instead.
const APP_NEEDS_SCRIPT = 'Dogear needs JavaScript to run in your browser.'
const RENDERED_NEEDS_SCRIPT =
	'You can read this page without JavaScript; signing in, logging your reads and the rest of Dogear need it.'

const HTML_START = '<html'
const HEAD_END = '</head>'
const ROOT = '<div id="root"></div>'
const THEME_COLOR = /(<meta name="theme-color" content=")[^"]*(" media="\(prefers-color-scheme: (light|dark)\)")/g

// Inside a <script> element only "</script" or "<!--" could end it early; JSON has no other way to write "<".
const scriptSafe = (json: string) => json.replaceAll('<', '\\u003c')

/**
 * index.html cut where the <html> element's theme goes, where a page's head tags go and where its #root is; a
 * marker it lacks takes nothing in.
 */
type Cut = {
	beforeTheme: string
	beforeHead: string
	beforeRoot: string
	afterRoot: string
	hasHead: boolean
	hasRoot: boolean
}

function cut(html: string): Cut {
	const htmlAt = html.indexOf(HTML_START)
	const themeAt = htmlAt === -1 ? 0 : htmlAt + HTML_START.length
	const headAt = html.indexOf(HEAD_END)
	const rootAt = html.indexOf(ROOT, Math.max(headAt, 0))
	const head = Math.max(headAt, themeAt)
	const root = rootAt === -1 ? html.length : rootAt
	return {
		beforeTheme: html.slice(0, themeAt),
		beforeHead: html.slice(themeAt, head),
		beforeRoot: html.slice(head, root),
		afterRoot: html.slice(rootAt === -1 ? root : root + ROOT.length),
		hasHead: headAt !== -1,
		hasRoot: rootAt !== -1,
	}
}

// The theme chosen in settings, so the first paint is in it (styles/tokens.css); 'system' leaves it to the device.
const themeAttribute = (theme: ThemeChoice) => (theme === 'system' ? '' : ` data-theme="${theme}"`)

const join = (parts: Cut, theme: ThemeChoice, head: string | null, root: string) =>
	parts.beforeTheme +
	(parts.beforeTheme ? themeAttribute(theme) : '') +
	parts.beforeHead +
	(parts.hasHead ? (head ?? '') : '') +
	parts.beforeRoot +
	(parts.hasRoot ? root : '') +
	parts.afterRoot

// Each theme-color tag says the chosen theme's colour, so a dark page under a light device gets a dark toolbar.
const withThemeColors = (html: string, theme: ThemeChoice) =>
	html.replaceAll(
		THEME_COLOR,
		(_tag, start: string, end: string, scheme: 'light' | 'dark') => start + themeColorFor(theme, scheme) + end,
	)

/**
 * index.html as every page is built from it: cut once, at load, around where a page's head tags and its server
 * render go, and joined with them per request. What is joined in carries readers' text (a review, a bio, a list's
 * name); as the replacement of String.replace a `$'` or `$&` in it would splice index.html into the page and its
 * state, so that the app never takes it over (issue 24). Only index.html, our own build's, is ever searched.
 */
export function pageTemplate(indexHtml: string) {
	// The page can be read before its scripts run: its styles and cover are asked for first.
	const renderedHtml = indexHtml
		.replaceAll(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
		.replace(APP_NEEDS_SCRIPT, RENDERED_NEEDS_SCRIPT)
	const cuts = new Map(
		THEME_CHOICES.map((theme) => [
			theme,
			{ plain: cut(withThemeColors(indexHtml, theme)), rendered: cut(withThemeColors(renderedHtml, theme)) },
		]),
	)
	return (head: string | null, page: Extract<RenderedPage, { kind: 'page' }> | null, theme: ThemeChoice): string => {
		const { plain, rendered } = cuts.get(theme)!
		if (!page || !rendered.hasRoot) return join(plain, theme, head, ROOT)
		return join(
			rendered,
			theme,
			head,
			`<div id="root">${page.html}</div><script type="application/json" id="dogear-state">${scriptSafe(page.state)}</script>`,
		)
	}
}
