import { z } from 'zod'
import { CONTROL_CHARACTERS, characters, normaliseLineBreaks } from '../text.ts'
import { BookSummary } from './books.ts'
import { PageQuery } from './entries.ts'
import { ReaderRef, Visibility } from './visibility.ts'

/*
 * Lists of books. A list has the same three visibilities as an entry (public 'Anyone', friends 'Your friends',
 * private 'Just you') under the same rule (canView / visibleToViewer); a list the viewer may not see is a 404 on
 * every route, and so is a write to someone else's list. Every write and every /api/me route is 401 signed out.
 *
 * POST   /api/lists                     ListInput → 201 ListResponse. Writes the list and its 'list_created'
 *                                       activity in one transaction; visibility defaults to the reader's setting.
 * GET    /api/lists/:id                 → ListResponse: the list, its books in order, likes and what the viewer may do.
 * PATCH  /api/lists/:id                 ListPatch → ListResponse. maxItems never below the books on it; a list an
 *                                       administrator hid keeps its visibility (409 naming visibility).
 * DELETE /api/lists/:id                 → 204, with its books, likes and activity.
 * POST   /api/lists/:id/items           ListItemInput → 201 ListResponse. 409 when the book is on it already or the
 *                                       list is full (the message names the limit); 404 naming bookId for no such book.
 * PATCH  /api/lists/:id/items/:bookId   ListItemPatch → ListResponse: the note.
 * DELETE /api/lists/:id/items/:bookId   → ListResponse; the books after it move up one.
 * PUT    /api/lists/:id/order           ListOrderInput → ListResponse: every book on the list in its new order, in one
 *                                       transaction; 409 when the books sent are not exactly the list's books.
 * POST   /api/lists/:id/like            → ListLikeResponse. Idempotent; a new like tells the owner ('list_liked').
 * DELETE /api/lists/:id/like            → ListLikeResponse. Idempotent; the owner's notification of that like goes too.
 * GET    /api/me/lists                  MyListsQuery → ListPage: the reader's lists, newest-updated first; with
 *                                       bookId, each says whether that book is on it (the book page's 'Add to list').
 * GET    /api/users/:username/lists     PageQuery → ListPage: that reader's lists the viewer may see, newest-updated first.
 * GET    /api/search/lists              ListSearchQuery → ListPage: lists whose name or description has every word
 *                                       (any case and accents), that the viewer may see, newest-updated first.
 *
 * Every change to a list or its books moves its updatedAt.
 */

export const LIST_NAME_MAX = 100
export const LIST_DESCRIPTION_MAX = 2_000
export const LIST_NOTE_MAX = 1_000
export const LIST_ITEMS_DEFAULT = 20
export const LIST_ITEMS_MAX = 500
/** Books shown as covers with a list in the lists of lists. */
export const LIST_PREVIEW_BOOKS = 5

export const ListMessages = {
	nameRequired: 'Give the list a name',
	nameTooLong: `A list's name can have at most ${LIST_NAME_MAX} characters`,
	descriptionTooLong: `A description can have at most ${LIST_DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
	noteTooLong: `A note can have at most ${LIST_NOTE_MAX.toLocaleString('en-US')} characters`,
	controlCharacters: 'This text contains invisible control characters',
	flag: 'This must be true or false',
	maxItems: `A list can hold from 1 to ${LIST_ITEMS_MAX} books`,
	maxItemsBelowCount: (count: number) =>
		`This list has ${count} ${count === 1 ? 'book' : 'books'}: its limit cannot be lower`,
	bookRequired: 'Choose a book to add',
	bookNotFound: 'Book not found',
	duplicate: 'This book is already on the list',
	full: (max: number) =>
		`This list is full: it holds at most ${max} books. Raise its limit in the list's settings (up to ${LIST_ITEMS_MAX}).`,
	orderStale: 'The list changed meanwhile: send every book on it, each once',
	hidden: 'An administrator hid this list, so who can see it cannot be changed',
	unknownField: 'This field cannot be set here',
	nothingToChange: 'Send at least one field to change',
} as const

/** The original's words for the three visibilities of a list. */
export const LIST_VISIBILITY_LABELS: Record<Visibility, string> = {
	public: 'Anyone',
	friends: 'Your friends',
	private: 'Just you',
}

const text = (max: number, tooLong: string) =>
	z
		.string({ error: tooLong })
		.transform((v) => normaliseLineBreaks(v).trim())
		.refine((v) => !CONTROL_CHARACTERS.test(v), ListMessages.controlCharacters)
		.refine((v) => characters(v) <= max, tooLong)

