import type { ColumnType, Kysely } from 'kysely'
import type { EmailChangeTable, SignInDeviceTable } from './account-security-schema.ts'
import type {
	AuthorTable,
	BookAuthorTable,
	BookCoverTable,
	BookRatingSourceTable,
	BookEditTable,
	BookIdentifierTable,
	BookSubjectTable,
	BookTable,
	EditionFormat,
	EditionTable,
} from './catalogue-schema.ts'
import type { CatalogueImportTable } from './catalogue-import-schema.ts'
import type { Flag } from './column-types.ts'
import type {
	ClubMemberTable,
	ClubPollOptionTable,
	ClubPollTable,
	ClubPostLikeTable,
	ClubPostTable,
	ClubSectionTable,
	ClubTable,
	ClubThreadTable,
	ClubVoteTable,
} from './club-schema.ts'
import type {
	ActorKeyTable,
	FederationKvTable,
	InstanceBlockTable,
	RemoteActorTable,
	RemoteFollowTable,
} from './federation-schema.ts'
import type { ImportRowTable, ImportTable, ReaderTagTable } from './import-schema.ts'
import type { BookVersionTable, ReaderVersionTable } from './page-version-schema.ts'

/**
 * Better Auth's columns come back as Date and boolean on PostgreSQL but as ISO text and 0/1 on SQLite
 * (see the first migration); read them through `isoDate` in db/values.ts.
 */
type AuthDate = ColumnType<Date | string, Date | string, Date | string>
type AuthBool = ColumnType<boolean | number, boolean | number, boolean | number>

export interface UserTable {
	id: string
	name: string
	email: string
	emailVerified: AuthBool
	image: string | null
	createdAt: AuthDate
	updatedAt: AuthDate
	username: string
	lastLoginAt: AuthDate | null
}
export interface SessionTable {
	id: string
	expiresAt: AuthDate
	token: string
	createdAt: AuthDate
	updatedAt: AuthDate
	ipAddress: string | null
	userAgent: string | null
	userId: string
}
export interface AccountTable {
	id: string
	accountId: string
	providerId: string
	userId: string
	accessToken: string | null
	refreshToken: string | null
	idToken: string | null
	accessTokenExpiresAt: AuthDate | null
	refreshTokenExpiresAt: AuthDate | null
	scope: string | null
	password: string | null
	createdAt: AuthDate
	updatedAt: AuthDate
}
export interface VerificationTable {
	id: string
	identifier: string
	value: string
	expiresAt: AuthDate
	createdAt: AuthDate
	updatedAt: AuthDate
}
/** A fixed-window counter per key ('sign-in:ip:…'); resetAt is ISO text. */
export interface RateLimitTable {
	key: string
	count: number
	resetAt: string
}
export interface JobTable {
	id: string
	kind: string
	payload: string
	runAt: string
	attempts: ColumnType<number, number | undefined, number>
	lockedUntil: string | null
	lastError: string | null
	/** Set when the job has used up its attempts; such jobs stay for inspection and are never claimed. */
	failedAt: string | null
	createdAt: string
}
/** A reader's own profile fields; created at their first edit. updatedAt is ISO text. */
export interface ProfileTable {
	userId: string
	location: ColumnType<string, string | undefined, string>
	bio: ColumnType<string, string | undefined, string>
	visibility: ColumnType<'public' | 'private', 'public' | 'private' | undefined, 'public' | 'private'>
	/** 'pictures/<uuid>': the picture's sizes are stored under this key plus '-512.webp' and '-128.webp'. */
	pictureKey: string | null
	/** What new entries, shelvings and progress updates are visible to; null means public. */
	entryVisibility: ColumnType<Visibility | null, Visibility | null | undefined, Visibility | null>
	/** 'admin' may act on reports (src/server/reports). */
	role: ColumnType<'reader' | 'admin', 'reader' | 'admin' | undefined, 'reader' | 'admin'>
	/** Set by an administrator: the reader cannot sign in and is not shown to anyone. */
	suspendedAt: ColumnType<string | null, string | null | undefined, string | null>
	/** 1: the reader chose to be findable from other servers (src/server/federation). */
	findable: Flag
	updatedAt: string
}
export type Visibility = 'public' | 'friends' | 'private'
/** One read of a book (a reread is another row). readOn and startedOn are 'YYYY-MM-DD'. */
export interface EntryTable {
	id: string
	userId: string
	bookId: string
	readOn: string
	startedOn: string | null
	/** Whole half-stars, 1–10 (4.5 stars is 9); null when unrated. See src/shared/ratings.ts. */
	rating: number | null
	liked: Flag
	reread: Flag
	spoilers: Flag
	review: ColumnType<string, string | undefined, string>
	visibility: Visibility
	/** Set when an administrator hid the entry: it is then visible to its owner alone. */
	hiddenAt: ColumnType<string | null, string | null | undefined, string | null>
	/** The edition read, when the reader or an import row named one. */
	editionId: Optional<string>
	format: Optional<EditionFormat>
	/** The read's own length, when given; stats fall back to the edition's, then the book's. */
	pageCount: Optional<number>
	audioMinutes: Optional<number>
	createdAt: string
	updatedAt: string
}
/** A nullable column that inserts may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>
export type ShelfStatus = 'want' | 'reading' | 'read' | 'dnf'
/** The one reading status a reader's book has. addedAt is when it got this status. */
export interface ShelfTable {
	userId: string
	bookId: string
	status: ShelfStatus
	visibility: Visibility
	addedAt: string
	updatedAt: string
}
/** A progress update on a book: exactly one of page and percent. */
export interface ProgressTable {
	id: string
	userId: string
	bookId: string
	page: number | null
	percent: number | null
	note: ColumnType<string, string | undefined, string>
	visibility: Visibility
	createdAt: string
}
export type ActivityKind =
	| 'logged'
	| 'updated'
	| 'deleted'
	| 'shelved'
	| 'progress'
	| 'list_created'
	| 'followed'
	| 'club_created'
	| 'club_joined'
	| 'club_book_set'
	| 'club_thread_started'
	| 'club_poll_opened'
	| 'club_poll_closed'
