import { THEME_CHOICES, THEME_COOKIE, type ThemeChoice, themeColorFor } from '../../../shared/theme.ts'

// Browsers keep a cookie 400 days at most.
const KEPT_SECONDS = 400 * 24 * 60 * 60

/** The theme the page is in: what the server wrote on <html> from this browser's cookie. */
export function currentTheme(): ThemeChoice {
	const theme = document.documentElement.dataset.theme
	return THEME_CHOICES.find((choice) => choice === theme) ?? 'system'
}

/**
 * Puts the page in `theme` at once and keeps it in this browser's cookie, from which the server writes it into
 * the first HTML of every page after (src/server/http/page-template.ts), so no page paints in the other one first.
 * The browser's toolbar colour follows, as the server writes it.
 */
export function chooseTheme(theme: ThemeChoice) {
	const root = document.documentElement
	const secure = window.location.protocol === 'https:' ? '; Secure' : ''
	if (theme === 'system') {
		delete root.dataset.theme
		document.cookie = `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
	} else {
		root.dataset.theme = theme
		document.cookie = `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${KEPT_SECONDS}; SameSite=Lax${secure}`
	}
	for (const tag of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
		tag.content = themeColorFor(theme, tag.media.includes('dark') ? 'dark' : 'light')
	}
}
