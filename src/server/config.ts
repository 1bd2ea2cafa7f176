import { isIP } from 'node:net'
import { resolve } from 'node:path'
import { z } from 'zod'

const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration'

const optional = z
	.string()
	.trim()
	.transform((value) => (value === '' ? undefined : value))
	.optional()

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
const flag = z
	.enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
	.transform((v) => v === 'true' || v === '1')

// Open Library sends older covers on to the Internet Archive's storage hosts, so those are in by default.
const DEFAULT_COVER_HOSTS =
	'covers.openlibrary.org,archive.org,*.us.archive.org,books.google.com,books.googleusercontent.com,images.gr-assets.com,i.gr-assets.com,s.gr-assets.com'
const COVER_HOSTS_RULE =
	'must be "none" or a comma-separated list of host names (*.example.org for any under it), each optionally with :port or an http:// prefix'

/**
 * The origins covers may be fetched from. A bare host means https only; 'http://host:port' allows plain
 * HTTP for that one host (a mirror on the private network, or the tests' loopback server). A leading '*.'
 * stands for any host under that domain (fetch-cover.ts, isAllowedCoverUrl).
 */
const coverHosts = z.string().transform((value, ctx) => {
	if (value.toLowerCase() === 'none') return []
	const origins = value
		.split(',')
		.map((entry) => entry.trim())
		.filter(Boolean)
		.map(coverOrigin)
	if (origins.length === 0 || origins.includes(undefined)) {
		ctx.addIssue({ code: 'custom', message: COVER_HOSTS_RULE })
		return z.NEVER
	}
	return origins as string[]
})

