// npm run backup [-- <folder>]
// An online snapshot of the database the server uses (DATA_DIR / DATABASE_URL) and its local uploads, taken while
// the server keeps running. The folder defaults to DATA_DIR/backups/<time>.
import { join, resolve } from 'node:path'
import { takeBackup } from '../src/server/backup/backup.ts'
import { ConfigError, loadConfig } from '../src/server/config.ts'

const USAGE = 'Usage: npm run backup [-- <new folder>]'

async function main() {
	const args = process.argv.slice(2)
	if (args.includes('--help') || args.length > 1) {
		console.log(USAGE)
		process.exit(args.includes('--help') ? 0 : 2)
	}
	const config = loadConfig()
	const dir = resolve(args[0] ?? join(config.dataDir, 'backups', new Date().toISOString().replace(/[:.]/g, '-')))
	const started = performance.now()
	const manifest = await takeBackup(
		{ databaseUrl: config.databaseUrl, uploadsDir: config.s3 ? null : join(config.dataDir, 'uploads') },
		dir,
	)
	const uploads = manifest.uploads ? ' and the uploads' : config.s3 ? ' (uploads stay in the S3 bucket)' : ''
	console.log(
		`Backed up the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'SQLite'} database${uploads} to ${dir} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
	)
}

main().catch((error: unknown) => {
	console.error(
		error instanceof ConfigError
			? `Configuration error: ${error.message}`
			: `Backup failed: ${(error as Error).message}`,
	)
	process.exit(1)
})
