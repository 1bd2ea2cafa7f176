// The front end's pages, shared with the server so an unknown path is answered 404 (with the SPA's
// not-found page) instead of 200, and so the original app's old links keep working.
import { USERNAME_PATTERN, safeNextPath } from './schemas/auth.ts'

/** Pages visitors can open. */
export const PUBLIC_PAGES = [
	'/',
	'/login',
	'/signup',
	'/reset',
	'/imprint',
	'/privacy-policy',
	'/terms&conditions',
] as const

/**
 * Pages only the app renders, never the server (docs/decisions/0014-server-rendered-first-paint.md): their forms
 * carry passwords, and a form on a page the server rendered could be sent by the browser itself, its fields in
 * the address, before the app has taken the page over.
 */
export const APP_RENDERED_PAGES: readonly string[] = ['/login', '/signup', '/reset', '/nav/settings']

/**
 * Where a signed-in reader who opens a page meant for visitors goes instead (their home, or the page sign-in
 * was asked to continue to), or null for any other page. The server and the app send them to the same place.
 */
export function visitorPageDestination(path: string, params: URLSearchParams): string | null {
	const trimmed = path.replace(/\/+$/, '')
	if (trimmed === '/login') return safeNextPath(params.get('next'))
	return trimmed === '/signup' ? '/nav/home' : null
}

/** Sections of the signed-in shell, in the side menu's order (spec §2). */
export const SHELL_SECTIONS = [
	{ path: '/nav/home', title: 'Popular' },
	{ path: '/nav/search', title: 'Search' },
	{ path: '/nav/clubs', title: 'Book clubs' },
	{ path: '/nav/profile', title: 'Profile' },
	{ path: '/nav/readlist', title: 'Readlist' },
	{ path: '/nav/lists', title: 'Lists' },
	{ path: '/nav/diary', title: 'Diary' },
	{ path: '/nav/stats', title: 'Stats' },
	{ path: '/nav/reviews', title: 'Reviews' },
	{ path: '/nav/activity', title: 'Activity' },
	{ path: '/nav/notifications', title: 'Notifications' },
	{ path: '/nav/settings', title: 'Settings' },
] as const

export const SIGN_OUT_PATH = '/nav/signout'

/** Requests to follow the reader (a private profile's), beside their notifications. */
export const FOLLOW_REQUESTS_PATH = '/nav/notifications/requests'

/** A reader's public profile, /u/<username>: open to visitors, inside the shell for signed-in readers. */
export const PUBLIC_PROFILE_PATH = '/u/:username'
export const publicProfilePath = (username: string) => `/u/${encodeURIComponent(username)}`

/** A book and an author of the catalogue, open to visitors like the profile; a readable slug may follow the id. */
export const BOOK_PATHS = ['/book/:id', '/book/:id/:slug'] as const
export const AUTHOR_PATHS = ['/author/:id', '/author/:id/:slug'] as const
/** The form a signed-in reader adds another edition of a book with (its format, ISBN, length, publisher). */
export const NEW_EDITION_PATH = '/book/:id/editions/new'
export const newEditionPath = (bookId: string) => `/book/${encodeURIComponent(bookId)}/editions/new`
/** A series, reached through any of its books' ids; its canonical address has its first book's. */
export const SERIES_PATHS = ['/series/:id', '/series/:id/:slug'] as const

/** 'The Hobbit, or There & Back Again' → 'the-hobbit-or-there-back-again'; '' when no Latin letter or digit is left. */
export function slugify(text: string): string {
	const words = text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.split(/[^a-z0-9]+/)
		.filter(Boolean)
	let slug = ''
	for (const word of words) {
		if (slug.length + word.length + 1 > 80) break
		slug = slug ? `${slug}-${word}` : word
	}
	return slug
}

const withSlug = (base: string, name: string) => {
	const slug = slugify(name)
	return slug ? `${base}/${slug}` : base
}
export const bookPath = (book: { id: string; title: string }) =>
	withSlug(`/book/${encodeURIComponent(book.id)}`, book.title)
export const authorPath = (author: { id: string; name: string }) =>
	withSlug(`/author/${encodeURIComponent(author.id)}`, author.name)
export const seriesPath = (series: { id: string; name: string }) =>
	withSlug(`/series/${encodeURIComponent(series.id)}`, series.name)

