// The front end's pages, shared with the server so an unknown path is answered 404 (with the SPA's
// not-found page) instead of 200, and so the original app's old links keep working.
import { USERNAME_PATTERN } from './schemas/auth.ts'

/** Pages visitors can open. */
export const PUBLIC_PAGES = ['/', '/login', '/signup', '/reset', '/imprint', '/privacy-policy', '/terms&conditions'] as const

/** Sections of the signed-in shell, in the side menu's order (spec §2). */
export const SHELL_SECTIONS = [
	{ path: '/nav/home', title: 'Popular' },
	{ path: '/nav/search', title: 'Search' },
	{ path: '/nav/clubs', title: 'Book clubs' },
	{ path: '/nav/profile', title: 'Profile' },
	{ path: '/nav/readlist', title: 'Readlist' },
	{ path: '/nav/lists', title: 'Lists' },
	{ path: '/nav/diary', title: 'Diary' },
	{ path: '/nav/reviews', title: 'Reviews' },
	{ path: '/nav/activity', title: 'Activity' },
	{ path: '/nav/settings', title: 'Settings' },
] as const

export const SIGN_OUT_PATH = '/nav/signout'

/** A reader's public profile, /u/<username>: open to visitors, inside the shell for signed-in readers. */
export const PUBLIC_PROFILE_PATH = '/u/:username'
export const publicProfilePath = (username: string) => `/u/${encodeURIComponent(username)}`

/** The original's dead links and their live equivalents (spec §2: /register, /dashboard/...). */
export const LEGACY_REDIRECTS: Record<string, string> = {
	'/register': '/signup',
	'/nav': '/nav/home',
	'/dashboard': '/nav/home',
	'/dashboard/signout': SIGN_OUT_PATH,
	'/dashboard/reviews': '/nav/reviews',
	'/dashboard/review/details': '/nav/reviews',
	'/dashboard/book/details': '/nav/search',
}

const KNOWN = new Set<string>([...PUBLIC_PAGES, ...SHELL_SECTIONS.map((s) => s.path), SIGN_OUT_PATH, ...Object.keys(LEGACY_REDIRECTS)])

/** True when the front end has a page at this path (decoded, without query string). */
export function isKnownPage(path: string): boolean {
	const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
	// Only a name that could be a username: whether that reader exists is the profile API's answer, not the path's.
	if (trimmed.startsWith('/u/')) return USERNAME_PATTERN.test(trimmed.slice(3))
	return KNOWN.has(trimmed)
}