function coverOrigin(entry: string) {
	try {
		const url = new URL(/^https?:\/\//i.test(entry) ? entry : `https://${entry}`)
		const bare =
			url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !entry.endsWith('/')
		return bare && /^(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname) ? url.origin : undefined
	} catch {
		return undefined
	}
}

const port = z.coerce
	.number<string>({ error: 'must be a whole number from 1 to 65535' })
	.int('must be a whole number from 1 to 65535')
	.min(1, 'must be a whole number from 1 to 65535')
	.max(65535, 'must be a whole number from 1 to 65535')

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const isListenAddress = (value: string) =>
	isIP(value) !== 0 || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(value)

const EnvSchema = z.object({
	PORT: port.default(3000),
	DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
	DATABASE_URL: optional.pipe(
		z
			.string()
			.regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL (leave it unset for SQLite)')
			.optional(),
	),
	APP_URL: optional.pipe(httpUrl.optional()),
	AUTH_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
	TRUST_PROXY: flag.default(false),
	// How busy the event loop may be (its utilisation, 0–1) while requests queue before new ones are turned away
	// with 503 (http/load-shedding.ts); 0: never.
	LOAD_SHED_ELU: z.coerce
		.number({ error: 'must be a number from 0 to 1, such as 0.9' })
		.min(0, 'must be a number from 0 to 1, such as 0.9')
		.max(1, 'must be a number from 0 to 1, such as 0.9')
		.default(0.9),
	// How long after start the server answers every reader however busy it is (a cold server is slow at first).
	LOAD_SHED_WARM_UP_S: z.coerce
		.number({ error: 'must be a whole number of seconds from 0 to 600' })
		.int('must be a whole number of seconds from 0 to 600')
		.min(0, 'must be a whole number of seconds from 0 to 600')
		.max(600, 'must be a whole number of seconds from 0 to 600')
		.default(10),
	// How many requests may be in progress at once before new ones are turned away with 503; 0: no limit.
	LOAD_SHED_IN_FLIGHT: z.coerce
		.number({ error: 'must be a whole number from 0 to 100000' })
		.int('must be a whole number from 0 to 100000')
		.min(0, 'must be a whole number from 0 to 100000')
		.max(100_000, 'must be a whole number from 0 to 100000')
		.default(128),
	LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
	// /metrics on a port of its own (ops/metrics-routes.ts), on METRICS_HOST: loopback unless the operator opens it.
	METRICS_PORT: optional.pipe(port.optional()),
	METRICS_HOST: optional.pipe(
		z
			.string()
			.refine(isListenAddress, 'must be an IP address or a host name to listen on, such as 127.0.0.1 or 0.0.0.0')
			.optional(),
	),
	// /metrics on the main port too, for a scraper that sends this as its Bearer token; asked for on METRICS_PORT as well.
	METRICS_TOKEN: optional.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
	SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
	MAIL_FROM: optional,
	GOOGLE_CLIENT_ID: optional,
	GOOGLE_CLIENT_SECRET: optional,
	OIDC_DISCOVERY_URL: optional.pipe(httpUrl.optional()),
	OIDC_PROVIDER_NAME: optional,
	OPEN_LIBRARY_URL: optional.pipe(httpUrl.optional()),
	OPEN_LIBRARY_COVERS_URL: optional.pipe(httpUrl.optional()),
	GOOGLE_BOOKS_URL: optional.pipe(httpUrl.optional()),
	GOOGLE_BOOKS_API_KEY: optional,
	BOOK_SERVICE_TIMEOUT_MS: z.coerce
		.number({ error: 'must be a number of milliseconds' })
		.int()
		.min(100)
		.max(60_000)
		.default(8000),
	COVER_HOSTS: optional.pipe(coverHosts.optional()),
	COVER_TIMEOUT_MS: z.coerce
		.number({ error: 'must be a whole number of milliseconds from 100 to 60000' })
		.int('must be a whole number of milliseconds from 100 to 60000')
		.min(100, 'must be a whole number of milliseconds from 100 to 60000')
		.max(60_000, 'must be a whole number of milliseconds from 100 to 60000')
		.default(5000),
	OPERATOR_NAME: optional,
	OPERATOR_ADDRESS: optional,
	OPERATOR_EMAIL: optional.pipe(z.email('must be an e-mail address').optional()),
	S3_ENDPOINT: optional.pipe(httpUrl.optional()),
	S3_BUCKET: optional.pipe(
		z
			.string()
			.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 of a-z, 0-9, "." and "-"')
			.optional(),
	),
	S3_REGION: optional.pipe(
		z
			.string()
			.regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')
			.optional(),
	),
	S3_ACCESS_KEY_ID: optional,
	S3_SECRET_ACCESS_KEY: optional,
	S3_FORCE_PATH_STYLE: flag.default(false),
	// ActivityPub (src/server/federation): off unless the operator turns it on, with an https APP_URL.
	FEDERATION: flag.default(false),
	// Tests and local trials only: plain http and loopback addresses between servers.
	FEDERATION_ALLOW_LOOPBACK: flag.default(false),
	// Activities a minute that one remote server may post to our inboxes before it is answered 429.
	FEDERATION_INBOX_PER_MINUTE: z.coerce
		.number({ error: 'must be a whole number from 1 to 100000' })
		.int('must be a whole number from 1 to 100000')
		.min(1, 'must be a whole number from 1 to 100000')
		.max(100_000, 'must be a whole number from 1 to 100000')
		.default(600),
})

// Never echoed in an error line: start-up output ends up in shared logs.
const SECRETS = new Set([
	'AUTH_SECRET',
	'GOOGLE_CLIENT_SECRET',
	'SMTP_URL',
	'DATABASE_URL',
	'GOOGLE_BOOKS_API_KEY',
	'S3_SECRET_ACCESS_KEY',
	'METRICS_TOKEN',
])

export type Config = ReturnType<typeof toConfig>

/** The first problem in the environment, as one line naming the variable; the server prints it and stops. */
export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
	const parsed = EnvSchema.safeParse(env)
	if (!parsed.success) {
		const issue = parsed.error.issues[0]!
		const name = String(issue.path[0])
		const got = SECRETS.has(name) ? 'the value is hidden' : `got ${JSON.stringify(env[name] ?? '')}`
		throw new ConfigError(`${name} ${issue.message} (${got})`)
	}
	const e = parsed.data
	if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
		const missing = e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'
		throw new ConfigError(
			`${missing} must be set too: Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET`,
		)
	}
	const s3Missing = missingS3Variable(e)
	if (s3Missing)
		throw new ConfigError(
			`${s3Missing} must be set too: uploads to S3 need S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`,
		)
	if (e.METRICS_HOST && !e.METRICS_PORT)
		throw new ConfigError('METRICS_PORT must be set too: METRICS_HOST is where the metrics port listens')
	if (e.METRICS_PORT === e.PORT) throw new ConfigError(`METRICS_PORT must differ from PORT (both are ${e.PORT})`)
	if (e.FEDERATION && !e.FEDERATION_ALLOW_LOOPBACK && (!e.APP_URL || new URL(e.APP_URL).protocol !== 'https:'))
		throw new ConfigError(
			`APP_URL must be an https:// URL when FEDERATION=true: other servers fetch and verify our readers there (got ${JSON.stringify(e.APP_URL ?? '')})`,
		)
	if (e.FEDERATION_ALLOW_LOOPBACK && !e.FEDERATION)
		throw new ConfigError('FEDERATION must be true too: FEDERATION_ALLOW_LOOPBACK only loosens federation for tests')
	return toConfig(e)
}

