import { expect, type Page, test } from '@playwright/test'
import type { RouteObject } from 'react-router'
import { APP_RENDERED_PAGES, LEGACY_REDIRECTS } from '../../src/shared/page-routes.ts'
import { routes } from '../../src/web/router.tsx'
import { watchHydration } from './support/hydration-errors.ts'
import { closeWorld, LAST_YEAR, buildWorld, type World } from './support/reading-world.ts'
import { seriousViolations } from './support/serious-violations.ts'
import { newAppContext } from './support/take-over.ts'

// axe on every page of the app (issue 10), each showing real content from a world made through the API
// (support/reading-world.ts), with no serious or critical violation. The table is keyed by the router's paths,
// and the first test fails naming any path of src/web/router.tsx it lacks. Every page is also one the server
// renders first: the app must take each over as rendered (no hydration error).

type Viewer = 'visitor' | 'ann' | 'cy' | 'admin'
/** A page as one viewer opens it, and a text that shows its content has arrived. */
type Visit = { path: string; as: Viewer; shows: string | RegExp }

const NOT_FOUND = '/no/such/page'
const u = (w: World, who: 'ann' | 'bob' = 'ann') => `/u/${w[who].account.username}`

const PAGES: Record<string, (w: World) => Visit[]> = {
	'/': () => [{ path: '/', as: 'visitor', shows: 'Dogear' }],
	'/login': () => [{ path: '/login', as: 'visitor', shows: 'Stay logged in' }],
	'/signup': () => [{ path: '/signup', as: 'visitor', shows: 'Repeat password' }],
	'/reset': () => [
		{ path: '/reset', as: 'visitor', shows: 'E-mail address' },
		{ path: '/reset?token=example', as: 'visitor', shows: 'New password' },
	],
	'/imprint': () => [{ path: '/imprint', as: 'visitor', shows: 'Dogear Test Operator' }],
	'/privacy-policy': () => [{ path: '/privacy-policy', as: 'visitor', shows: 'Dogear Test Operator' }],
	'/terms&conditions': () => [{ path: '/terms&conditions', as: 'visitor', shows: 'Dogear Test Operator' }],
	'/u/:username': (w) => [
		{ path: u(w), as: 'visitor', shows: 'Ann Axe reads on the train' },
		{ path: u(w, 'bob'), as: 'ann', shows: 'Bob Axe reads on the train' },
	],
	'/u/:username/diary': (w) => [{ path: `${u(w)}/diary`, as: 'visitor', shows: 'The Great Gatsby' }],
	'/u/:username/reviews': (w) => [{ path: `${u(w)}/reviews`, as: 'ann', shows: 'Green light, grey people.' }],
	'/u/:username/shelves/:status': (w) => [{ path: `${u(w)}/shelves/read`, as: 'visitor', shows: 'The Great Gatsby' }],
	'/u/:username/followers': (w) => [{ path: `${u(w)}/followers`, as: 'ann', shows: 'Bob Axe' }],
	'/u/:username/following': (w) => [{ path: `${u(w)}/following`, as: 'visitor', shows: 'Bob Axe' }],
	'/u/:username/lists': (w) => [{ path: `${u(w)}/lists`, as: 'visitor', shows: 'Walks into the dark' }],
	'/u/:username/stats': (w) => [{ path: `${u(w)}/stats?year=${LAST_YEAR}`, as: 'visitor', shows: 'Reads per month' }],
	'/u/:username/year/:year': (w) => [
		{ path: `${u(w)}/year/${LAST_YEAR}`, as: 'visitor', shows: 'First and last book of the year' },
	],
	'/list/:id': (w) => [{ path: `/list/${w.list}`, as: 'ann', shows: 'Start here.' }],
	'/club/:id': (w) => [
		{ path: `/club/${w.club}`, as: 'ann', shows: 'One book a month, slowly.' },
		{ path: `/club/${w.club}`, as: 'visitor', shows: 'One book a month, slowly.' },
	],
	'/club/:id/members': (w) => [{ path: `/club/${w.club}/members`, as: 'ann', shows: 'Bob Axe' }],
	'/club/:id/schedule': (w) => [{ path: `/club/${w.club}/schedule`, as: 'ann', shows: 'Chapters 7–12' }],
	'/club/:id/discussion': (w) => [
		{ path: `/club/${w.club}/discussion`, as: 'ann', shows: 'Who else wants second breakfast?' },
	],
	'/club/:id/polls': (w) => [{ path: `/club/${w.club}/polls`, as: 'ann', shows: 'by F. Scott Fitzgerald' }],
	'/club/:id/thread/:threadId': (w) => [
		{ path: `/club/${w.club}/thread/${w.thread}`, as: 'ann', shows: 'Chapter one made me hungry.' },
	],
	'/club/join/:token': (w) => [{ path: `/club/join/${w.inviteToken}`, as: 'cy', shows: 'The Long Walk Club' }],
	'/book/:id': (w) => [
		{ path: `/book/${w.books.bones}`, as: 'visitor', shows: 'Told from heaven, and somehow hopeful.' },
	],
	'/book/:id/:slug': (w) => [
		{ path: `/book/${w.books.bones}/the-lovely-bones`, as: 'ann', shows: 'Told from heaven, and somehow hopeful.' },
	],
	'/books/new': () => [
		{ path: '/books/new?title=The%20Hobbit', as: 'ann', shows: 'For a book this catalogue does not have yet.' },
	],
	'/books/:id/edit': (w) => [{ path: `/books/${w.books.bones}/edit`, as: 'admin', shows: 'Upload cover' }],
	'/books/:id/history': (w) => [
		{ path: `/books/${w.books.bones}/history`, as: 'ann', shows: 'Nobody has corrected this book.' },
	],
	'/book/:id/editions/new': (w) => [
		{ path: `/book/${w.books.sabriel}/editions/new`, as: 'ann', shows: 'ISBN-10 or ISBN-13, with or without hyphens.' },
	],
	'/author/:id': (w) => [{ path: `/author/${w.author}`, as: 'visitor', shows: 'Sabriel' }],
	'/author/:id/:slug': (w) => [{ path: `/author/${w.author}/garth-nix`, as: 'ann', shows: 'Sabriel' }],
	'/series/:id': (w) => [{ path: `/series/${w.books.mockingjay}`, as: 'visitor', shows: 'Catching Fire' }],
	'/series/:id/:slug': (w) => [
		{ path: `/series/${w.books.mockingjay}/the-hunger-games`, as: 'ann', shows: 'Mockingjay' },
	],
	'/entry/:id': (w) => [{ path: `/entry/${w.annReview}`, as: 'ann', shows: 'The ending broke me, gently.' }],
	'/entry/:id/edit': (w) => [
		{ path: `/entry/${w.annReview}/edit`, as: 'ann', shows: 'Told from heaven, and somehow hopeful.' },
	],
	'/nav/home': () => [{ path: '/nav/home', as: 'ann', shows: 'Too many songs, not enough dragon.' }],
	'/nav/search': () => [
		{ path: '/nav/search?type=book&q=hobbit', as: 'ann', shows: 'The Hobbit' },
		{ path: '/nav/search?type=user&q=axe', as: 'ann', shows: 'Bob Axe' },
		{ path: '/nav/search?type=list&q=walks', as: 'ann', shows: 'Walks into the dark' },
		{ path: '/nav/search?type=club&q=walk', as: 'ann', shows: 'The Long Walk Club' },
	],
	'/nav/clubs': () => [{ path: '/nav/clubs', as: 'ann', shows: 'The Long Walk Club' }],
	'/nav/profile': () => [{ path: '/nav/profile', as: 'ann', shows: 'Ann Axe reads on the train' }],
	'/nav/readlist': () => [{ path: '/nav/readlist', as: 'ann', shows: 'Animal Farm' }],
	'/nav/lists': () => [{ path: '/nav/lists', as: 'ann', shows: 'Walks into the dark' }],
	'/nav/diary': () => [{ path: `/nav/diary?year=${LAST_YEAR}`, as: 'ann', shows: 'The Lovely Bones' }],
	'/nav/stats': () => [{ path: `/nav/stats?year=${LAST_YEAR}`, as: 'ann', shows: 'Reads per month' }],
	'/nav/reviews': () => [{ path: '/nav/reviews', as: 'ann', shows: 'Green light, grey people.' }],
	'/nav/activity': () => [{ path: '/nav/activity', as: 'ann', shows: 'The Lovely Bones' }],
	'/nav/notifications': () => [{ path: '/nav/notifications', as: 'ann', shows: 'The ending broke me, gently.' }],
	'/nav/notifications/requests': () => [
		{ path: '/nav/notifications/requests', as: 'ann', shows: 'No follow requests are waiting.' },
	],
	'/nav/settings': () =>
		(
			[
				['', 'Profile details'],
				['?tab=privacy', 'Reading log'],
				['?tab=authentication', 'Personal access tokens'],
				['?tab=data', /^Import$/],
				['?tab=account', 'Delete account'],
			] as const
		).map(([tab, shows]) => ({ path: `/nav/settings${tab}`, as: 'ann' as const, shows })),
	'/nav/reviews/add': () => [{ path: '/nav/reviews/add', as: 'ann', shows: 'Find the book you read' }],
	'/nav/reviews/add/:bookId': (w) => [{ path: `/nav/reviews/add/${w.books.farm}`, as: 'ann', shows: 'Animal Farm' }],
	'/nav/list/add': () => [{ path: '/nav/list/add', as: 'ann', shows: 'New list' }],
	'/list/:id/edit': (w) => [{ path: `/list/${w.list}/edit`, as: 'ann', shows: 'Start here.' }],
	'/nav/clubs/new': () => [{ path: '/nav/clubs/new', as: 'ann', shows: 'New book club' }],
	'/club/:id/edit': (w) => [{ path: `/club/${w.club}/edit`, as: 'ann', shows: 'One book a month, slowly.' }],
	'/nav/admin': () => [{ path: '/nav/admin', as: 'admin', shows: 'Says how the dragon ends.' }],
	'/nav/admin/catalogue': () => [{ path: '/nav/admin/catalogue', as: 'admin', shows: 'Latest import' }],
	'/nav/admin/servers': () => [{ path: '/nav/admin/servers', as: 'admin', shows: 'Block a server' }],
	'*': () => [{ path: NOT_FOUND, as: 'visitor', shows: 'Page not found' }],
}
/** The sign-out page signs out when its button is pressed: looked at, then pressed, in the last test of the file. */
const SIGN_OUT = '/nav/signout'

