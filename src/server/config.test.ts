import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ConfigError, loadConfig } from './config.ts'

const problem = (env: Record<string, string>) => {
	try {
		loadConfig(env)
	} catch (error) {
		assert.ok(error instanceof ConfigError)
		return error.message
	}
	assert.fail(`no error for ${JSON.stringify(env)}`)
}

test('defaults: port 3000, SQLite in ./data, no mail server, no identity provider', () => {
	const config = loadConfig({})
	assert.equal(config.port, 3000)
	assert.match(config.databaseUrl, /data\/dogear\.sqlite$/)
	assert.equal(config.appOrigin, 'http://localhost:3000')
	assert.equal(config.mail.smtpUrl, undefined)
	assert.equal(config.oidc, undefined)
})

test('PORT, DATA_DIR and DATABASE_URL override the defaults', () => {
	const config = loadConfig({ PORT: '8080', DATA_DIR: '/srv/dogear', DATABASE_URL: 'postgres://db/dogear' })
	assert.equal(config.port, 8080)
	assert.equal(config.dataDir, '/srv/dogear')
	assert.equal(config.databaseUrl, 'postgres://db/dogear')
	assert.equal(config.appOrigin, 'http://localhost:8080')
})

test('a bad value is one line naming the variable', () => {
	assert.equal(problem({ PORT: 'eighty' }), 'PORT must be a whole number from 1 to 65535 (got "eighty")')
	assert.equal(problem({ PORT: '0' }), 'PORT must be a whole number from 1 to 65535 (got "0")')
	assert.match(problem({ DATABASE_URL: 'mysql://x' }), /^DATABASE_URL must be a postgres:\/\/ URL/)
	assert.match(problem({ APP_URL: 'books.example' }), /^APP_URL must be an http/)
	assert.match(problem({ SMTP_URL: 'http://mail' }), /^SMTP_URL must be an smtp/)
	assert.match(problem({ TRUST_PROXY: 'maybe' }), /^TRUST_PROXY must be true or false/)
	assert.match(problem({ GOOGLE_CLIENT_ID: 'id' }), /^GOOGLE_CLIENT_SECRET must be set too/)
	assert.match(problem({ OPERATOR_EMAIL: 'nope' }), /^OPERATOR_EMAIL must be an e-mail address/)
	for (const message of [problem({ AUTH_SECRET: 'short' }), problem({ SMTP_URL: 'ftp://user:hunter2@mail' })]) {
		assert.ok(!message.includes('short') && !message.includes('hunter2'), `secret echoed: ${message}`)
		assert.ok(!message.includes('\n'))
	}
})

test('logs and metrics: LOG_LEVEL info by default; /metrics off unless METRICS_PORT or METRICS_TOKEN, the port on loopback', () => {
	const token = 't'.repeat(24)
	assert.equal(loadConfig({}).logLevel, 'info')
	assert.equal(loadConfig({ LOG_LEVEL: 'warn' }).logLevel, 'warn')
	assert.equal(loadConfig({}).metrics, undefined)
	assert.deepEqual(loadConfig({ METRICS_PORT: '9464' }).metrics, { port: 9464, host: '127.0.0.1', token: undefined })
	assert.deepEqual(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token }).metrics, {
		port: 9464,
		host: '0.0.0.0',
		token,
	})
	assert.deepEqual(loadConfig({ METRICS_TOKEN: token }).metrics, { port: undefined, host: '127.0.0.1', token })
	assert.equal(
		problem({ LOG_LEVEL: 'loud' }),
		'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
	)
	assert.equal(problem({ METRICS_PORT: '70000' }), 'METRICS_PORT must be a whole number from 1 to 65535 (got "70000")')
	assert.equal(problem({ METRICS_PORT: '3000' }), 'METRICS_PORT must differ from PORT (both are 3000)')
	assert.match(problem({ METRICS_HOST: '0.0.0.0' }), /^METRICS_PORT must be set too/)
	assert.match(
		problem({ METRICS_PORT: '9464', METRICS_HOST: 'not a host' }),
		/^METRICS_HOST must be an IP address or a host name/,
	)
	assert.equal(
		problem({ METRICS_TOKEN: 'short-secret' }),
		'METRICS_TOKEN must be at least 24 characters (the value is hidden)',
	)
})

