import { sql } from 'kysely'
import type { Database, DB } from '../db/schema.ts'
import { isoDate } from '../db/values.ts'
import { yieldEvery } from '../db/yield-every.ts'
import { handOverClubs, orphanedClubFiles } from '../clubs/club-handover.ts'
import { pictureFiles } from '../profiles/replace-picture.ts'
import { blocksMadeBy, deleteBlocksOf } from '../visibility/blocked-pairs.ts'

export type AccountOwner = { id: string; email: string }
type Row = Record<string, unknown>

/** How one table relates to a reader: what the export shows of it and what deleting the account removes. */
export type TableRule = {
	relation: string
	/** The reader's rows as exported; secrets (hashes, tokens) stay out. */
	export: (db: Database, owner: AccountOwner) => Promise<Row[]>
	/** Removes the reader's rows; runs inside the deletion's transaction. */
	erase: (db: Database, owner: AccountOwner) => Promise<unknown>
	/** Storage keys of the reader's uploaded files named in this table. */
	files?: (db: Database, owner: AccountOwner) => Promise<string[]>
}

const none = async () => []
const catalogue = (what: string): TableRule => ({
	relation: `${what}: shared catalogue data that no reader owns`,
	export: none,
	erase: none,
})
// LIKE patterns are built from e-mail addresses, which may hold '_' and '%'.
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
const dates = <T extends Row>(row: T, ...names: (keyof T)[]) => {
	const out: Row = { ...row }
	for (const name of names) out[name as string] = isoDate(row[name] as Date | string | null)
	return out
}

/**
 * Every table in schema.ts and how it relates to a reader. The mapped type makes a table added to schema.ts
 * without an entry a type error, and user-data.test.ts fails when the migrated database has a table that is
 * in neither this nor DERIVED_TABLES. The user table comes last: deletion runs in this order.
 */
