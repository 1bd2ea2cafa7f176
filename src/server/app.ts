import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { accountRoutes } from './account/account-routes.ts'
import { activityRoutes } from './activity/activity-routes.ts'
import { adminRoutes } from './admin/admin-routes.ts'
import { accessTokenRoutes } from './api/access-token-routes.ts'
import { apiDocsRoutes } from './api/api-docs-routes.ts'
import { publicApi } from './api/public-api.ts'
import { API_V1 } from './api/token-access.ts'
import { authRoutes } from './auth/auth-routes.ts'
import type { Auth } from './auth/auth.ts'
import { loadSession } from './auth/load-session.ts'
import { blockRoutes } from './blocks/block-routes.ts'
import { clientErrorRoutes } from './client-errors/client-error-routes.ts'
import { BOOK_COVER_PATH, bookEditRoutes } from './book-edits/book-edit-routes.ts'
import { bookRoutes } from './books/book-routes.ts'
import { editionRoutes } from './books/edition-routes.ts'
import { seriesRoutes } from './books/series-routes.ts'
import { CATALOGUE_UPLOAD_PATH, catalogueRoutes } from './catalogue/catalogue-routes.ts'
import { clubPostRoutes } from './clubs/club-post-routes.ts'
import { CLUB_PICTURE_PATH } from './clubs/club-picture.ts'
import { clubRoutes } from './clubs/club-routes.ts'
import { clubThreadRoutes } from './clubs/club-thread-routes.ts'
import { clubPollRoutes } from './clubs/club-poll-routes.ts'
import { clubScheduleRoutes } from './clubs/club-schedule-routes.ts'
import { commentRoutes } from './comments/comment-routes.ts'
import type { Config } from './config.ts'
import { coverRoutes } from './covers/cover-routes.ts'
import type { Database } from './db/schema.ts'
import { memberDiaryRoutes } from './diary/member-diary-routes.ts'
import { diaryRoutes } from './diary/diary-routes.ts'
import { bookEntriesRoutes } from './entries/book-entries-routes.ts'
import { entryRoutes } from './entries/entry-routes.ts'
import { exportRoutes } from './exports/export-routes.ts'
import type { DogearFederation } from './federation/dogear-federation.ts'
import { federationRoutes } from './federation/federation-routes.ts'
import { inboxGuardSettings } from './federation/inbox-guard.ts'
import { instanceBlockRoutes } from './federation/instance-block-routes.ts'
import { remoteFollowRoutes } from './federation/remote-follow-routes.ts'
import { feedRoutes } from './feed/feed-routes.ts'
import { userFollowRoutes } from './follows/follow-routes.ts'
import { myFollowRoutes } from './follows/my-follow-routes.ts'
import { ApiError, errorBody, handleError } from './http/errors.ts'
import { cspReportRoutes } from './http/csp-reports.ts'
import { loadShedding } from './http/load-shedding.ts'
import { refuseNulInAddress } from './http/nul-characters.ts'
import { sameOriginWrites, securityHeaders } from './http/security.ts'
import { createSessionCache } from './http/session-cache.ts'
import type { AppEnv } from './http/session.ts'
import { combineHeads, webPages } from './http/web-pages.ts'
import { idempotencyKeys } from './idempotency/idempotency-keys.ts'
import { requestTransactions } from './idempotency/request-transaction.ts'
import { IMPORT_UPLOAD_PATH, importRoutes } from './imports/import-routes.ts'
import { likeRoutes } from './likes/like-routes.ts'
import { listRoutes } from './lists/list-routes.ts'
import { notificationRoutes } from './notifications/notification-routes.ts'
import type { Metrics } from './ops/metrics.ts'
import { observedApp } from './ops/observed-app.ts'
import { peopleRoutes } from './people/people-routes.ts'
import { popularRoutes } from './popular/popular-routes.ts'
import { ownProfileRoutes, PICTURE_PATH, publicProfileRoutes } from './profiles/profile-routes.ts'
import { rssHead } from './rss/rss-head.ts'
import { rssRoutes } from './rss/rss-routes.ts'
import { reportRoutes } from './reports/report-routes.ts'
import { favouriteRoutes, showcaseRoutes } from './showcase/showcase-routes.ts'
import { shelfRoutes } from './shelves/shelf-routes.ts'
import { siteRoutes } from './site/site-routes.ts'
import { statsRoutes } from './stats/stats-routes.ts'
import { yearReviewHead } from './stats/year-review-head.ts'
import type { Storage } from './storage/storage.ts'
import { uploadRoutes } from './storage/upload-routes.ts'

const BODILESS = new Set(['GET', 'HEAD'])

/**
 * `metrics`: made when config.metrics asks for them (main.ts), else nothing is measured. `federation`: made when
 * config.federation turns it on (main.ts), else none of its routes exist.
 */
export type AppDeps = {
	config: Config
	db: Database
	auth: Auth
	storage: Storage
	webDir: string
	metrics?: Metrics
	federation?: DogearFederation
}

