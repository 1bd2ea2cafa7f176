import type { TestClient } from '../support/test-client.ts'
import { OWNERS, type Owner, VIEWERS, VISIBILITIES, type Viewer, type World, sees } from './privacy-world.ts'

// The privacy leak sweep: every endpoint that shows one reader's things to another, as rows. For each viewer
// and endpoint the row knows exactly what may be seen (the `sees` rule, written from the product's rules, not
// from the code); the sweep checks the answer holds that and nothing else, and that a single thing the viewer
// may not see answers 404. A new endpoint is one more row in `readRows`.

const follows = (viewer: Viewer) => viewer === 'friend' || viewer === 'follower'

export type ReadRow = {
	name: string
	path: string
	/** The markers this row looks for in the answer. */
	universe: string[]
	/** The markers the viewer must find (all of them, and no others of the universe). */
	expected: (viewer: Viewer) => string[]
	/** One thing: a viewer who may not see it gets a 404 (not an empty answer). */
	single?: boolean
	/** Lists of someone's things: a 404 is as good as an empty list when nothing may be seen. */
	mayBe404?: boolean
	/** Signed-in pages: a visitor gets a 401. */
	signedIn?: boolean
	/** Only that nothing beyond `expected` shows (for pages that show some things without their text). */
	atMost?: boolean
	/** Markers from the answer other than the JSON text's (counts, for instance). */
	extract?: (body: unknown) => string[]
}

