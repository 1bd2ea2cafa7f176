import { resolve } from 'node:path'
import { isMainThread } from 'node:worker_threads'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { createAuth } from './auth/auth.ts'
import { resolveAuthSecret } from './auth/auth-secret.ts'
import { bookServices } from './books/search-catalogue.ts'
import { ConfigError, loadConfig } from './config.ts'
import { isPostgresUrl, migrateToLatest, openDatabase } from './db/database.ts'
import { importJob } from './imports/import-job.ts'
import { startJobWorker } from './jobs/job-worker.ts'
import { createMailer } from './mail/mailer.ts'
import { sendMailJob } from './mail/send-mail-job.ts'
import { createStorage } from './storage/create-storage.ts'

// env → database → migrate → HTTP + background jobs.
async function main() {
	const config = loadConfig()
	const db = openDatabase(config.databaseUrl)
	await migrateToLatest(db)
	const auth = createAuth({ config, db, secret: resolveAuthSecret(config.authSecret, config.dataDir) })
	const worker = startJobWorker(db, {
		'send-mail': sendMailJob(createMailer(config.mail, config.dataDir)),
		import: importJob(db, bookServices(config)),
	})
	const app = createApp({ config, db, auth, storage: createStorage(config), webDir: resolve('dist/web') })

	const server = serve({ fetch: app.fetch, port: config.port }, () => {
		const where = isPostgresUrl(config.databaseUrl) ? 'PostgreSQL' : `SQLite at ${config.databaseUrl}`
		console.log(`Dogear is running at ${config.appOrigin} (port ${config.port}, ${where})`)
	})
	const shutdown = async () => {
		server.close()
		await worker.stop()
		await db.destroy()
		process.exit(0)
	}
	process.once('SIGINT', shutdown)
	process.once('SIGTERM', shutdown)
}

// Bundled, the server is one file, which the import parser's worker thread loads too (imports/import-parse-worker.ts):
// only the main thread starts the server.
if (isMainThread) main().catch((error: unknown) => {
	// A configuration problem is one line naming the variable; anything else keeps its stack for the operator.
	console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error)
	process.exit(1)
})