/** Adding a book to the catalogue (?title= and ?author= fill the form in), correcting one, and its edits. */
export const NEW_BOOK_PATH = '/books/new'
export const EDIT_BOOK_PATH = '/books/:id/edit'
export const BOOK_HISTORY_PATH = '/books/:id/history'
export const newBookPath = (fill: { title?: string; author?: string } = {}) => {
	const query = new URLSearchParams(Object.entries(fill).filter((e): e is [string, string] => Boolean(e[1]))).toString()
	return query ? `${NEW_BOOK_PATH}?${query}` : NEW_BOOK_PATH
}
export const editBookPath = (id: string) => `/books/${encodeURIComponent(id)}/edit`
export const bookHistoryPath = (id: string) => `/books/${encodeURIComponent(id)}/history`

/** The add flow (spec 'Add-review flow'): search and pick a book, then log it; the book page links straight to the form. */
export const ADD_ENTRY_PATH = '/nav/reviews/add'
export const LOG_BOOK_PATH = '/nav/reviews/add/:bookId'
export const logBookPath = (bookId: string) => `/nav/reviews/add/${encodeURIComponent(bookId)}`

/** One entry at its own URL (open to whoever may see it) and its edit form (its owner's). */
export const ENTRY_PATH = '/entry/:id'
export const EDIT_ENTRY_PATH = '/entry/:id/edit'
export const entryPath = (id: string) => `/entry/${encodeURIComponent(id)}`
export const editEntryPath = (id: string) => `/entry/${encodeURIComponent(id)}/edit`

/** Lists: the create form (original /nav/list/add), and each list at a stable URL, open to whoever may see it. */
export const NEW_LIST_PATH = '/nav/list/add'
export const LIST_PATH = '/list/:id'
export const EDIT_LIST_PATH = '/list/:id/edit'
export const listPath = (id: string) => `/list/${encodeURIComponent(id)}`
export const editListPath = (id: string) => `/list/${encodeURIComponent(id)}/edit`

/** A reader's own pages beside the profile, open to whoever may see them: /u/<username>/<page>. */
export const USER_PAGES = ['diary', 'reviews', 'lists', 'stats', 'followers', 'following'] as const
export type UserPage = (typeof USER_PAGES)[number]
export const userPagePath = (username: string, page: UserPage) => `/u/${encodeURIComponent(username)}/${page}`
/** Each of a reader's shelves at its own page, /u/<username>/shelves/<status> (the statuses of schemas/shelves.ts). */
export const USER_SHELVES = ['want', 'reading', 'read', 'dnf'] as const
export const USER_SHELF_PATH = '/u/:username/shelves/:status'
export const userShelfPath = (username: string, status: (typeof USER_SHELVES)[number]) =>
	`/u/${encodeURIComponent(username)}/shelves/${status}`
/**
 * Where the server sends /u/<username>/shelves, which has no page of its own: Currently reading, as the profile's
 * Shelves link does. Nothing in the app links there, so only a typed or shared address needs it.
 */
