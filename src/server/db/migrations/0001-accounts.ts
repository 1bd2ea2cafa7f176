import { sql, type Kysely } from 'kysely'
import { dialectOf } from './frozen/frozen-dialect.ts'

// Better Auth's four tables (user, session, account, verification) in the shape its Kysely adapter expects,
// plus our own rate-limit counters and job queue. Better Auth's columns use the types its schema check expects
// (its adapter converts per dialect; SQLite keeps ISO text in 'date' columns); our own tables keep ISO-8601 text and 0/1
// integers so one query code reads the same values on both databases (docs/decisions/0002-column-types.md).
export async function up(db: Kysely<unknown>) {
	const pg = dialectOf(db) === 'postgres'
	const date = pg ? 'timestamptz' : 'date'
	const bool = pg ? 'boolean' : 'integer'

	await db.schema
		.createTable('user')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('email', 'text', (c) => c.notNull().unique())
		.addColumn('emailVerified', bool, (c) => c.notNull())
		.addColumn('image', 'text')
		.addColumn('createdAt', date, (c) => c.notNull())
		.addColumn('updatedAt', date, (c) => c.notNull())
		.addColumn('username', 'text', (c) => c.notNull())
		.addColumn('lastLoginAt', date)
		.execute()
	// Usernames are unique whatever their case: 'Ann' and 'ann' are one reader.
	await db.schema.createIndex('user_username_lower').on('user').unique().expression(sql`lower("username")`).execute()

	await db.schema
		.createTable('session')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('expiresAt', date, (c) => c.notNull())
		.addColumn('token', 'text', (c) => c.notNull().unique())
		.addColumn('createdAt', date, (c) => c.notNull())
		.addColumn('updatedAt', date, (c) => c.notNull())
		.addColumn('ipAddress', 'text')
		.addColumn('userAgent', 'text')
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.execute()
	await db.schema.createIndex('session_user').on('session').column('userId').execute()

	await db.schema
		.createTable('account')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('accountId', 'text', (c) => c.notNull())
		.addColumn('providerId', 'text', (c) => c.notNull())
		.addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
		.addColumn('accessToken', 'text')
		.addColumn('refreshToken', 'text')
		.addColumn('idToken', 'text')
		.addColumn('accessTokenExpiresAt', date)
		.addColumn('refreshTokenExpiresAt', date)
		.addColumn('scope', 'text')
		.addColumn('password', 'text')
		.addColumn('createdAt', date, (c) => c.notNull())
		.addColumn('updatedAt', date, (c) => c.notNull())
		.execute()
	await db.schema.createIndex('account_user').on('account').column('userId').execute()
	await db.schema.createIndex('account_provider').on('account').columns(['providerId', 'accountId']).unique().execute()

	await db.schema
		.createTable('verification')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('identifier', 'text', (c) => c.notNull())
		.addColumn('value', 'text', (c) => c.notNull())
		.addColumn('expiresAt', date, (c) => c.notNull())
		.addColumn('createdAt', date, (c) => c.notNull())
		.addColumn('updatedAt', date, (c) => c.notNull())
		.execute()
	await db.schema.createIndex('verification_identifier').on('verification').column('identifier').execute()

	await db.schema
		.createTable('rateLimit')
		.addColumn('key', 'text', (c) => c.primaryKey())
		.addColumn('count', 'integer', (c) => c.notNull())
		.addColumn('resetAt', 'text', (c) => c.notNull())
		.execute()

	await db.schema
		.createTable('job')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('payload', 'text', (c) => c.notNull())
		.addColumn('runAt', 'text', (c) => c.notNull())
		.addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('lockedUntil', 'text')
		.addColumn('lastError', 'text')
		.addColumn('failedAt', 'text')
		.addColumn('createdAt', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('job_due').on('job').columns(['runAt']).execute()
}

export async function down(db: Kysely<unknown>) {
	for (const table of ['job', 'rateLimit', 'verification', 'account', 'session', 'user']) {
		await db.schema.dropTable(table).execute()
	}
}
