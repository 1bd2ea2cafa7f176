import { EditionInput, EditionResponse } from '../../shared/schemas/editions.ts'
import { z } from 'zod'
import { SessionView } from '../../shared/schemas/auth.ts'
import { BlockPage, BlockQuery, BlockStatusResponse } from '../../shared/schemas/blocks.ts'
import { AuthorResponse, BookResponse, BookSearchQuery, BookSearchResponse } from '../../shared/schemas/books.ts'
import { CommentInput, CommentPatch, CommentResponse, CommentsResponse } from '../../shared/schemas/comments.ts'
import {
	BookEntriesQuery,
	BookEntriesResponse,
	DiaryQuery,
	DiaryResponse,
	EntryInput,
	EntryPage,
	EntryPatch,
	EntryResponse,
	MemberReviewsQuery,
	PageQuery,
	ReviewsQuery,
} from '../../shared/schemas/entries.ts'
import { ActivityPage, ActivityQuery } from '../../shared/schemas/activity.ts'
import { FeedPage, FeedQuery, FriendsReadingResponse, PopularFriendsResponse } from '../../shared/schemas/feed.ts'
import { FollowPage, FollowQuery, FollowStatusResponse } from '../../shared/schemas/follows.ts'
import { EntryLikeResponse } from '../../shared/schemas/likes.ts'
import {
	ListInput,
	ListItemInput,
	ListItemPatch,
	ListLikeResponse,
	ListOrderInput,
	ListPage,
	ListPatch,
	ListResponse,
	ListSearchQuery,
	MyListsQuery,
} from '../../shared/schemas/lists.ts'
import { NotificationPage, NotificationQuery, UnreadCount } from '../../shared/schemas/notifications.ts'
import { UserSearchPage, UserSearchQuery } from '../../shared/schemas/people.ts'
import { PopularWeekResponse } from '../../shared/schemas/popular.ts'
import { ProfileView, UpdateProfileInput } from '../../shared/schemas/profile.ts'
import { FavouritesInput, FavouritesResponse, Showcase } from '../../shared/schemas/showcase.ts'
import {
	ProgressInput,
	ReadingStateResponse,
	MemberShelfPage,
	ShelfInput,
	ShelfPage,
	ShelfQuery,
	ShelfStatus,
} from '../../shared/schemas/shelves.ts'
import { GoalInput, GoalResponse, StatsQuery, StatsResponse, YearInReviewResponse } from '../../shared/schemas/stats.ts'

/*
 * Every route of the public API: /api/v1 answers these and nothing else (token-access.ts), and /api/openapi.json
 * is generated from this list, so the two cannot drift apart. Each names the very schemas its handler validates
 * and answers with. A route joins the API by being listed here; RSS/Atom feeds and clubs are left out until they
 * are settled. Paths are relative to /api/v1, with {name} for path parameters (strings unless `params` says).
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
export type Operation = {
	method: Method
	path: string
	tag: string
	summary: string
	params?: Record<string, z.ZodType>
	query?: z.ZodObject
	body?: z.ZodType
	/** The success answer's body; null for 204 No Content. */
	response: z.ZodType | null
	status?: 200 | 201
	/** Answers that are not JSON, with the body as text. */
	mediaType?: string
}

export const TAGS = {
	Books: 'The catalogue: books, authors and what readers wrote about a book.',
	Search: 'Searching books, lists and readers.',
	Entries: 'The reading log: one entry per read, with rating and review; likes and comments on entries.',
	Shelves: 'One reading status per book (want, reading, read, dnf) and progress updates.',
	Lists: 'Lists of books in order, with notes.',
	Follows: 'Following readers, follow requests, and blocks.',
	Feeds: 'The home feed, your activity, notifications and what is popular.',
	Profile: 'Who the token acts for, profiles, reading stats and goals, and the Goodreads export.',
} as const
type Tag = keyof typeof TAGS

const YearParam = z.number().int().min(1000).max(9999)
type Details = Omit<Operation, 'method' | 'path' | 'tag' | 'summary' | 'response'>
const route =
	(method: Method) =>
	(path: string, summary: string, response: z.ZodType | null, details: Details = {}): Omit<Operation, 'tag'> => ({
		method,
		path,
		summary,
		response,
		...details,
	})
