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

/** The browser's toolbar colour in each theme: index.html's theme-color tags carry the same two. */
export const THEME_COLORS = { light: '#f6efe1', dark: '#15181d' } as const

/**
 * The colour of index.html's theme-color tag for a device in `scheme`: the chosen theme's whatever the device says,
 * or the device's own under 'system', so the toolbar matches the page.
 */
export const themeColorFor = (theme: ThemeChoice, scheme: keyof typeof THEME_COLORS) =>
	THEME_COLORS[theme === 'system' ? scheme : theme]