test('Google sign-in defaults to Google discovery; any OIDC provider can replace it', () => {
	const google = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' })
	assert.equal(google.oidc?.discoveryUrl, 'https://accounts.google.com/.well-known/openid-configuration')
	assert.equal(google.oidc?.name, 'Google')
	const own = loadConfig({
		GOOGLE_CLIENT_ID: 'id',
		GOOGLE_CLIENT_SECRET: 'secret',
		OIDC_DISCOVERY_URL: 'https://id.example.org/.well-known/openid-configuration',
		OIDC_PROVIDER_NAME: 'Example ID',
	})
	assert.equal(own.oidc?.name, 'Example ID')
})

test('COVER_HOSTS: the book services by default, https unless a host is named with http://, "none" turns fetching off', () => {
	assert.deepEqual(loadConfig({}).covers.origins, [
		'https://covers.openlibrary.org',
		'https://archive.org',
		'https://*.us.archive.org',
		'https://books.google.com',
		'https://books.googleusercontent.com',
		'https://images.gr-assets.com',
		'https://i.gr-assets.com',
		'https://s.gr-assets.com',
	])
	assert.equal(loadConfig({}).covers.timeoutMs, 5000)
	const own = loadConfig({
		COVER_HOSTS: ' Covers.Example.org , mirror.lan:8443,http://127.0.0.1:9000,',
		COVER_TIMEOUT_MS: '1500',
	}).covers
	assert.deepEqual(own, {
		origins: ['https://covers.example.org', 'https://mirror.lan:8443', 'http://127.0.0.1:9000'],
		timeoutMs: 1500,
		openLibraryUrl: 'https://covers.openlibrary.org',
	})
	// An Open Library covers mirror is allowed by naming it once; COVER_HOSTS=none still fetches nothing.
	const mirror = loadConfig({ OPEN_LIBRARY_COVERS_URL: 'http://127.0.0.1:9001/', COVER_HOSTS: 'covers.example.org' })
	assert.deepEqual(
		[mirror.covers.openLibraryUrl, mirror.covers.origins],
		['http://127.0.0.1:9001', ['https://covers.example.org', 'http://127.0.0.1:9001']],
	)
	assert.deepEqual(
		loadConfig({ OPEN_LIBRARY_COVERS_URL: 'http://127.0.0.1:9001', COVER_HOSTS: 'none' }).covers.origins,
		[],
	)
	assert.deepEqual(loadConfig({ COVER_HOSTS: 'archive.org,*.us.archive.org,[::1]:8080' }).covers.origins, [
		'https://archive.org',
		'https://*.us.archive.org',
		'https://[::1]:8080',
	])
	assert.deepEqual(loadConfig({ COVER_HOSTS: 'none' }).covers.origins, [])
	assert.equal(loadConfig({ COVER_HOSTS: '' }).covers.origins.length, 8)
	for (const bad of [
		'covers.example.org/b/id',
		'ftp://covers.example.org',
		'user@covers.example.org',
		'a b',
		',',
		'https://x.org?q=1',
		'x.org/',
		'*',
		'a.*.org',
		'*x.org',
	]) {
		assert.match(
			problem({ COVER_HOSTS: bad }),
			/^COVER_HOSTS must be "none" or a comma-separated list of host names/,
			bad,
		)
	}
	assert.equal(
		problem({ COVER_TIMEOUT_MS: '50' }),
		'COVER_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000 (got "50")',
	)
})

