import { sql } from 'kysely'
import type { DB } from '../db/schema.ts'
import { pictureFiles } from '../storage/picture-upload.ts'
import { blocksMadeBy, deleteBlocksOf } from '../visibility/blocked-pairs.ts'
import { BOOK_EDIT_USER_DATA } from './book-edit-user-data.ts'
import { CLUB_USER_DATA } from './club-user-data.ts'
import { IMPORT_USER_DATA } from './import-user-data.ts'
import { catalogue, dates, literal, none, type TableRule } from './user-data-rules.ts'

/**
 * Every table in schema.ts and how it relates to a reader. The mapped type makes a table added to schema.ts
 * without an entry a type error, and user-data.test.ts fails when the migrated database has a table that is
 * in neither this nor DERIVED_TABLES. The user table comes last: deletion runs in this order.
 */
export const USER_DATA: { [Table in keyof DB]: TableRule } = {
	profile: {
		relation: 'one row per reader (userId): location, bio, visibility, picture, findable from other servers',
		export: (db, o) =>
			db
				.selectFrom('profile')
				.select([
					'location',
					'bio',
					'visibility',
					'entryVisibility',
					'findable',
					'role',
					'suspendedAt',
					'pictureKey',
					'updatedAt',
				])
				.where('userId', '=', o.id)
				.execute(),
		erase: (db, o) => db.deleteFrom('profile').where('userId', '=', o.id).execute(),
		files: async (db, o) => {
			const row = await db.selectFrom('profile').select('pictureKey').where('userId', '=', o.id).executeTakeFirst()
			return row?.pictureKey ? pictureFiles(row.pictureKey) : []
		},
	},
	session: {
		relation: "the reader's sign-ins (userId); the secret token is left out",
		export: async (db, o) =>
			(
				await db
					.selectFrom('session')
					.select(['createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
					.where('userId', '=', o.id)
					.execute()
			).map((r) => dates(r, 'createdAt', 'updatedAt', 'expiresAt')),
		erase: (db, o) => db.deleteFrom('session').where('userId', '=', o.id).execute(),
	},
	account: {
		relation: 'the ways the reader signs in (userId): password or provider; hashes and provider tokens are left out',
		export: async (db, o) =>
			(
				await db
					.selectFrom('account')
					.select([
						'providerId',
						'accountId',
						'scope',
						'createdAt',
						'updatedAt',
						sql<boolean>`"password" is not null`.as('hasPassword'),
					])
					.where('userId', '=', o.id)
					.execute()
			).map((r) => ({ ...dates(r, 'createdAt', 'updatedAt'), hasPassword: Boolean(r.hasPassword) })),
		erase: (db, o) => db.deleteFrom('account').where('userId', '=', o.id).execute(),
	},
	verification: {
		relation:
			"pending one-time tokens: password reset links carry the reader's id as their value; secret, so not exported",
		export: none,
		erase: (db, o) =>
			db
				.deleteFrom('verification')
				.where((eb) => eb.or([eb('value', '=', o.id), eb('identifier', '=', o.email)]))
				.execute(),
	},
	rateLimit: {
		relation: "attempt counters; per-account keys end in ':account:<e-mail>' or ':user:<id>'",
		export: none,
		erase: (db, o) =>
			db
				.deleteFrom('rateLimit')
				.where((eb) =>
					eb.or([
						eb('key', 'like', sql<string>`${`%:account:${literal(o.email)}`} escape '\\'`),
						eb('key', 'like', sql<string>`${`%:user:${literal(o.id)}`} escape '\\'`),
					]),
				)
				.execute(),
	},
	job: {
		relation: "queued work; send-mail jobs name the reader's address. Pending mail to a deleted account is dropped",
		export: none,
		erase: (db, o) =>
			db
				.deleteFrom('job')
				.where('payload', 'like', sql<string>`${`%${literal(o.email)}%`} escape '\\'`)
				.execute(),
	},
	entry: {
		relation:
			"the reader's log of reads (userId): day, rating in half stars (1–10), flags, review, visibility, edition, format and length",
		export: (db, o) =>
			db
				.selectFrom('entry')
				.select([
					'id',
					'bookId',
					'readOn',
					'startedOn',
					'rating',
					'liked',
					'reread',
					'spoilers',
					'review',
					'visibility',
					'editionId',
					'format',
					'pageCount',
					'audioMinutes',
					'createdAt',
					'updatedAt',
				])
				.where('userId', '=', o.id)
				.orderBy('readOn')
				.execute(),
		erase: (db, o) => db.deleteFrom('entry').where('userId', '=', o.id).execute(),
	},
	shelf: {
		relation: "the reader's status for each book they touched (userId): want to read, reading, read, did not finish",
		export: (db, o) =>
			db
				.selectFrom('shelf')
				.select(['bookId', 'status', 'visibility', 'addedAt', 'updatedAt'])
				.where('userId', '=', o.id)
				.execute(),
		erase: (db, o) => db.deleteFrom('shelf').where('userId', '=', o.id).execute(),
	},
	progress: {
		relation: "the reader's progress updates (userId): page or percent, note",
		export: (db, o) =>
			db
				.selectFrom('progress')
				.select(['id', 'bookId', 'page', 'percent', 'note', 'visibility', 'createdAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('progress').where('userId', '=', o.id).execute(),
	},
	activity: {
		relation: 'what the reader did (userId): logged, updated, deleted, shelved, progress',
		export: (db, o) =>
			db
				.selectFrom('activity')
				.select(['id', 'kind', 'bookId', 'entryId', 'listId', 'otherUserId', 'details', 'visibility', 'createdAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('activity').where('userId', '=', o.id).execute(),
	},
	follow: {
		relation: 'who the reader follows (followerId) and who follows them (followeeId)',
		export: (db, o) =>
			db
				.selectFrom('follow')
				.select(['followerId', 'followeeId', 'status', 'createdAt'])
				.where((eb) => eb.or([eb('followerId', '=', o.id), eb('followeeId', '=', o.id)]))
				.execute(),
		erase: (db, o) =>
			db
				.deleteFrom('follow')
				.where((eb) => eb.or([eb('followerId', '=', o.id), eb('followeeId', '=', o.id)]))
				.execute(),
	},
	list: {
		relation: "the reader's lists (userId): name, description, ranked, visibility, size limit",
		export: (db, o) =>
			db
				.selectFrom('list')
				.select(['id', 'name', 'description', 'ranked', 'visibility', 'maxItems', 'hiddenAt', 'createdAt', 'updatedAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('list').where('userId', '=', o.id).execute(),
	},
	listItem: {
		relation: "the books on the reader's lists (through listId), in order, with notes",
		export: (db, o) =>
			db
				.selectFrom('listItem')
				.innerJoin('list', 'list.id', 'listItem.listId')
				.select(['listItem.listId', 'listItem.bookId', 'listItem.position', 'listItem.note', 'listItem.addedAt'])
				.where('list.userId', '=', o.id)
				.orderBy('listItem.listId')
				.orderBy('listItem.position')
				.execute(),
		erase: (db, o) =>
			db
				.deleteFrom('listItem')
				.where('listId', 'in', db.selectFrom('list').select('id').where('userId', '=', o.id))
				.execute(),
	},
	entryLike: {
		relation: 'entries the reader liked (userId); likes of their own entries go with the entries',
		export: (db, o) =>
			db
				.selectFrom('entryLike')
				.select(['entryId', 'createdAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('entryLike').where('userId', '=', o.id).execute(),
	},
	listLike: {
		relation: 'lists the reader liked (userId); likes of their own lists go with the lists',
		export: (db, o) =>
			db
				.selectFrom('listLike')
				.select(['listId', 'createdAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('listLike').where('userId', '=', o.id).execute(),
	},
	comment: {
		relation: "comments the reader wrote (userId); others' comments on the reader's entries go with the entries",
		export: (db, o) =>
			db
				.selectFrom('comment')
				.select(['id', 'entryId', 'parentId', 'body', 'hiddenAt', 'createdAt', 'updatedAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('comment').where('userId', '=', o.id).execute(),
	},
	notification: {
		relation: 'notifications to the reader (userId) and about what the reader did (actorId)',
		export: (db, o) =>
			db
				.selectFrom('notification')
				.select([
					'id',
					'actorId',
					'kind',
					'entryId',
					'listId',
					'commentId',
					'clubId',
					'clubPostId',
					'readAt',
					'createdAt',
				])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) =>
			db
				.deleteFrom('notification')
				.where((eb) => eb.or([eb('userId', '=', o.id), eb('actorId', '=', o.id)]))
				.execute(),
	},
	block: {
		relation: 'readers the reader blocked (blockerId); who blocked the reader is not theirs to see, but goes too',
		export: (db, o) => blocksMadeBy(db, o.id),
		erase: (db, o) => deleteBlocksOf(db, o.id),
	},
	report: {
		relation: "the reader's reports (reporterId); reports about the reader stay with the administrators until resolved",
		export: (db, o) =>
			db
				.selectFrom('report')
				.select([
					'id',
					'targetKind',
					'targetId',
					'reason',
					'details',
					'status',
					'resolution',
					'resolvedAt',
					'createdAt',
				])
				.where('reporterId', '=', o.id)
				.execute(),
		erase: (db, o) => db.deleteFrom('report').where('reporterId', '=', o.id).execute(),
	},
	readingGoal: {
		relation: "the reader's reading goals (userId): year, books or pages, target, visibility",
		export: (db, o) =>
			db
				.selectFrom('readingGoal')
				.select(['year', 'unit', 'target', 'visibility', 'createdAt', 'updatedAt'])
				.where('userId', '=', o.id)
				.orderBy('year')
				.execute(),
		erase: (db, o) => db.deleteFrom('readingGoal').where('userId', '=', o.id).execute(),
	},
	favouriteBook: {
		relation: "the reader's favourite books on their profile (userId): book and place, 0 first",
		export: (db, o) =>
			db
				.selectFrom('favouriteBook')
				.select(['position', 'bookId', 'createdAt'])
				.where('userId', '=', o.id)
				.orderBy('position')
				.execute(),
		erase: (db, o) => db.deleteFrom('favouriteBook').where('userId', '=', o.id).execute(),
	},
	userSearch: {
		relation: "the reader's display name folded for people search (userId); the export has the name itself, in user",
		export: none,
		erase: (db, o) => db.deleteFrom('userSearch').where('userId', '=', o.id).execute(),
	},
	...IMPORT_USER_DATA,
	...CLUB_USER_DATA,
	...BOOK_EDIT_USER_DATA,
	catalogueImport: {
		relation:
			'catalogue files an administrator imported (userId): the books went into the shared catalogue; the record keeps who',
		export: (db, o) =>
			db
				.selectFrom('catalogueImport')
				.select(['format', 'fileName', 'status', 'read', 'added', 'updated', 'unchanged', 'skipped', 'createdAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		// The import and its books stay, as the catalogue's history; only the name of who ran it goes.
		erase: (db, o) => db.updateTable('catalogueImport').set({ userId: null }).where('userId', '=', o.id).execute(),
	},
	book: catalogue('books'),
	author: catalogue('authors'),
	bookAuthor: catalogue('who wrote which book'),
	bookSubject: catalogue('subjects of books'),
	bookIdentifier: catalogue('ISBNs and other identifiers of books'),
	bookCover: catalogue('where fetched book covers are stored, and failed fetches'),
	edition: catalogue('editions of books: format, length, publisher'),
	bookRatingSource: catalogue("catalogues' own ratings of books (goodbooks-10k's Goodreads ratings)"),
	accessToken: {
		relation:
			"the reader's personal access tokens for the API (userId): name, scope, dates; the secret's hash is left out",
		export: (db, o) =>
			db
				.selectFrom('accessToken')
				.select(['id', 'name', 'scope', 'createdAt', 'lastUsedAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('accessToken').where('userId', '=', o.id).execute(),
	},
	signInDevice: {
		relation:
			'browsers the reader signed in from (userId): the SHA-256 of a random cookie, and when; the hash is left out',
		export: (db, o) =>
			db
				.selectFrom('signInDevice')
				.select(['createdAt', 'lastUsedAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('signInDevice').where('userId', '=', o.id).execute(),
	},
	emailChange: {
		relation:
			"e-mail changes the reader asked for (userId): the old and new address and when; the undo link's hash is left out",
		export: (db, o) =>
			db
				.selectFrom('emailChange')
				.select(['oldEmail', 'newEmail', 'createdAt', 'expiresAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('emailChange').where('userId', '=', o.id).execute(),
	},
	idempotencyKey: {
		relation:
			"the answers to the reader's POSTs sent with an Idempotency-Key (userId), kept a day for retries; the stored answers copy what is exported elsewhere, so only the keys are",
		export: (db, o) =>
			db
				.selectFrom('idempotencyKey')
				.select(['key', 'request', 'status', 'createdAt', 'expiresAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('idempotencyKey').where('userId', '=', o.id).execute(),
	},
	actorKey: {
		relation: "the reader's signing keys for other servers (userId); the private keys are secret, so not exported",
		export: none,
		erase: (db, o) => db.deleteFrom('actorKey').where('userId', '=', o.id).execute(),
	},
	remoteActor: {
		relation: 'readers on other servers as last fetched (name, address, inbox): no reader of ours',
		export: none,
		erase: none,
	},
	remoteFollow: {
		relation: "the reader's follows with readers on other servers, both ways (userId)",
		export: async (db, o) =>
			(
				await db
					.selectFrom('remoteFollow')
					.innerJoin('remoteActor', 'remoteActor.id', 'remoteFollow.remoteActorId')
					.select(['remoteActor.uri', 'remoteFollow.direction', 'remoteFollow.status', 'remoteFollow.createdAt'])
					.where('remoteFollow.userId', '=', o.id)
					.execute()
			).map((r) => dates(r, 'createdAt')),
		erase: (db, o) => db.deleteFrom('remoteFollow').where('userId', '=', o.id).execute(),
	},
	federationKv: {
		relation: "Fedify's caches of other servers' keys and documents and its delivery records: no reader's data",
		export: none,
		erase: none,
	},
	instanceBlock: {
		relation: "other servers an administrator has blocked: no reader's data",
		export: none,
		erase: none,
	},
	bookVersion: catalogue("change counters of books' entries, moved by triggers (migration 0022)"),
	readerVersion: {
		relation:
			"change counters of the reader's entries, relations and shelves (userId), moved by triggers (migrations 0022, 0023); nothing the reader wrote, so not exported. Erased after the rows whose deletion moves them",
		export: none,
		erase: (db, o) => db.deleteFrom('readerVersion').where('userId', '=', o.id).execute(),
	},
	user: {
		relation: 'the reader (id): e-mail, username, display name, picture URL, dates',
		export: async (db, o) =>
			(
				await db
					.selectFrom('user')
					.select([
						'id',
						'username',
						'name',
						'email',
						'emailVerified',
						'image',
						'createdAt',
						'updatedAt',
						'lastLoginAt',
					])
					.where('id', '=', o.id)
					.execute()
			).map((r) => ({ ...dates(r, 'createdAt', 'updatedAt', 'lastLoginAt'), emailVerified: Boolean(r.emailVerified) })),
		erase: (db, o) => db.deleteFrom('user').where('id', '=', o.id).execute(),
	},
}

/** Tables the migrations create outside schema.ts, with why they hold nothing of a reader's. */
export const DERIVED_TABLES: Record<string, string> = {
	bookSearch: 'full-text index built from book, author and bookSubject',
	bookSearchRow: 'row mapping of the SQLite full-text index',
	bookSearchToken: 'the PostgreSQL search index words and prefixes in popularity order',
	bookTrigram: 'the words of book titles and author names, for the typo-tolerant search',
}