/** Builds the HTTP app around its dependencies. No listen(): main.ts and the tests both call this. */
export function createApp({ config, db: database, auth, storage, webDir, metrics, federation }: AppDeps) {
	// Routes get a database that joins the request's transaction when there is one (idempotency keys).
	const transactions = requestTransactions(database)
	const db = transactions.db
	const jsonBodyLimit = bodyLimit({
		maxSize: 1024 * 1024,
		onError: () => {
			throw new ApiError(413, 'too_large', 'The request body is too large')
		},
	})
	const api = new Hono<AppEnv>()
		// Picture and import uploads are larger and set their own limits (profile-routes.ts, club-routes.ts, import-routes.ts,
		// catalogue-routes.ts).
		// GET and HEAD handlers read no body, and asking for one builds a full web Request with an abort signal
		// (about a tenth of the server's time on a cached page under load, docs/performance.md).
		.use((c, next) =>
			BODILESS.has(c.req.method) ||
			c.req.path === PICTURE_PATH ||
			CLUB_PICTURE_PATH.test(c.req.path) ||
			BOOK_COVER_PATH.test(c.req.path) ||
			c.req.path === IMPORT_UPLOAD_PATH ||
			c.req.path === CATALOGUE_UPLOAD_PATH
				? next()
				: jsonBodyLimit(c, next),
		)
		.use(refuseNulInAddress)
		.use(sameOriginWrites(config.appOrigin))
		.use(loadSession(auth, createSessionCache(), db))
		.use(idempotencyKeys(transactions))
		.route('/', siteRoutes(config))
		.route('/', cspReportRoutes(config))
		.route('/', clientErrorRoutes({ db, config }))
		.route('/auth', authRoutes({ auth, db, config }))
		.route('/', bookRoutes({ db, config }))
		.route('/', editionRoutes({ db }))
		.route('/', bookEditRoutes({ db, storage }))
		.route('/', seriesRoutes({ db }))
		.route('/', bookEntriesRoutes({ db }))
		.route('/', shelfRoutes({ db }))
		.route('/entries', entryRoutes({ db }))
		.route('/me', diaryRoutes({ db }))
		.route('/', memberDiaryRoutes({ db }))
		.route('/me', activityRoutes({ db }))
		.route('/popular', popularRoutes({ db }))
		.route('/account', accountRoutes({ auth, db, config, storage }))
		.route('/account/tokens', accessTokenRoutes({ db }))
		.route('/profile', ownProfileRoutes({ db, storage }))
		.route('/users', publicProfileRoutes({ db }))
		.route('/users', showcaseRoutes({ db }))
		.route('/profile', favouriteRoutes({ db }))
		.route('/users', userFollowRoutes({ db }))
		.route('/me', myFollowRoutes({ db }))
		.route(
			'/remote',
			remoteFollowRoutes({
				db,
				federation,
				appOrigin: config.appOrigin,
				allowLoopback: config.federation?.allowLoopback ?? false,
			}),
		)
		.route('/', listRoutes({ db }))
		.route('/', feedRoutes({ db }))
		.route('/', peopleRoutes({ db }))
		.route('/', likeRoutes({ db }))
		.route('/', commentRoutes({ db }))
		.route('/', notificationRoutes({ db }))
		.route('/', blockRoutes({ db }))
		.route('/', reportRoutes({ db }))
		.route('/', adminRoutes({ db }))
		.route('/', instanceBlockRoutes({ db }))
		.route('/', catalogueRoutes({ db, config, storage }))
		.route('/', statsRoutes({ db }))
		.route('/', importRoutes({ db }))
		.route('/', exportRoutes({ db }))
		.route('/', rssRoutes({ db, config }))
		.route('/', clubRoutes({ db, storage }))
		.route('/', clubThreadRoutes({ db }))
		.route('/', clubPostRoutes({ db }))
		.route('/', clubScheduleRoutes({ db }))
		.route('/', clubPollRoutes({ db }))
		.route('/uploads', uploadRoutes(storage))
		.route('/covers', coverRoutes({ db, config, storage }))
		.all('*', (c) =>
			c.json(errorBody(new ApiError(404, 'not_found', `No API route ${c.req.method} ${c.req.path}`)), 404),
		)

	// A page's server render asks the API what the browser's app would, as the same reader (web-pages.ts); a page
	// let in has its questions answered however busy the server has become since.
	const shedding = loadShedding(config.loadShed)
	const app: Hono = new Hono().use(securityHeaders(config.appOrigin)).use(shedding.middleware)
	// ActivityPub's own paths (/.well-known/webfinger, /ap/…), before the pages, which would answer them with the app.
	if (federation && config.federation)
		app.use(federationRoutes(federation, inboxGuardSettings(database, config.federation)))
	app
		.route('/api', apiDocsRoutes(config))
		.route(API_V1, publicApi({ db }, api))
		.route('/api', api)
		.route(
			'/',
			webPages(webDir, combineHeads(yearReviewHead(db, config.appOrigin), rssHead(db)), (request, env) =>
				Promise.resolve(app.fetch(shedding.admit(request), env)),
			),
		)
		.onError(handleError)
	return observedApp(app, metrics, config.metrics?.token)
}