export const USER_DATA: { [Table in keyof DB]: TableRule } = {
	profile: {
		relation: 'one row per reader (userId): location, bio, visibility, picture',
		export: (db, o) =>
			db
				.selectFrom('profile')
				.select(['location', 'bio', 'visibility', 'entryVisibility', 'role', 'suspendedAt', 'pictureKey', 'updatedAt'])
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
		relation: "the reader's log of reads (userId): day, rating in half stars (1–10), flags, review, visibility",
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
	userSearch: {
		relation: "the reader's display name folded for people search (userId); the export has the name itself, in user",
		export: none,
		erase: (db, o) => db.deleteFrom('userSearch').where('userId', '=', o.id).execute(),
	},
	import: {
		relation: "the reader's imports of other services' export files (userId): source, file name, status",
		export: (db, o) =>
			db
				.selectFrom('import')
				.select(['id', 'source', 'fileName', 'status', 'rowCount', 'createdAt', 'updatedAt', 'finishedAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('import').where('userId', '=', o.id).execute(),
	},
	importRow: {
		relation: "the rows of the reader's imports (through importId): the parsed row, its book, the decision and outcome",
		// Import by import, a page at a time with turns of the event loop between: a 10 MB file has 15,000 rows.
		export: async (db, o) => {
			const imports = await db.selectFrom('import').select('id').where('userId', '=', o.id).orderBy('id').execute()
			const pause = yieldEvery(10)
			const rows: Row[] = []
			for (const { id } of imports) {
				for (let after = 0; ; ) {
					await pause()
					const page = await db
						.selectFrom('importRow')
						.select(['importId', 'position', 'record', 'bookId', 'method', 'confidence', 'skip', 'outcome', 'reason'])
						.where('importId', '=', id)
						.where('position', '>', after)
						.orderBy('position')
						.limit(500)
						.execute()
					rows.push(...page)
					if (page.length < 500) break
					after = page.at(-1)!.position
				}
			}
			return rows
		},
		erase: (db, o) =>
			db
				.deleteFrom('importRow')
				.where('importId', 'in', db.selectFrom('import').select('id').where('userId', '=', o.id))
				.execute(),
	},
	readerTag: {
		relation: "the reader's own tags on books (userId): imported shelves, tags, moods, 'owned'",
		export: (db, o) =>
			db
				.selectFrom('readerTag')
				.select(['bookId', 'tag'])
				.where('userId', '=', o.id)
				.orderBy('bookId')
				.orderBy('tag')
				.execute(),
		erase: (db, o) => db.deleteFrom('readerTag').where('userId', '=', o.id).execute(),
	},
	club: {
		relation:
			'the clubs the reader owns (ownerId): name, description, access, picture, current book. On deletion each goes to its longest-standing moderator, else its longest-standing member; a club with nobody else goes with its picture',
		export: (db, o) =>
			db
				.selectFrom('club')
				.select(['id', 'name', 'description', 'access', 'pictureKey', 'currentBookId', 'createdAt', 'updatedAt'])
				.where('ownerId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => handOverClubs(db, o.id),
		files: async (db, o) => (await orphanedClubFiles(db, o.id)).flatMap(pictureFiles),
	},
	clubMember: {
		relation: "the reader's memberships, requests and invitations (userId), with their role",
		export: (db, o) =>
			db
				.selectFrom('clubMember')
				.select(['clubId', 'role', 'status', 'createdAt', 'joinedAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('clubMember').where('userId', '=', o.id).execute(),
	},
	clubSection: {
		relation: "the reading schedules of the reader's clubs (through clubId); they belong to the club, not to a member",
		export: none,
		erase: none,
	},
	clubThread: {
		relation: 'discussion threads the reader started (userId); they go with the reader, and their posts with them',
		export: (db, o) =>
			db
				.selectFrom('clubThread')
				.select(['id', 'clubId', 'sectionId', 'title', 'createdAt', 'updatedAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('clubThread').where('userId', '=', o.id).execute(),
	},
	clubPost: {
		relation: 'posts the reader wrote in club discussions (userId)',
		export: (db, o) =>
			db
				.selectFrom('clubPost')
				.select(['id', 'threadId', 'parentId', 'body', 'createdAt', 'updatedAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('clubPost').where('userId', '=', o.id).execute(),
	},
	clubPostLike: {
		relation: 'club posts the reader liked (userId)',
		export: (db, o) =>
			db
				.selectFrom('clubPostLike')
				.select(['postId', 'createdAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('clubPostLike').where('userId', '=', o.id).execute(),
	},
	clubPoll: {
		relation: 'polls for a next book the reader opened (userId); they belong to the club and stay, without the opener',
		export: (db, o) =>
			db
				.selectFrom('clubPoll')
				.select(['id', 'clubId', 'status', 'winnerBookId', 'createdAt', 'closedAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.updateTable('clubPoll').set({ userId: null }).where('userId', '=', o.id).execute(),
	},
	clubPollOption: {
		relation: "the candidate books of clubs' polls (through pollId); they belong to the club",
		export: none,
		erase: none,
	},
	clubVote: {
		relation: "the reader's votes in club polls (userId)",
		export: (db, o) =>
			db
				.selectFrom('clubVote')
				.select(['pollId', 'bookId', 'createdAt'])
				.where('userId', '=', o.id)
				.orderBy('createdAt')
				.execute(),
		erase: (db, o) => db.deleteFrom('clubVote').where('userId', '=', o.id).execute(),
	},
	book: catalogue('books'),
	author: catalogue('authors'),
	bookAuthor: catalogue('who wrote which book'),
	bookSubject: catalogue('subjects of books'),
	bookIdentifier: catalogue('ISBNs and other identifiers of books'),
	bookCover: catalogue('where fetched book covers are stored, and failed fetches'),
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
	bookTrigram: 'the words of book titles and author names, for the typo-tolerant search',
}