const routePaths = (list: RouteObject[]): string[] =>
	list.flatMap((route) => [...(route.path ? [route.path] : []), ...routePaths(route.children ?? [])])

test('every page of the router is in the table below, and the table has no page the router lacks', () => {
	const redirects = new Set(Object.keys(LEGACY_REDIRECTS))
	const pages = routePaths(routes).filter((path) => !redirects.has(path))
	const covered = new Set([...Object.keys(PAGES), SIGN_OUT])
	expect(
		pages.filter((path) => !covered.has(path)),
		'router paths the table misses',
	).toEqual([])
	expect(
		[...covered].filter((path) => !pages.includes(path)),
		'table paths the router lacks',
	).toEqual([])
	expect(
		Object.values(LEGACY_REDIRECTS).filter((to) => !covered.has(to)),
		'legacy redirects leading to a page the table misses',
	).toEqual([])
})

let world: World
const pages = new Map<Viewer, Page>()
const hydrationErrors = new Map<Viewer, () => string[]>()

test.beforeAll(async ({ browser, baseURL }, testInfo) => {
	testInfo.setTimeout(120_000)
	world = await buildWorld(browser, baseURL, testInfo)
	const visitor = await newAppContext(browser, { baseURL })
	for (const [viewer, context] of [
		['visitor', visitor],
		['ann', world.ann.context],
		['cy', world.cy.context],
		['admin', world.admin.context],
	] as const) {
		pages.set(viewer, await context.newPage())
		hydrationErrors.set(viewer, watchHydration(context))
	}
})
test.afterAll(async () => {
	await pages.get('visitor')?.context().close()
	await closeWorld(world)
})