/** Something a reader did; details is JSON text whose shape depends on kind (src/server/activity). */
export interface ActivityTable {
	id: string
	userId: string
	kind: ActivityKind
	bookId: string | null
	entryId: string | null
	/** 'list_created': the list. */
	listId: ColumnType<string | null, string | null | undefined, string | null>
	/** 'followed': the reader followed. */
	otherUserId: ColumnType<string | null, string | null | undefined, string | null>
	/** 'club_*': the club; such a row is shown to the club's members alone (0014). */
	clubId: ColumnType<string | null, string | null | undefined, string | null>
	details: ColumnType<string, string | undefined, string>
	visibility: Visibility
	createdAt: string
}
/** followerId follows followeeId; mutual accepted follows make two readers friends. */
export interface FollowTable {
	followerId: string
	followeeId: string
	status: 'accepted' | 'requested'
	createdAt: string
}

/** A reader's list of books; ranked lists show their order as numbers. maxItems is 20 unless the owner raises it (≤ 500). */
export interface ListTable {
	id: string
	userId: string
	name: string
	description: ColumnType<string, string | undefined, string>
	ranked: Flag
	visibility: Visibility
	maxItems: ColumnType<number, number | undefined, number>
	/** Set when an administrator hid the list: it is then visible to its owner alone. */
	hiddenAt: ColumnType<string | null, string | null | undefined, string | null>
	/** Name and description folded for search (foldText: lower case, no accents), written with them (0010). */
	searchText: ColumnType<string, string | undefined, string>
	createdAt: string
	updatedAt: string
}
/** A book on a list, at a 1-based position, with the owner's optional note. A book is on a list at most once. */
export interface ListItemTable {
	listId: string
	bookId: string
	position: number
	note: ColumnType<string, string | undefined, string>
	addedAt: string
}
export interface EntryLikeTable {
	userId: string
	entryId: string
	createdAt: string
}
export interface ListLikeTable {
	userId: string
	listId: string
	createdAt: string
}
/** A comment on an entry; a reply has the top-level comment it answers as parentId (one level only). */
export interface CommentTable {
	id: string
	entryId: string
	userId: string
	parentId: string | null
	body: string
	hiddenAt: ColumnType<string | null, string | null | undefined, string | null>
	createdAt: string
	updatedAt: string
}
export type NotificationKind =
	| 'followed'
	| 'follow_requested'
	| 'follow_accepted'
	| 'entry_liked'
	| 'list_liked'
	| 'commented'
	| 'replied'
	| 'club_invited'
	| 'club_join_requested'
	| 'club_join_accepted'
	| 'club_thread'
	| 'club_replied'