/** Any S3_* variable means S3 storage is wanted; then the bucket and both keys must be there. */
function missingS3Variable(e: z.infer<typeof EnvSchema>) {
	const wanted = e.S3_ENDPOINT || e.S3_BUCKET || e.S3_REGION || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY
	if (!wanted) return undefined
	return (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find((name) => !e[name])
}

/**
 * COVER_HOSTS, or the default hosts; with OPEN_LIBRARY_COVERS_URL's origin added, so pointing Dogear at a covers
 * mirror is one setting. COVER_HOSTS=none still means no cover is ever fetched.
 */
function coverOrigins(e: z.infer<typeof EnvSchema>) {
	const origins = e.COVER_HOSTS ?? coverHosts.parse(DEFAULT_COVER_HOSTS)
	const mirror = e.OPEN_LIBRARY_COVERS_URL && new URL(e.OPEN_LIBRARY_COVERS_URL).origin
	return origins.length === 0 || !mirror || origins.includes(mirror) ? origins : [...origins, mirror]
}

function toConfig(e: z.infer<typeof EnvSchema>) {
	const appUrl = new URL(e.APP_URL ?? `http://localhost:${e.PORT}`)
	const dataDir = resolve(e.DATA_DIR)
	return {
		port: e.PORT,
		dataDir,
		/** A postgres:// URL, or the SQLite file inside the data folder. */
		databaseUrl: e.DATABASE_URL ?? resolve(dataDir, 'dogear.sqlite'),
		appOrigin: appUrl.origin,
		authSecret: e.AUTH_SECRET,
		trustProxy: e.TRUST_PROXY,
		logLevel: e.LOG_LEVEL,
		/** Where /metrics is served (ops/metrics-routes.ts); undefined: nowhere, and nothing is measured. */
		metrics:
			e.METRICS_PORT || e.METRICS_TOKEN
				? { port: e.METRICS_PORT, host: e.METRICS_HOST ?? '127.0.0.1', token: e.METRICS_TOKEN }
				: undefined,
		loadShed: { elu: e.LOAD_SHED_ELU, maxInFlight: e.LOAD_SHED_IN_FLIGHT, warmUpMs: e.LOAD_SHED_WARM_UP_S * 1000 },
		mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Dogear <no-reply@${appUrl.hostname}>` },
		oidc: e.GOOGLE_CLIENT_ID
			? {
					clientId: e.GOOGLE_CLIENT_ID,
					clientSecret: e.GOOGLE_CLIENT_SECRET!,
					discoveryUrl: e.OIDC_DISCOVERY_URL ?? GOOGLE_DISCOVERY_URL,
					name: e.OIDC_PROVIDER_NAME ?? 'Google',
				}
			: undefined,
		books: {
			openLibraryUrl: e.OPEN_LIBRARY_URL ?? 'https://openlibrary.org',
			googleBooksUrl: e.GOOGLE_BOOKS_URL ?? 'https://www.googleapis.com/books/v1',
			googleBooksApiKey: e.GOOGLE_BOOKS_API_KEY,
			timeoutMs: e.BOOK_SERVICE_TIMEOUT_MS,
		},
		/** Where book covers may be fetched from, as origins ('https://covers.openlibrary.org'); empty: never. */
		covers: {
			origins: coverOrigins(e),
			timeoutMs: e.COVER_TIMEOUT_MS,
			/** Open Library's covers service, asked for a book's cover by its cover id or ISBN (open-library-cover-job.ts). */
			openLibraryUrl: (e.OPEN_LIBRARY_COVERS_URL ?? 'https://covers.openlibrary.org').replace(/\/$/, ''),
		},
		/** Uploads go to this S3-compatible bucket; undefined keeps them in DATA_DIR/uploads. */
		s3: e.S3_BUCKET
			? {
					endpoint: e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION ?? 'us-east-1'}.amazonaws.com`,
					bucket: e.S3_BUCKET,
					region: e.S3_REGION ?? 'us-east-1',
					accessKeyId: e.S3_ACCESS_KEY_ID!,
					secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
					forcePathStyle: e.S3_FORCE_PATH_STYLE,
				}
			: undefined,
		/** ActivityPub with other servers (src/server/federation); undefined: none of its routes exist. */
		federation: e.FEDERATION
			? { allowLoopback: e.FEDERATION_ALLOW_LOOPBACK, inboxPerMinute: e.FEDERATION_INBOX_PER_MINUTE }
			: undefined,
		operator: {
			name: e.OPERATOR_NAME ?? 'The operator of this Dogear server',
			address: e.OPERATOR_ADDRESS,
			email: e.OPERATOR_EMAIL,
		},
	}
}