const [get, post, put, patch, del] = [route('get'), route('post'), route('put'), route('patch'), route('delete')]
const tagged = (tag: Tag, operations: Omit<Operation, 'tag'>[]) =>
	operations.map((operation) => ({ ...operation, tag }))

export const OPERATIONS: Operation[] = [
	...tagged('Books', [
		get('/books/{id}', 'A book with its identifiers, subjects and editions', BookResponse),
		post('/books/{id}/editions', 'Add an edition of a book (format, ISBN, length, publisher)', EditionResponse, {
			body: EditionInput,
			status: 201,
		}),
		get('/authors/{id}', 'An author and their books in the catalogue', AuthorResponse),
		get('/books/{id}/entries', 'Reviews of a book that you may see, and its rating summary', BookEntriesResponse, {
			query: BookEntriesQuery,
		}),
	]),
	...tagged('Search', [
		get('/books/search', 'Search books: our catalogue first, then Open Library and Google Books', BookSearchResponse, {
			query: BookSearchQuery,
		}),
		get('/search/lists', 'Search lists you may see by name and description', ListPage, { query: ListSearchQuery }),
		get('/search/users', 'Search readers by username or name', UserSearchPage, { query: UserSearchQuery }),
	]),
	...tagged('Entries', [
		post('/entries', 'Log a read (marks the book read)', EntryResponse, { body: EntryInput, status: 201 }),
		get('/entries/{id}', 'An entry you may see', EntryResponse),
		patch('/entries/{id}', 'Change your entry', EntryResponse, { body: EntryPatch }),
		del('/entries/{id}', 'Delete your entry', null),
		get('/me/diary', 'Your diary: your entries by read day, newest first', DiaryResponse, { query: DiaryQuery }),
		get('/me/reviews', 'Your entries with a review, newest-changed first', EntryPage, { query: ReviewsQuery }),
		get('/users/{username}/diary', "A reader's diary: the entries you may see, by read day", DiaryResponse, {
			query: DiaryQuery,
		}),
		get('/users/{username}/reviews', "A reader's reviews that you may see, by date, rating or title", EntryPage, {
			query: MemberReviewsQuery,
		}),
		post('/entries/{id}/like', 'Like an entry', EntryLikeResponse),
		del('/entries/{id}/like', 'Take back your like', EntryLikeResponse),
		get('/entries/{id}/comments', "An entry's comments, oldest first, with their replies", CommentsResponse),
		post('/entries/{id}/comments', 'Comment on an entry, or reply to a comment', CommentResponse, {
			body: CommentInput,
			status: 201,
		}),
		patch('/comments/{id}', 'Change your comment', CommentResponse, { body: CommentPatch }),
		del('/comments/{id}', 'Delete your comment, or one on your entry', null),
	]),
	...tagged('Shelves', [
		get('/books/{id}/reading', 'Your status, entries and progress for a book', ReadingStateResponse),
		put('/books/{id}/shelf', 'Set your reading status for a book', ReadingStateResponse, { body: ShelfInput }),
		del('/books/{id}/shelf', 'Take a book off your shelves', ReadingStateResponse),
		post('/books/{id}/progress', 'Record how far you have read', ReadingStateResponse, {
			body: ProgressInput,
			status: 201,
		}),
		get('/me/shelves/{status}', 'Your books with one status (want is the Readlist)', ShelfPage, {
			params: { status: ShelfStatus },
			query: ShelfQuery,
		}),
		get(
			'/users/{username}/shelves/{status}',
			"A reader's books with one status that you may see, and how many you may see on each shelf",
			MemberShelfPage,
			{ params: { status: ShelfStatus }, query: ShelfQuery },
		),
	]),
	...tagged('Lists', [
		post('/lists', 'Make a list', ListResponse, { body: ListInput, status: 201 }),
		get('/lists/{id}', 'A list you may see, with its books in order', ListResponse),
		patch('/lists/{id}', 'Change your list', ListResponse, { body: ListPatch }),
		del('/lists/{id}', 'Delete your list', null),
		post('/lists/{id}/items', 'Add a book to your list', ListResponse, { body: ListItemInput, status: 201 }),
		patch('/lists/{id}/items/{bookId}', "Change a book's note on your list", ListResponse, { body: ListItemPatch }),
		del('/lists/{id}/items/{bookId}', 'Take a book off your list', ListResponse),
		put('/lists/{id}/order', 'Put the books of your list in a new order', ListResponse, { body: ListOrderInput }),
		post('/lists/{id}/like', 'Like a list', ListLikeResponse),
		del('/lists/{id}/like', 'Take back your like', ListLikeResponse),
		get('/me/lists', 'Your lists, newest-changed first', ListPage, { query: MyListsQuery }),
		get('/users/{username}/lists', "A reader's lists that you may see", ListPage, { query: PageQuery }),
	]),
	...tagged('Follows', [
		post('/users/{username}/follow', 'Follow a reader (a request, for a private profile)', FollowStatusResponse),
		del('/users/{username}/follow', 'Unfollow, or withdraw your request', FollowStatusResponse),
		get('/users/{username}/followers', "A reader's followers", FollowPage, { query: FollowQuery }),
		get('/users/{username}/following', 'Whom a reader follows', FollowPage, { query: FollowQuery }),
		get('/me/follow-requests', 'Requests to follow you, newest first', FollowPage, { query: FollowQuery }),
		post('/me/follow-requests/{username}/approve', 'Approve a follow request', FollowStatusResponse),
		del('/me/follow-requests/{username}', 'Deny a follow request', FollowStatusResponse),
		del('/me/followers/{username}', 'Remove a follower', FollowStatusResponse),
		post('/users/{username}/block', 'Block a reader: you disappear for each other', BlockStatusResponse),
		del('/users/{username}/block', 'Unblock a reader', BlockStatusResponse),
		get('/me/blocks', 'The readers you blocked, newest first', BlockPage, { query: BlockQuery }),
	]),
	...tagged('Feeds', [
		get('/me/feed', 'What the readers you follow did, newest first', FeedPage, { query: FeedQuery }),
		get('/me/activity', 'What you did, newest first', ActivityPage, { query: ActivityQuery }),
		get('/me/notifications', 'Your notifications, newest first', NotificationPage, { query: NotificationQuery }),
		get('/me/notifications/unread-count', 'How many notifications you have not read (up to 100)', UnreadCount),
		post('/me/notifications/read', 'Mark every notification read', UnreadCount),
		get('/me/friends-reading', 'What the readers you follow are reading now', FriendsReadingResponse),
		get('/popular/week', 'The books the most readers logged this week (public entries)', PopularWeekResponse),
		get('/popular/friends', 'The books the readers you follow logged most lately', PopularFriendsResponse),
	]),
	...tagged('Profile', [
		get('/session', 'The reader this token acts for', SessionView),
		get('/profile', 'Your profile', ProfileView),
		patch('/profile', 'Change your profile (name, username, location, bio, visibility)', ProfileView, {
			body: UpdateProfileInput,
		}),
		get(
			'/users/{username}/profile',
			"A reader's profile (name and picture only when private and you do not follow them)",
			ProfileView,
		),
		get(
			'/users/{username}/showcase',
			"A reader's favourites, books being read and latest reads that you may see",
			Showcase,
		),
		get('/profile/favourites', 'Your favourite books, in your order', FavouritesResponse),
		put('/profile/favourites', 'Choose your favourite books (at most four), in order', FavouritesResponse, {
			body: FavouritesInput,
		}),
		get('/me/stats', 'Your reading stats, for all time or one year', StatsResponse, { query: StatsQuery }),
		get('/users/{username}/stats', "A reader's stats over the entries you may see", StatsResponse, {
			query: StatsQuery,
		}),
		get('/users/{username}/year/{year}', "A reader's year in review", YearInReviewResponse, {
			params: { year: YearParam },
		}),
		get('/me/goals/{year}', 'Your reading goal for a year', GoalResponse, { params: { year: YearParam } }),
		put('/me/goals/{year}', 'Set your reading goal for a year', GoalResponse, {
			params: { year: YearParam },
			body: GoalInput,
		}),
		del('/me/goals/{year}', 'Remove your reading goal for a year', GoalResponse, { params: { year: YearParam } }),
		get('/exports/goodreads.csv', 'Your library as a Goodreads-compatible CSV file', z.string(), {
			mediaType: 'text/csv',
		}),
	]),
]