/**
 * What axe finds at impact serious or critical, light at 1280 pixels and dark at 375, one line each. Contrast
 * follows the colour scheme and not the width, and what is shown and named follows the width and not the scheme,
 * so each page is seen in both schemes and at both widths in half the time of all four pairs (the open menu,
 * the one thing only a narrow screen shows, is seen in both schemes below).
 */
async function lookAtEverySize(page: Page, where: string): Promise<string[]> {
	const found: string[] = []
	for (const [scheme, width] of [
		['light', 1280],
		['dark', 375],
	] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		await page.setViewportSize({ width, height: 800 })
		found.push(...(await seriousViolations(page)).map((v) => `${where} ${scheme} ${width}px: ${v}`))
	}
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.emulateMedia({ colorScheme: 'light' })
	return found
}

async function open(page: Page, visit: Visit) {
	const response = await page.goto(visit.path)
	// Sent as the server rendered it (src/web/server-render.tsx), not as an empty page for the app to fill, unless
	// only the app may render it.
	const { pathname } = new URL(visit.path, 'http://localhost')
	if (visit.path !== NOT_FOUND && !APP_RENDERED_PAGES.includes(pathname))
		expect(await response?.text(), `${visit.path} as ${visit.as}`).toContain('id="dogear-state"')
	await expect(page.getByRole('heading', { level: 1 })).toBeAttached()
	await expect(page.getByText(visit.shows).first()).toBeVisible()
	await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

for (const route of Object.keys(PAGES)) {
	test(`axe finds nothing serious on ${route}`, async () => {
		const found: string[] = []
		for (const visit of PAGES[route]!(world)) {
			const page = pages.get(visit.as)!
			await open(page, visit)
			found.push(...(await lookAtEverySize(page, `${visit.path} as ${visit.as}`)))
			// Seconds after it opened: React has long taken the page over, or reported why it could not.
			found.push(...hydrationErrors.get(visit.as)!())
		}
		expect(found).toEqual([])
	})
}

test('axe finds nothing serious on forms showing their errors, and on the open menu', async () => {
	const visitor = pages.get('visitor')!
	const found: string[] = []
	// The state a screen reader user meets after a failed submit.
	for (const [path, button] of [
		['/signup', 'Sign up'],
		['/login', 'Login'],
	] as const) {
		await visitor.goto(path)
		await visitor.getByRole('button', { name: button, exact: true }).click()
		await expect(visitor.getByRole('alert')).not.toBeEmpty()
		found.push(...(await lookAtEverySize(visitor, `${path} with errors`)))
	}
	const ann = pages.get('ann')!
	await open(ann, { path: '/nav/home', as: 'ann', shows: 'Too many songs, not enough dragon.' })
	await ann.setViewportSize({ width: 375, height: 800 })
	await ann.getByRole('button', { name: 'Menu' }).click()
	await expect(ann.getByRole('navigation', { name: 'Main' })).toBeVisible()
	for (const scheme of ['light', 'dark'] as const) {
		await ann.emulateMedia({ colorScheme: scheme })
		found.push(...(await seriousViolations(ann)).map((v) => `menu open ${scheme} 375px: ${v}`))
	}
	await ann.setViewportSize({ width: 1280, height: 800 })
	await ann.emulateMedia({ colorScheme: 'light' })
	expect(found).toEqual([])
})

test(`axe finds nothing serious on ${SIGN_OUT}, which asks before it signs out`, async () => {
	const page = pages.get('cy')!
	await page.goto(SIGN_OUT)
	await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible()
	const found = await lookAtEverySize(page, SIGN_OUT)
	await page.getByRole('button', { name: 'Sign out' }).click()
	await expect(page).toHaveURL(/\/$/)
	expect(found).toEqual([])
})
