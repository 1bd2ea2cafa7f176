/** The themes a reader can choose in settings; 'system' follows the device's light or dark setting. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]

/**
 * The cookie that keeps a browser's theme, read by the server so the page's first HTML carries it
 * (docs/decisions/0021-theme-in-a-cookie.md). A cookie, not an account setting: visitors and the sign-in page
 * are themed too, and each device keeps its own.
 */
export const THEME_COOKIE = 'dogear-theme'

/** The theme a Cookie header chose, 'system' when it chose none (or something no theme is called). */
export function themeFromCookies(cookieHeader: string | null | undefined): ThemeChoice {
	for (const pair of (cookieHeader ?? '').split(';')) {
		const [name, value] = pair.split('=').map((part) => part.trim())
		if (name === THEME_COOKIE) return THEME_CHOICES.find((choice) => choice === value) ?? 'system'
	}
	return 'system'
}