const fields = {
	name: z
		.string({ error: ListMessages.nameRequired })
		.transform((v) => v.replace(/\s+/g, ' ').trim())
		.refine((v) => v.length > 0, ListMessages.nameRequired)
		.refine((v) => !CONTROL_CHARACTERS.test(v), ListMessages.controlCharacters)
		.refine((v) => characters(v) <= LIST_NAME_MAX, ListMessages.nameTooLong),
	/** Plain text with line breaks, shown as text. */
	description: text(LIST_DESCRIPTION_MAX, ListMessages.descriptionTooLong),
	/** Ranked lists show their order as numbers. */
	ranked: z.boolean({ error: ListMessages.flag }),
	visibility: Visibility,
	maxItems: z
		.number({ error: ListMessages.maxItems })
		.int(ListMessages.maxItems)
		.min(1, ListMessages.maxItems)
		.max(LIST_ITEMS_MAX, ListMessages.maxItems),
}
const unknownField = {
	error: (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? ListMessages.unknownField : undefined),
}

/** POST /api/lists: only the name is required. */
export const ListInput = z.strictObject(
	{
		name: fields.name,
		description: fields.description.default(''),
		ranked: fields.ranked.default(false),
		visibility: fields.visibility.optional(),
		maxItems: fields.maxItems.default(LIST_ITEMS_DEFAULT),
	},
	unknownField,
)
export type ListInput = z.input<typeof ListInput>

/** PATCH /api/lists/:id: any of the list's own fields; at least one. */
export const ListPatch = z
	.strictObject(fields, unknownField)
	.partial()
	.refine((v) => Object.keys(v).length > 0, ListMessages.nothingToChange)
export type ListPatch = z.input<typeof ListPatch>

const note = text(LIST_NOTE_MAX, ListMessages.noteTooLong)

export const ListItemInput = z.strictObject(
	{
		bookId: z
			.string({ error: ListMessages.bookRequired })
			.min(1, ListMessages.bookRequired)
			.max(64, ListMessages.bookNotFound),
		note: note.default(''),
	},
	unknownField,
)
export type ListItemInput = z.input<typeof ListItemInput>

export const ListItemPatch = z.strictObject({ note }, unknownField)
export type ListItemPatch = z.input<typeof ListItemPatch>

export const ListOrderInput = z.strictObject(
	{
		bookIds: z
			.array(z.string().max(64), { error: ListMessages.orderStale })
			.max(LIST_ITEMS_MAX, ListMessages.orderStale),
	},
	unknownField,
)
export type ListOrderInput = z.input<typeof ListOrderInput>

export const MyListsQuery = PageQuery.extend({ bookId: z.string().max(64, ListMessages.bookNotFound).optional() })
export const ListSearchQuery = PageQuery.extend({
	q: z
		.string({ error: 'Please enter something to search for' })
		.trim()
		.min(1, 'Please enter something to search for')
		.max(200, 'Search for at most 200 characters'),
})

/** A list as the lists of lists show it. */
export const ListSummary = z.object({
	id: z.string(),
	name: z.string(),
	description: z.string(),
	ranked: z.boolean(),
	visibility: Visibility,
	maxItems: z.number().int(),
	itemCount: z.number().int(),
	owner: ReaderRef,
	/** The first few books, for their covers. */
	previews: z.array(z.object({ id: z.string(), title: z.string(), coverVersion: z.string() })),
	/** An administrator hid it: only its owner sees it, and is told so. */
	hidden: z.boolean(),
	/** Whether the book asked about (MyListsQuery.bookId) is on it; false when none was asked about. */
	hasBook: z.boolean(),
	createdAt: z.string(),
	updatedAt: z.string(),
})
export type ListSummary = z.infer<typeof ListSummary>

export const ListItem = z.object({
	book: BookSummary,
	position: z.number().int(),
	note: z.string(),
	addedAt: z.string(),
})
export type ListItem = z.infer<typeof ListItem>

export const ListDetail = ListSummary.extend({
	items: z.array(ListItem),
	likeCount: z.number().int(),
	likedByViewer: z.boolean(),
	can: z.object({ edit: z.boolean(), like: z.boolean() }),
	/** The list's Atom feed, when visitors may see the list (public, its owner's profile open); null otherwise. */
	feed: z.string().nullable(),
})
export type ListDetail = z.infer<typeof ListDetail>
export const ListResponse = z.object({ list: ListDetail })
export type ListResponse = z.infer<typeof ListResponse>

export const ListPage = z.object({ lists: z.array(ListSummary), nextCursor: z.string().nullable() })
export type ListPage = z.infer<typeof ListPage>

export const ListLikeResponse = z.object({ likeCount: z.number().int(), likedByViewer: z.boolean() })
export type ListLikeResponse = z.infer<typeof ListLikeResponse>