test('S3 configuration: off by default, all-or-nothing, secret never echoed', () => {
	assert.equal(loadConfig({}).s3, undefined)
	const s3 = loadConfig({ S3_BUCKET: 'dogear', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).s3
	assert.deepEqual(s3, {
		endpoint: 'https://s3.us-east-1.amazonaws.com',
		bucket: 'dogear',
		region: 'us-east-1',
		accessKeyId: 'id',
		secretAccessKey: 'secret',
		forcePathStyle: false,
	})
	assert.match(problem({ S3_ENDPOINT: 'http://minio:9000' }), /^S3_BUCKET must be set too/)
	assert.match(problem({ S3_BUCKET: 'dogear', S3_ACCESS_KEY_ID: 'id' }), /^S3_SECRET_ACCESS_KEY must be set too/)
	assert.match(problem({ S3_ENDPOINT: 'minio:9000' }), /^S3_ENDPOINT must be an http/)
	assert.match(problem({ S3_BUCKET: 'No_Such' }), /^S3_BUCKET must be a bucket name/)
	assert.match(problem({ S3_FORCE_PATH_STYLE: 'yes' }), /^S3_FORCE_PATH_STYLE must be true or false/)
	assert.doesNotMatch(problem({ S3_SECRET_ACCESS_KEY: 'hunter2', S3_BUCKET: 'x' }), /hunter2/)
})

test('load shedding: utilisation 0.9 after a 10 s warm-up, 128 requests in flight; each checked, 0 turns it off', () => {
	assert.deepEqual(loadConfig({}).loadShed, { elu: 0.9, maxInFlight: 128, warmUpMs: 10_000 })
	assert.deepEqual(loadConfig({ LOAD_SHED_ELU: '0', LOAD_SHED_IN_FLIGHT: '0', LOAD_SHED_WARM_UP_S: '0' }).loadShed, {
		elu: 0,
		maxInFlight: 0,
		warmUpMs: 0,
	})
	assert.equal(problem({ LOAD_SHED_ELU: '90' }), 'LOAD_SHED_ELU must be a number from 0 to 1, such as 0.9 (got "90")')
	assert.equal(
		problem({ LOAD_SHED_ELU: 'busy' }),
		'LOAD_SHED_ELU must be a number from 0 to 1, such as 0.9 (got "busy")',
	)
	assert.equal(
		problem({ LOAD_SHED_WARM_UP_S: '1.5' }),
		'LOAD_SHED_WARM_UP_S must be a whole number of seconds from 0 to 600 (got "1.5")',
	)
	assert.equal(
		problem({ LOAD_SHED_IN_FLIGHT: '-1' }),
		'LOAD_SHED_IN_FLIGHT must be a whole number from 0 to 100000 (got "-1")',
	)
})

test('federation: off by default; on only with an https APP_URL, or over loopback for tests', () => {
	assert.equal(loadConfig({}).federation, undefined)
	assert.deepEqual(loadConfig({ FEDERATION: 'true', APP_URL: 'https://books.example' }).federation, {
		allowLoopback: false,
		inboxPerMinute: 600,
	})
	assert.deepEqual(
		loadConfig({
			FEDERATION: 'true',
			FEDERATION_ALLOW_LOOPBACK: 'true',
			FEDERATION_INBOX_PER_MINUTE: '30',
			APP_URL: 'http://127.0.0.1:3800',
		}).federation,
		{ allowLoopback: true, inboxPerMinute: 30 },
	)
	assert.equal(
		problem({ FEDERATION: 'true', APP_URL: 'https://books.example', FEDERATION_INBOX_PER_MINUTE: '0' }),
		'FEDERATION_INBOX_PER_MINUTE must be a whole number from 1 to 100000 (got "0")',
	)
	assert.equal(
		problem({ FEDERATION: 'true', APP_URL: 'http://books.example' }),
		'APP_URL must be an https:// URL when FEDERATION=true: other servers fetch and verify our readers there (got "http://books.example")',
	)
	assert.match(problem({ FEDERATION: 'true' }), /^APP_URL must be an https:\/\/ URL when FEDERATION=true.*\(got ""\)$/)
	assert.equal(
		problem({ FEDERATION_ALLOW_LOOPBACK: 'true', APP_URL: 'https://books.example' }),
		'FEDERATION must be true too: FEDERATION_ALLOW_LOOPBACK only loosens federation for tests',
	)
	assert.match(problem({ FEDERATION: 'on' }), /^FEDERATION must be true or false/)
})