/** Something that happened to userId because of actorId; readAt is set when the reader opens their notifications. */
export interface NotificationTable {
	id: string
	userId: string
	actorId: string
	kind: NotificationKind
	entryId: ColumnType<string | null, string | null | undefined, string | null>
	listId: ColumnType<string | null, string | null | undefined, string | null>
	commentId: ColumnType<string | null, string | null | undefined, string | null>
	clubId: ColumnType<string | null, string | null | undefined, string | null>
	clubPostId: ColumnType<string | null, string | null | undefined, string | null>
	readAt: ColumnType<string | null, string | null | undefined, string | null>
	createdAt: string
}
/** blockerId blocked blockedId: the two disappear for each other everywhere. */
export interface BlockTable {
	blockerId: string
	blockedId: string
	createdAt: string
}
export type ReportTarget = 'entry' | 'comment' | 'list' | 'profile' | 'book'
/** A reader's report of content or a profile, for the instance's administrators. */
export interface ReportTable {
	id: string
	reporterId: string
	targetKind: ReportTarget
	/** The entry, comment or list id, or the reported profile's user id. */
	targetId: string
	reason: string
	details: ColumnType<string, string | undefined, string>
	status: ColumnType<
		'open' | 'resolved' | 'dismissed',
		'open' | 'resolved' | 'dismissed' | undefined,
		'open' | 'resolved' | 'dismissed'
	>
	resolvedById: ColumnType<string | null, string | null | undefined, string | null>
	/** What the administrator did: 'hidden', 'suspended' or 'dismissed'. */
	resolution: ColumnType<string | null, string | null | undefined, string | null>
	resolvedAt: ColumnType<string | null, string | null | undefined, string | null>
	createdAt: string
}
/** A reader's goal for one year: read `target` books or pages. Visible like an entry. */
export interface ReadingGoalTable {
	userId: string
	year: number
	unit: 'books' | 'pages'
	target: number
	visibility: Visibility
	createdAt: string
	updatedAt: string
}
/** One of a reader's (at most four) favourite books, at position 0–3 in their order. */
export interface FavouriteBookTable {
	userId: string
	position: number
	bookId: string
	createdAt: string
}
/** A reader's display name folded for search (lower case, no accents: 'Zoë' is 'zoe'); see src/server/people. */
export interface UserSearchTable {
	userId: string
	name: string
}
/** A personal access token for /api/v1: only the SHA-256 of its secret (src/server/api/access-token-secret.ts). */
export interface AccessTokenTable {
	id: string
	userId: string
	name: string
	scope: 'read' | 'read-write'
	tokenHash: string
	createdAt: string
	lastUsedAt: ColumnType<string | null, string | null | undefined, string | null>
}
/**
 * The stored answer to a reader's POST sent with an Idempotency-Key (src/server/idempotency): what a retry with
 * the same key and body gets back. `request` is the method and path; `requestHash` covers them and the body.
 */
export interface IdempotencyKeyTable {
	userId: string
	key: string
	request: string
	requestHash: string
	status: number
	contentType: string | null
	body: string
	createdAt: string
	expiresAt: string
}

export interface DB {
	user: UserTable
	session: SessionTable
	account: AccountTable
	verification: VerificationTable
	rateLimit: RateLimitTable
	job: JobTable
	profile: ProfileTable
	book: BookTable
	author: AuthorTable
	bookAuthor: BookAuthorTable
	bookSubject: BookSubjectTable
	bookIdentifier: BookIdentifierTable
	bookCover: BookCoverTable
	edition: EditionTable
	bookRatingSource: BookRatingSourceTable
	bookEdit: BookEditTable
	entry: EntryTable
	shelf: ShelfTable
	progress: ProgressTable
	activity: ActivityTable
	follow: FollowTable
	list: ListTable
	listItem: ListItemTable
	entryLike: EntryLikeTable
	listLike: ListLikeTable
	comment: CommentTable
	notification: NotificationTable
	block: BlockTable
	report: ReportTable
	readingGoal: ReadingGoalTable
	favouriteBook: FavouriteBookTable
	catalogueImport: CatalogueImportTable
	userSearch: UserSearchTable
	import: ImportTable
	importRow: ImportRowTable
	readerTag: ReaderTagTable
	club: ClubTable
	clubMember: ClubMemberTable
	clubSection: ClubSectionTable
	clubThread: ClubThreadTable
	clubPost: ClubPostTable
	clubPostLike: ClubPostLikeTable
	clubPoll: ClubPollTable
	clubPollOption: ClubPollOptionTable
	clubVote: ClubVoteTable
	accessToken: AccessTokenTable
	signInDevice: SignInDeviceTable
	emailChange: EmailChangeTable
	idempotencyKey: IdempotencyKeyTable
	bookVersion: BookVersionTable
	readerVersion: ReaderVersionTable
	actorKey: ActorKeyTable
	remoteActor: RemoteActorTable
	remoteFollow: RemoteFollowTable
	federationKv: FederationKvTable
	instanceBlock: InstanceBlockTable
}
export type Database = Kysely<DB>