export function shelvesRedirect(path: string): string | undefined {
	const username = /^\/u\/([^/]+)\/shelves\/*$/.exec(path)?.[1]
	return username && USERNAME_PATTERN.test(username) ? userShelfPath(username, 'reading') : undefined
}
/** A reader's year in review, shareable when their profile is public. */
export const YEAR_IN_REVIEW_PATH = '/u/:username/year/:year'
export const yearInReviewPath = (username: string, year: number) => `/u/${encodeURIComponent(username)}/year/${year}`

/** Book clubs: the create form, and each club's pages at stable URLs, open to whoever may see the club. */
export const NEW_CLUB_PATH = '/nav/clubs/new'
export const CLUB_PAGES = ['edit', 'members', 'schedule', 'discussion', 'polls'] as const
export type ClubPage = (typeof CLUB_PAGES)[number]
export const CLUB_PATH = '/club/:id'
export const CLUB_THREAD_PATH = '/club/:id/thread/:threadId'
/** Where an invite link leads: a reader who opens it (signed in) may join the invite-only club. */
export const CLUB_INVITE_PATH = '/club/join/:token'
export const clubPath = (id: string, page?: ClubPage) => `/club/${encodeURIComponent(id)}${page ? `/${page}` : ''}`
export const clubThreadPath = (id: string, threadId: string) =>
	`/club/${encodeURIComponent(id)}/thread/${encodeURIComponent(threadId)}`
export const clubInvitePath = (token: string) => `/club/join/${encodeURIComponent(token)}`

/** Atom feeds (RSS 2.0 too, with .rss) of a public reader's diary and reviews and of a public list, served by the API. */
export type UserFeed = 'diary' | 'reviews'
export const userFeedPath = (username: string, feed: UserFeed, format: 'atom' | 'rss' = 'atom') =>
	`/api/users/${encodeURIComponent(username)}/${feed}.${format}`
export const listFeedPath = (id: string, format: 'atom' | 'rss' = 'atom') =>
	`/api/lists/${encodeURIComponent(id)}/feed.${format}`

/** The instance administrators' page: open reports, hiding content, suspending readers. */
export const ADMIN_PATH = '/nav/admin'
/** Its catalogue page: the catalogue's size, the book services, and imports of a catalogue file. */
export const ADMIN_CATALOGUE_PATH = '/nav/admin/catalogue'
/** Its servers page: other servers blocked from federating with this one. */
export const ADMIN_SERVERS_PATH = '/nav/admin/servers'

/** The original's dead links and their live equivalents (spec §2: /register, /dashboard/...). */
export const LEGACY_REDIRECTS: Record<string, string> = {
	'/register': '/signup',
	'/nav': '/nav/home',
	'/dashboard': '/nav/home',
	'/dashboard/signout': SIGN_OUT_PATH,
	'/dashboard/reviews': '/nav/reviews',
	'/dashboard/review/details': '/nav/reviews',
	'/dashboard/book/details': '/nav/search',
	'/nav/list/details': '/nav/lists',
}

// Ids are the server's UUIDs; the pattern only keeps out what could never be one. Whether it exists is the API's answer.
const CATALOGUE_PAGE = /^\/(book|author|series)\/[A-Za-z0-9-]{1,64}(\/[a-z0-9]+(-[a-z0-9]+)*)?$/
const NEW_EDITION_PAGE = /^\/book\/[A-Za-z0-9-]{1,64}\/editions\/new$/
const ID_PAGE =
	/^\/((entry|list)\/[A-Za-z0-9-]{1,64}(\/edit)?|books\/[A-Za-z0-9-]{1,64}\/(edit|history)|nav\/reviews\/add\/[A-Za-z0-9-]{1,64})$/
const CLUB_PAGE = new RegExp(
	`^/club/(join/[A-Za-z0-9_-]{1,128}|[A-Za-z0-9-]{1,64}(/(${CLUB_PAGES.join('|')})|/thread/[A-Za-z0-9-]{1,64})?)$`,
)
const USER_SUBPAGE = new RegExp(`^(${USER_PAGES.join('|')}|shelves/(${USER_SHELVES.join('|')})|year/\\d{4})$`)

const KNOWN = new Set<string>([
	...PUBLIC_PAGES,
	...SHELL_SECTIONS.map((s) => s.path),
	SIGN_OUT_PATH,
	FOLLOW_REQUESTS_PATH,
	ADD_ENTRY_PATH,
	NEW_LIST_PATH,
	NEW_CLUB_PATH,
	NEW_BOOK_PATH,
	ADMIN_PATH,
	ADMIN_CATALOGUE_PATH,
	ADMIN_SERVERS_PATH,
	...Object.keys(LEGACY_REDIRECTS),
])

/** True when the front end has a page at this path (decoded, without query string). */
export function isKnownPage(path: string): boolean {
	const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
	// Only a name that could be a username: whether that reader exists is the profile API's answer, not the path's.
	if (trimmed.startsWith('/u/')) {
		const [username = '', ...rest] = trimmed.slice(3).split('/')
		return USERNAME_PATTERN.test(username) && (rest.length === 0 || USER_SUBPAGE.test(rest.join('/')))
	}
	if (/^\/(book|author|series)\//.test(trimmed)) return CATALOGUE_PAGE.test(trimmed) || NEW_EDITION_PAGE.test(trimmed)
	if (trimmed.startsWith('/club/')) return CLUB_PAGE.test(trimmed)
	return KNOWN.has(trimmed) || ID_PAGE.test(trimmed)
}
