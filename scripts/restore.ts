// npm run restore -- <backup folder>
// Puts a backup made by `npm run backup` back into the database the server is configured for. Stop the server
// first: the database is replaced.
import { join, resolve } from 'node:path'
import { restoreBackup } from '../src/server/backup/backup.ts'
import { ConfigError, loadConfig } from '../src/server/config.ts'

const USAGE = 'Usage: npm run restore -- <backup folder>   (stop the server first)'

async function main() {
	const args = process.argv.slice(2)
	if (args.length !== 1 || args[0] === '--help') {
		console.log(USAGE)
		process.exit(args[0] === '--help' ? 0 : 2)
	}
	const dir = resolve(args[0]!)
	const config = loadConfig()
	const manifest = await restoreBackup(dir, {
		databaseUrl: config.databaseUrl,
		uploadsDir: config.s3 ? null : join(config.dataDir, 'uploads'),
	})
	console.log(`Restored the backup of ${manifest.createdAt} from ${dir}`)
}

main().catch((error: unknown) => {
	console.error(
		error instanceof ConfigError
			? `Configuration error: ${error.message}`
			: `Restore failed: ${(error as Error).message}`,
	)
	process.exit(1)
})
