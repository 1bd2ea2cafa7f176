// npm run user:role -- <username> admin|reader
// Makes a reader an administrator of this instance (or a reader again), in the database the server uses
// (DATA_DIR / DATABASE_URL), migrating it first. Signed-in pages notice within 10 s (session cache).
import { ConfigError, loadConfig } from '../src/server/config.ts'
import { migrateToLatest, openDatabase } from '../src/server/db/database.ts'
import { ROLES, type Role, setUserRole } from '../src/server/admin/set-role.ts'

const USAGE = `Usage: npm run user:role -- <username> ${ROLES.join('|')}`

function fail(message: string): never {
	console.error(`${message}\n\n${USAGE}`)
	process.exit(2)
}

const [username, role, ...rest] = process.argv.slice(2)
if (!username || !role || rest.length > 0) fail('Give a username and a role')
if (!ROLES.includes(role as Role)) fail(`The role must be one of ${ROLES.join(', ')}`)
let config: ReturnType<typeof loadConfig>
try {
	config = loadConfig()
} catch (error) {
	if (!(error instanceof ConfigError)) throw error
	fail(error.message)
}
const db = openDatabase(config.databaseUrl)
try {
	await migrateToLatest(db)
	if (!(await setUserRole(db, username, role as Role))) {
		console.error(`No reader with the username ${username}`)
		process.exitCode = 1
	} else console.log(`${username} is now ${role === 'admin' ? 'an administrator' : 'a reader'}`)
} finally {
	await db.destroy()
}
