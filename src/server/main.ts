import type { Server } from 'node:http'
import { resolve } from 'node:path'
import { isMainThread } from 'node:worker_threads'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { createAuth } from './auth/auth.ts'
import { resolveAuthSecret } from './auth/auth-secret.ts'
import { bookServices } from './books/search-catalogue.ts'
import { catalogueImportJob } from './catalogue/catalogue-import-job.ts'
import { logFirstRunHint } from './catalogue/first-run-hint.ts'
import { ConfigError, loadConfig } from './config.ts'
import { isPostgresUrl, migrateToLatest, openDatabase } from './db/database.ts'
import { createDogearFederation } from './federation/dogear-federation.ts'
import { federationJob } from './federation/federation-job.ts'
import { importJob } from './imports/import-job.ts'
import { bookDescriptionJob } from './books/book-description.ts'
import { openLibraryCoverJob } from './covers/open-library-cover-job.ts'
import { startJobWorker } from './jobs/job-worker.ts'
import { createMailer } from './mail/mailer.ts'
import { sendMailJob } from './mail/send-mail-job.ts'
import { stopOnSignals } from './ops/graceful-stop.ts'
import { log } from './ops/log.ts'
import { serveMetricsPort } from './ops/metrics-routes.ts'
import { createMetrics } from './ops/metrics.ts'
import { createStorage } from './storage/create-storage.ts'

// env → database → migrate → HTTP + background jobs.
async function main() {
	const config = loadConfig()
	log.level = config.logLevel
	const db = openDatabase(config.databaseUrl)
	await migrateToLatest(db)
	const auth = createAuth({ config, db, secret: resolveAuthSecret(config.authSecret, config.dataDir) })
	const storage = createStorage(config)
	const federation = config.federation
		? createDogearFederation(db, { ...config, federation: config.federation })
		: undefined
	const worker = startJobWorker(db, {
		'send-mail': sendMailJob(createMailer(config.mail, config.dataDir)),
		import: importJob(db, bookServices(config)),
		federation: federationJob(federation),
		'catalogue-import': catalogueImportJob(db, storage),
		'book-description': bookDescriptionJob(db, bookServices(config)),
		'book-cover': openLibraryCoverJob({ db, storage, config }),
	})
	const metrics = config.metrics ? createMetrics(db) : undefined
	const app = createApp({
		config,
		db,
		auth,
		storage,
		webDir: resolve(process.env.WEB_DIR ?? 'dist/current/web'),
		metrics,
		federation,
	})

	const server = serve({ fetch: app.fetch, port: config.port }, () => {
		const where = isPostgresUrl(config.databaseUrl) ? 'PostgreSQL' : `SQLite at ${config.databaseUrl}`
		log.info(`Dogear is running at ${config.appOrigin} (port ${config.port}, ${where})`)
		logFirstRunHint(db, config).catch((error: unknown) =>
			log.error({ err: error }, 'Could not look whether the catalogue is empty'),
		)
	}) as Server
	const metricsServer =
		metrics && config.metrics?.port
			? (serveMetricsPort(metrics, { ...config.metrics, port: config.metrics.port }) as Server)
			: undefined
	stopOnSignals({ server, metricsServer, worker, db })
}

// Bundled, the server is one file, which the import parser's worker thread loads too (imports/import-parse-worker.ts):
// only the main thread starts the server.
if (isMainThread)
	main().catch((error: unknown) => {
		// A configuration problem is one line naming the variable; anything else keeps its stack for the operator.
		if (error instanceof ConfigError) log.fatal(`Configuration error: ${error.message}`)
		else log.fatal({ err: error }, 'Dogear could not start')
		process.exit(1)
	})
