import { foldText } from '../src/server/books/search-text.ts'
import { dialectOf } from '../src/server/db/database.ts'
import type { Database } from '../src/server/db/schema.ts'
import { readerEmail, readerId, readerName } from './reading-rows.ts'

// 13 columns a row (account): 1,000 rows stay well inside SQLite's 32,766 bound parameters per statement.
const ROWS_PER_STATEMENT = 1_000

/**
 * Readers 1..count as Better Auth would have written them at sign-up: a user row and a 'credential' account
 * holding the password hash, and the folded name people search reads. One hash serves every reader (scrypt costs ~50 ms each; 53k of them would take
 * most of an hour), so the benchmark can sign in as anyone with the one password.
 */
export async function insertReaders(
	db: Database,
	count: number,
	passwordHash: string,
	createdAt: string,
	report: (done: number) => unknown,
) {
	// Better Auth's columns are timestamptz and boolean on PostgreSQL, ISO text and 0/1 on SQLite (0001-accounts.ts).
	const unverified = dialectOf(db) === 'postgres' ? false : 0
	for (let first = 1; first <= count; first += ROWS_PER_STATEMENT) {
		const ids = Array.from({ length: Math.min(ROWS_PER_STATEMENT, count - first + 1) }, (_, i) => first + i)
		await db.transaction().execute(async (trx) => {
			await trx
				.insertInto('user')
				.values(
					ids.map((n) => ({
						id: readerId(n),
						name: readerName(n),
						email: readerEmail(n),
						emailVerified: unverified,
						image: null,
						createdAt,
						updatedAt: createdAt,
						username: readerName(n),
						lastLoginAt: null,
					})),
				)
				.execute()
			await trx
				.insertInto('account')
				.values(
					ids.map((n) => ({
						id: readerId(n).replace('b0000000', 'a0000000'),
						accountId: readerId(n),
						providerId: 'credential',
						userId: readerId(n),
						accessToken: null,
						refreshToken: null,
						idToken: null,
						accessTokenExpiresAt: null,
						refreshTokenExpiresAt: null,
						scope: null,
						password: passwordHash,
						createdAt,
						updatedAt: createdAt,
					})),
				)
				.execute()
			// What sign-up writes for people search (0009-people.ts): the name, folded.
			await trx
				.insertInto('userSearch')
				.values(ids.map((n) => ({ userId: readerId(n), name: foldText(readerName(n)) })))
				.execute()
		})
		report(first + ids.length - 1)
	}
}
