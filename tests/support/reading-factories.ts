import { randomUUID } from 'node:crypto'
import { upsertBook, type BookInput } from '../../src/server/books/upsert-book.ts'
import type { Database, Visibility } from '../../src/server/db/schema.ts'
import { onPostgres } from './test-app.ts'
import { signUp, type TestClient } from './test-client.ts'

// Factories for reading-log and social tests: relations and data written straight into the tables, for what a
// test needs in bulk or set up before the part it tests. Everything else a test makes through the API, like a reader would.

/** A catalogue book with its own Goodreads id; returns its id. */
export async function addBook(db: Database, title = 'The Left Hand of Darkness', extra: Partial<BookInput> = {}) {
	const { bookId } = await upsertBook(db, {
		title,
		identifiers: [{ scheme: 'goodreads', value: randomUUID() }],
		authors: [{ name: 'Ursula K. Le Guin' }],
		subjects: [],
		publishedDate: '1969',
		pageCount: 304,
		...extra,
	})
	return bookId
}

/** A reader written straight into the user table, for tests that need more readers than sign-up lets one address make. */
export async function addReader(db: Database, prefix = 'r') {
	const id = randomUUID()
	const username = `${prefix}_${id.slice(0, 8)}`
	const at = new Date().toISOString()
	await db
		.insertInto('user')
		.values({
			id,
			name: username,
			email: `${username}@example.org`,
			emailVerified: onPostgres ? false : 0,
			image: null,
			createdAt: at,
			updatedAt: at,
			username,
			lastLoginAt: null,
		})
		.execute()
	return { id, username }
}

/** followerId follows followeeId (accepted unless said otherwise). */
export async function follow(
	db: Database,
	followerId: string,
	followeeId: string,
	status: 'accepted' | 'requested' = 'accepted',
) {
	await db
		.insertInto('follow')
		.values({ followerId, followeeId, status, createdAt: new Date().toISOString() })
		.execute()
}

/** Friends follow each other. */
export async function befriend(db: Database, a: string, b: string) {
	await follow(db, a, b)
	await follow(db, b, a)
}

/** blockerId blocks blockedId, written straight into the table (blocking has its own routes and tests). */
export async function block(db: Database, blockerId: string, blockedId: string) {
	await db.insertInto('block').values({ blockerId, blockedId, createdAt: new Date().toISOString() }).execute()
}

/**
 * An owner and a reader in each relation to them, signed up through the API: a friend, a follower who is not a
 * friend, a stranger, one the owner blocked, and one who blocked the owner.
 */
export async function readersAroundOwner(db: Database, client: () => TestClient) {
	const [owner, friend, follower, stranger, blocked, blocker] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	await befriend(db, owner.user.id, friend.user.id)
	await follow(db, follower.user.id, owner.user.id)
	await block(db, owner.user.id, blocked.user.id)
	await block(db, blocker.user.id, owner.user.id)
	return { owner, friend, follower, stranger, blocked, blocker }
}

/**
 * An entry written straight into the table, for data in bulk or back-dated (createdAt) beyond what the API
 * allows. rating is in whole half-stars (9 is 4.5 stars), as stored. Returns the entry's id.
 */
export async function addEntry(
	db: Database,
	entry: {
		userId: string
		bookId: string
		rating?: number | null
		review?: string
		spoilers?: boolean
		visibility?: Visibility
		createdAt?: Date
	},
) {
	const id = randomUUID()
	const at = (entry.createdAt ?? new Date()).toISOString()
	await db
		.insertInto('entry')
		.values({
			id,
			userId: entry.userId,
			bookId: entry.bookId,
			readOn: at.slice(0, 10),
			startedOn: null,
			rating: entry.rating ?? null,
			spoilers: entry.spoilers ? 1 : 0,
			review: entry.review ?? '',
			visibility: entry.visibility ?? 'public',
			createdAt: at,
			updatedAt: at,
		})
		.execute()
	return id
}