/** Every endpoint that shows one reader's things to another, as rows. */
export function readRows(w: World): ReadRow[] {
	const rows: ReadRow[] = []
	const keys = (owner: Owner) => VISIBILITIES.map((v) => [`${owner}-${v}`, v] as const)
	const visibleOf = (kind: 'entry' | 'list' | 'shelf' | 'progress', viewer: Viewer, only?: (owner: Owner) => boolean) =>
		OWNERS.filter((o) => !only || only(o)).flatMap((o) =>
			keys(o)
				.filter(([, v]) => sees(viewer, o, v))
				.map(([key]) => w.marks[kind][key] ?? ''),
		)
	const allOf = (kind: 'entry' | 'list' | 'comment' | 'shelf' | 'progress') => Object.values(w.marks[kind])
	const own = (viewer: Viewer, kind: 'entry' | 'list' | 'shelf' | 'progress') =>
		OWNERS.includes(viewer as Owner) ? keys(viewer as Owner).map(([key]) => w.marks[kind][key] ?? '') : []
	const name = (o: Owner) => w.readers[o].username

	for (const owner of OWNERS) {
		for (const [key, visibility] of keys(owner)) {
			const entry = w.marks.entry[key] ?? ''
			const list = w.marks.list[key] ?? ''
			rows.push({
				name: `entry ${key}`,
				path: `/api/entries/${w.ids.entry[key]}`,
				universe: [entry],
				expected: (v) => (sees(v, owner, visibility) ? [entry] : []),
				single: true,
			})
			rows.push({
				name: `list ${key}`,
				path: `/api/lists/${w.ids.list[key]}`,
				universe: [list],
				expected: (v) => (sees(v, owner, visibility) ? [list] : []),
				single: true,
			})
			rows.push({
				name: `comments on entry ${key}`,
				path: `/api/entries/${w.ids.entry[key]}/comments`,
				universe: ['ok'],
				expected: (v) => (sees(v, owner, visibility) ? ['ok'] : []),
				single: true,
				extract: () => ['ok'],
			})
			// A feed is what a visitor sees, whoever asks: it is meant to be read signed out, in a feed reader.
			rows.push({
				name: `feed of list ${key}`,
				path: `/api/lists/${w.ids.list[key]}/feed.atom`,
				universe: [list],
				expected: () => (sees('visitor', owner, visibility) ? [list] : []),
				single: true,
			})
		}
		for (const feed of ['diary', 'reviews'] as const) {
			rows.push({
				name: `${feed} feed of ${owner}`,
				path: `/api/users/${name(owner)}/${feed}.atom`,
				universe: keys(owner).map(([k]) => w.marks.entry[k] ?? ''),
				expected: () => visibleOf('entry', 'visitor', (o) => o === owner),
				mayBe404: true,
			})
		}
		// Whom the owner follows and who follows them: public details, like the profile's.
		for (const [side, readers] of [
			['following', ['friend', 'host']],
			['followers', ['friend', 'follower']],
		] as const) {
			const usernames = readers.map((reader) => w.readers[reader].username)
			rows.push({
				name: `${side} of ${owner}`,
				path: `/api/users/${name(owner)}/${side}`,
				universe: usernames,
				expected: (v) => (sees(v, owner, 'public') ? usernames : []),
				mayBe404: true,
			})
		}
		rows.push({
			name: `year in review of ${owner}`,
			path: `/api/users/${name(owner)}/year/2026`,
			universe: ['ok'],
			expected: (v) => (sees(v, owner, 'public') ? ['ok'] : []),
			single: true,
			extract: () => ['ok'],
		})
		rows.push({
			name: `profile of ${owner}`,
			path: `/api/users/${name(owner)}/profile`,
			universe: [name(owner)],
			expected: (v) => (sees(v, owner, 'always') ? [name(owner)] : []),
			single: true,
		})
		const bio = w.marks.bio[owner] ?? ''
		rows.push({
			name: `profile details of ${owner}`,
			path: `/api/users/${name(owner)}/profile`,
			universe: [bio],
			expected: (v) => (sees(v, owner, 'public') ? [bio] : []),
			mayBe404: true,
		})
		const showcase = `/api/users/${name(owner)}/showcase`
		const favourite = w.marks.favourite[owner] ?? ''
		rows.push({
			name: `favourites of ${owner}`,
			path: showcase,
			universe: [favourite],
			expected: (v) => (sees(v, owner, 'public') ? [favourite] : []),
			single: true,
		})
		// Progress puts its book on the 'reading' shelf as visible as itself; 'want' shelvings are never shown.
		rows.push({
			name: `reading now of ${owner}`,
			path: showcase,
			universe: keys(owner).flatMap(([k]) => [w.marks.progress[k] ?? '', w.marks.shelf[k] ?? '']),
			expected: (v) => visibleOf('progress', v, (o) => o === owner),
			mayBe404: true,
		})
		rows.push({
			name: `latest reads of ${owner}`,
			path: showcase,
			universe: keys(owner).map(([k]) => w.ids.entry[k] ?? ''),
			expected: (v) =>
				keys(owner)
					.filter(([, visibility]) => sees(v, owner, visibility))
					.map(([k]) => w.ids.entry[k] ?? ''),
			mayBe404: true,
		})
		rows.push({
			name: `lists of ${owner}`,
			path: `/api/users/${name(owner)}/lists`,
			universe: keys(owner).map(([k]) => w.marks.list[k] ?? ''),
			expected: (v) => visibleOf('list', v, (o) => o === owner),
			mayBe404: true,
		})
		for (const page of ['diary', 'reviews'] as const) {
			rows.push({
				name: `${page} of ${owner}`,
				path: `/api/users/${name(owner)}/${page}`,
				universe: keys(owner).map(([k]) => w.marks.entry[k] ?? ''),
				expected: (v) => visibleOf('entry', v, (o) => o === owner),
				mayBe404: true,
			})
		}
		rows.push({
			name: `want-to-read shelf of ${owner}`,
			path: `/api/users/${name(owner)}/shelves/want`,
			universe: keys(owner).map(([k]) => w.marks.shelf[k] ?? ''),
			expected: (v) => visibleOf('shelf', v, (o) => o === owner),
			mayBe404: true,
		})
		rows.push({
			name: `shelf counts of ${owner}`,
			path: `/api/users/${name(owner)}/shelves/read`,
			universe: Array.from({ length: 4 }, (_, n) => `want:${n}`),
			// The counts of a reader whose pages the viewer may not open are no answer at all (404).
			expected: (v) => (sees(v, owner, 'public') ? [`want:${visibleOf('shelf', v, (o) => o === owner).length}`] : []),
			extract: (body) => [`want:${(body as { counts?: { want: number } }).counts?.want ?? 0}`],
			mayBe404: true,
		})
		rows.push({
			name: `stats of ${owner}`,
			path: `/api/users/${name(owner)}/stats`,
			universe: ['ok'],
			expected: (v) => (sees(v, owner, 'public') ? ['ok'] : []),
			single: true,
			extract: () => ['ok'],
		})
		rows.push({
			name: `user search for ${owner}`,
			path: `/api/search/users?q=${name(owner)}`,
			universe: [name(owner)],
			expected: (v) => (v !== owner && sees(v, owner, 'always') ? [name(owner)] : v === owner ? [name(owner)] : []),
		})
	}
	rows.push(
		{
			name: 'book entries and reviews',
			path: `/api/books/${w.book}/entries`,
			universe: allOf('entry'),
			expected: (v) => visibleOf('entry', v),
		},
		{
			name: 'book rating summary',
			path: `/api/books/${w.book}/entries`,
			universe: Array.from({ length: 10 }, (_, n) => `count:${n}`),
			expected: (v) => [`count:${visibleOf('entry', v).length}`],
			extract: (body) => [`count:${(body as { ratings: { count: number } }).ratings.count}`],
		},
		{
			name: 'list search',
			path: '/api/search/lists?q=sweeplist',
			universe: allOf('list'),
			expected: (v) => visibleOf('list', v),
		},
		{
			name: 'comments on a third reader’s entry',
			path: `/api/entries/${w.host.id}/comments`,
			universe: allOf('comment'),
			expected: (v) => OWNERS.filter((o) => sees(v, o, 'always')).map((o) => w.marks.comment[o] ?? ''),
		},
		{
			name: 'followers of a third reader',
			path: `/api/users/${w.readers.host.username}/followers`,
			universe: OWNERS.map(name),
			expected: (v) => OWNERS.filter((o) => sees(v, o, 'always')).map(name),
		},
		{
			name: 'home feed',
			path: '/api/me/feed?limit=50',
			universe: [...allOf('entry'), ...allOf('list')],
			expected: (v) => (follows(v) ? [...visibleOf('entry', v), ...visibleOf('list', v)] : []),
			signedIn: true,
		},
		{
			name: 'home feed: shelvings and progress',
			path: '/api/me/feed?limit=50',
			universe: [...allOf('shelf'), ...allOf('progress')],
			expected: (v) => (follows(v) ? [...visibleOf('shelf', v), ...visibleOf('progress', v)] : []),
			signedIn: true,
		},
		{
			name: "friends' currently reading: reading shelvings and their progress",
			path: '/api/me/friends-reading',
			universe: [...allOf('shelf'), ...allOf('progress')],
			expected: (v) => (follows(v) ? visibleOf('progress', v) : []),
			signedIn: true,
		},
		{
			name: 'popular with friends',
			path: '/api/popular/friends',
			universe: [w.book, w.quietBook],
			expected: (v) => (follows(v) ? [w.book, ...(v === 'friend' ? [w.quietBook] : [])] : []),
			signedIn: true,
		},
		{
			name: 'popular this week (public entries only)',
			path: '/api/popular/week',
			universe: [w.quietBook],
			expected: () => [],
		},
		{
			name: 'notifications',
			path: '/api/me/notifications',
			universe: [...allOf('entry'), ...allOf('list'), ...allOf('comment')],
			expected: (v) => [...visibleOf('entry', v), ...visibleOf('list', v)],
			signedIn: true,
			atMost: true,
		},
		{
			name: 'own diary',
			path: '/api/me/diary?limit=50',
			universe: allOf('entry'),
			expected: (v) => own(v, 'entry'),
			signedIn: true,
		},
		{
			name: 'own reviews',
			path: '/api/me/reviews?limit=50',
			universe: allOf('entry'),
			expected: (v) => own(v, 'entry'),
			signedIn: true,
		},
		{
			name: 'own activity',
			path: '/api/me/activity?limit=50',
			universe: [...allOf('entry'), ...allOf('list')],
			expected: (v) => [...own(v, 'entry'), ...own(v, 'list')],
			signedIn: true,
			atMost: true,
		},
		{
			name: 'own shelves',
			path: '/api/me/shelves/want?limit=50',
			universe: allOf('shelf'),
			expected: (v) => own(v, 'shelf'),
			signedIn: true,
		},
		{
			name: 'own activity: shelvings and progress',
			path: '/api/me/activity?limit=50',
			universe: [...allOf('shelf'), ...allOf('progress')],
			expected: (v) => [...own(v, 'shelf'), ...own(v, 'progress')],
			signedIn: true,
		},
		{
			name: 'export: shelvings and progress',
			path: '/api/account/export',
			universe: [...allOf('shelf'), ...allOf('progress')],
			expected: (v) => [...own(v, 'shelf'), ...own(v, 'progress')],
			signedIn: true,
			atMost: true,
		},
		{
			name: 'own lists',
			path: '/api/me/lists?limit=50',
			universe: allOf('list'),
			expected: (v) => own(v, 'list'),
			signedIn: true,
		},
		{
			name: 'export of one’s data',
			path: '/api/account/export',
			universe: [...allOf('entry'), ...allOf('list'), ...allOf('comment')],
			expected: (v) => [
				...own(v, 'entry'),
				...own(v, 'list'),
				...(OWNERS.includes(v as Owner) ? [w.marks.comment[v] ?? ''] : []),
			],
			signedIn: true,
		},
	)
	return rows
}

