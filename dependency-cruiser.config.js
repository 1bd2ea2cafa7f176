// dependency-cruiser: the import rules (`npm run lint`). docs/decisions/0020-lint-and-import-rules.md says why
// these and how to change them.

/** Server folders every feature may use: the house's plumbing, and the visibility rule every feature asks. */
const PLATFORM = ['db', 'http', 'jobs', 'storage', 'mail', 'ops', 'visibility']

/**
 * The arrows from one feature to another that exist today (issue 26), outside test files. A new arrow fails the
 * lint: reach another feature through one already listed, or add it here with the reason in the commit.
 */
const SERVER_ARROWS = {
	account: ['api', 'auth', 'clubs'],
	activity: ['books'],
	admin: ['popular', 'reports'],
	auth: ['account', 'admin', 'people'],
	blocks: ['profiles'],
	// Adding and correcting books: who is an administrator, covers' pictures, the import's likeness scores.
	'book-edits': ['admin', 'books', 'covers', 'imports'],
	books: ['page-cache'],
	catalogue: ['admin', 'books'],
	clubs: ['activity', 'books', 'entries', 'notifications', 'threads'],
	comments: ['entries', 'notifications', 'threads'],
	covers: ['books'],
	diary: ['books', 'entries', 'page-cache', 'profiles'],
	entries: ['activity', 'books', 'likes', 'page-cache', 'popular', 'profiles', 'shelves'],
	feed: ['books', 'popular'],
	// An actor's followers and following count the profile's own accepted follows (profile-counts.ts); instance blocks are administrators' (require-admin.ts).
	federation: ['admin', 'profiles'],
	follows: ['activity', 'notifications', 'profiles'],
	imports: ['books', 'entries', 'popular', 'profiles', 'shelves'],
	likes: ['entries', 'notifications'],
	lists: ['activity', 'books', 'entries', 'notifications', 'profiles'],
	people: ['books'],
	popular: ['books'],
	profiles: ['people'],
	reports: ['profiles'],
	rss: ['books', 'lists', 'profiles'],
	shelves: ['activity', 'books', 'entries', 'profiles'],
	showcase: ['books', 'profiles'],
	stats: ['profiles'],
	// The visibility rule keeps the relations counter in the page cache's generic versioned cache.
	visibility: ['page-cache'],
}
const WEB_ARROWS = {
	account: ['api', 'auth', 'imports', 'profiles', 'shell'],
	activity: ['shell'],
	admin: ['not-found'],
	api: ['auth'],
	auth: ['site'],
	'book-edits': ['books', 'entries', 'reports', 'site'],
	books: ['book-edits', 'entries', 'lists', 'not-found', 'shell', 'shelves'],
	clubs: ['books', 'diary', 'entries', 'not-found', 'shell', 'site'],
	comments: ['entries', 'reports', 'site'],
	diary: ['books', 'entries', 'profiles', 'shell'],
	entries: ['books', 'comments', 'diary', 'likes', 'not-found', 'profiles', 'reports', 'shell', 'shelves', 'site'],
	errors: ['site'],
	feed: ['activity', 'books', 'shelves'],
	follows: ['not-found', 'profiles', 'shell', 'site'],
	imports: ['books'],
	landing: ['site'],
	legal: ['site'],
	likes: ['site'],
	lists: ['books', 'entries', 'not-found', 'profiles', 'reports', 'shell', 'site'],
	'not-found': ['site'],
	notifications: ['follows', 'shell'],
	// The people search shows a reader on another server with the follows' Follow button.
	people: ['follows'],
	popular: ['books', 'feed', 'shell', 'shelves'],
	profiles: ['blocks', 'follows', 'not-found', 'reports', 'shell', 'showcase', 'site', 'stats'],
	search: ['books', 'clubs', 'entries', 'lists', 'people', 'shell'],
	shell: ['auth', 'notifications', 'site'],
	shelves: ['books', 'diary', 'entries', 'profiles', 'shell', 'site'],
	showcase: ['books', 'lists', 'stats'],
	stats: ['books', 'not-found', 'profiles', 'shell'],
}

const either = (patterns) => patterns.join('|')
const TESTS = '\\.test\\.tsx?$'

/**
 * One rule per feature: it may reach its own folder, the listed features and (on the server) the platform. The
 * migrations have a rule of their own.
 */
function featureRules(root, arrows, shared) {
	const known = Object.keys(arrows)
	const rule = (from, allowed) => ({
		name: 'feature-to-feature',
		comment: 'A feature reaches another only through the arrows listed in dependency-cruiser.config.js.',
		severity: 'error',
		from: { path: from, pathNot: either([TESTS, '^src/server/db/migrations/']) },
		to: { path: `^${root}(?!(?:${[...allowed, ...shared].join('|')})/)[^/]+/` },
	})
	return [
		...known.map((feature) => rule(`^${root}${feature}/`, [feature, ...arrows[feature]])),
		// Any other folder (a new feature, or the platform itself) reaches no feature.
		rule(`^${root}(?!(?:${known.join('|')})/)([^/]+)/`, ['$1']),
	]
}

export default {
	forbidden: [
		{
			name: 'no-circular',
			comment: 'No import circles: a module is understood, tested and changed before what uses it.',
			severity: 'error',
			from: { path: '^src/' },
			to: { circular: true },
		},
		{
			name: 'shared-stands-alone',
			comment: 'src/shared is used by server and web alike: it imports neither.',
			severity: 'error',
			from: { path: '^src/shared/' },
			to: { path: '^src/(server|web)/' },
		},
		{
			name: 'web-not-server',
			comment: 'The web app talks to the server over HTTP, through the schemas in src/shared.',
			severity: 'error',
			from: { path: '^src/web/' },
			to: { path: '^src/server/' },
		},
		{
			name: 'components-not-features',
			comment: 'The shared components (the design system in components/ui, threaded posts) know no feature.',
			severity: 'error',
			from: { path: '^src/web/components/' },
			to: { path: '^src/web/features/' },
		},
		{
			name: 'src-not-tests',
			comment: 'What ships never imports the test harness.',
			severity: 'error',
			from: { path: '^src/', pathNot: TESTS },
			to: { path: '^tests/' },
		},
		{
			name: 'migrations-frozen',
			comment:
				'A migration imports only Kysely and other migrations: editing live code must not change a past migration.',
			severity: 'error',
			from: { path: '^src/server/db/migrations/' },
			to: { pathNot: '^(src/server/db/migrations/|node_modules/kysely/)' },
		},
		...featureRules('src/server/', SERVER_ARROWS, PLATFORM),
		...featureRules('src/web/features/', WEB_ARROWS, []),
	],
	options: {
		tsConfig: { fileName: 'tsconfig.json' },
		// `import type` counts: a circle of types is still a circle to read.
		tsPreCompilationDeps: true,
		doNotFollow: { path: 'node_modules' },
		exclude: { path: '^(dist|node_modules)/' },
		cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
	},
}