async function answerOf(client: TestClient, row: ReadRow) {
	const res = await client.request(row.path)
	const text = await res.text()
	if (res.status !== 200) return { status: res.status, found: [] as string[] }
	const found = row.extract ? row.extract(JSON.parse(text)) : row.universe.filter((marker) => text.includes(marker))
	return { status: 200, found: found.filter((m) => row.universe.includes(m)).sort() }
}

/** Every viewer against every row: what each saw that they should not, or missed, as lines (none when all is well). */
export async function sweepReads(world: World): Promise<string[]> {
	const failures: string[] = []
	for (const row of readRows(world)) {
		for (const viewer of VIEWERS) {
			const expected = [...new Set(row.expected(viewer))].sort()
			const { status, found } = await answerOf(world.readers[viewer].client, row)
			const where = `${row.name} for ${viewer}`
			if (row.signedIn && viewer === 'visitor') {
				if (status !== 401) failures.push(`${where}: ${status}, expected 401`)
			} else if (status === 404) {
				if (expected.length > 0 || !(row.single || row.mayBe404))
					failures.push(`${where}: 404, expected ${JSON.stringify(expected)}`)
			} else if (status !== 200) {
				failures.push(`${where}: status ${status}`)
			} else if (row.single && expected.length === 0) {
				failures.push(`${where}: 200, expected 404`)
			} else if (
				row.atMost ? found.some((m) => !expected.includes(m)) : JSON.stringify(found) !== JSON.stringify(expected)
			) {
				failures.push(
					`${where}: saw ${JSON.stringify(found)}, expected ${row.atMost ? 'at most ' : ''}${JSON.stringify(expected)}`,
				)
			}
		}
	}
	return failures
}

/**
 * Every GET route the app answers under /api is a row of the sweep above, or is here with the reason it shows
 * nothing of one reader to another (or where else its privacy is tested). A new route fails this test until it
 * is one or the other. /api/v1 serves the same routes with a token (api-privacy.test.ts compares the two).
 */
export const NOT_IN_THE_SWEEP: Record<string, string> = {
	'/api/health': 'no reader data',
	'/api/session': "the viewer's own session",
	'/api/site': "the operator's details",
	'/api/docs': 'the API documentation',
	'/api/openapi.json': 'the API description',
	'/api/auth/callback/:provider': 'the sign-in provider coming back',
	'/api/books/search': 'the catalogue, the same for everyone',
	'/api/books/:id': 'the catalogue',
	'/api/authors/:id': 'the catalogue',
	'/api/series/:bookId': 'the catalogue',
	'/api/books/:id/community': "catalogues' own ratings (goodbooks-10k), none of a Dogear reader's",
	'/api/covers/:bookId': 'the catalogue',
	'/api/uploads/:key{.+}':
		'files under keys that only the pages that may show them name (pictures are shown with a name, which everyone may see)',
	'/api/books/:id/reading': "the viewer's own shelf, progress and entries for one book",
	'/api/profile': "the viewer's own profile",
	'/api/profile/favourites': "the viewer's own favourites (the showcase rows show them to others)",
	'/api/account': "the viewer's own account",
	'/api/account/email/confirm': "the viewer's own e-mail change",
	'/api/account/email/undo': 'a link mailed to the old address: puts it back, shows nothing',
	'/api/account/sessions': "the viewer's own sessions",
	'/api/account/tokens': "the viewer's own access tokens",
	'/api/imports': "the viewer's own imports",
	'/api/imports/:id': "the viewer's own imports (imports.test.ts: another reader's is a 404)",
	'/api/imports/:id/rows': "the viewer's own imports (imports.test.ts: another reader's is a 404)",
	'/api/exports/goodreads.csv': "the viewer's own reading log",
	'/api/me/blocks': "the viewer's own blocks",
	'/api/me/follow-requests': 'requests to follow the viewer',
	'/api/remote/lookup': 'a reader on another server, as their server shows them to anyone (remote-follows.test.ts)',
	'/api/remote/following': "the viewer's own follows on other servers (remote-follows.test.ts)",
	'/api/remote/followers': "the viewer's own followers on other servers (remote-follows.test.ts)",
	'/api/remote/follow-requests': 'requests to follow the viewer from other servers (remote-follows.test.ts)',
	'/api/me/goals/:year': "the viewer's own reading goal",
	'/api/me/notifications/unread-count': "a count of the notifications row 'notifications' checks",
	'/api/me/stats': "the viewer's own stats",
	'/api/me/clubs': "the viewer's own clubs, invitations and requests",
	'/api/admin/reports': 'administrators only (reports.test.ts, admin.test.ts)',
	'/api/admin/catalogue': 'administrators only (catalogue.test.ts)',
	'/api/admin/catalogue/services': 'administrators only, and names no reader (catalogue.test.ts)',
	'/api/admin/instance-blocks': 'administrators only, and names servers, no reader (instance-blocks.test.ts)',
	'/api/clubs/:id': 'clubs: an invite-only club is a 404 to non-members (clubs.test.ts)',
	'/api/clubs/:id/members': 'clubs (club-members.test.ts)',
	'/api/clubs/:id/schedule': 'clubs (club-schedule.test.ts)',
	'/api/clubs/:id/polls': 'clubs (club-polls.test.ts)',
	'/api/clubs/:id/threads': 'clubs: members only (club-discussion.test.ts)',
	'/api/clubs/:id/threads/:threadId': 'clubs: members only, section threads hidden (club-discussion-spoilers.test.ts)',
	'/api/club-invites/:token': 'clubs: the invite link (club-members.test.ts)',
	'/api/search/clubs': 'clubs: invite-only clubs found by members only (clubs.test.ts)',
	'/api/books/:id/history': 'catalogue: edits name no reader, only their part (book-edits.test.ts)',
}
