import { z } from 'zod'
import { CONTROL_CHARACTERS, characters, normaliseLineBreaks } from '../text.ts'
import { ClubAccess, ClubView } from './clubs.ts'
import { PageQuery } from './entries.ts'

/*
 * Making, changing and finding clubs (src/server/clubs). Every write is 401 signed out; a club the viewer may
 * not see is a 404 on every route, and changing a club one sees but does not own is a 403.
 *
 * POST   /api/clubs                 ClubInput → 201 ClubResponse. Writes the club, its owner's membership and
 *                                   the 'club_created' activity in one transaction.
 * PATCH  /api/clubs/:id             ClubPatch → ClubResponse (the owner). Pending requests stay pending when a
 *                                   club turns public; join one by one.
 * DELETE /api/clubs/:id             → 204 (the owner), with everything in the club and its picture's files.
 * PUT    /api/clubs/:id/picture     multipart/form-data, one file in `picture` → ClubResponse (the owner). The
 *                                   rules and answers of PUT /api/profile/picture (413, 415, 400 naming picture).
 * DELETE /api/clubs/:id/picture     → ClubResponse without a picture (the owner).
 * GET    /api/me/clubs              → MyClubsResponse: the reader's clubs, invitations and requests, by name.
 * GET    /api/search/clubs          ClubSearchQuery → ClubSearchPage: public clubs (and invite-only clubs the
 *                                   viewer is a member of) whose name or description has every word, any case
 *                                   and accents, newest-updated first. Clubs whose owner is blocked either way
 *                                   with the viewer are left out.
 */

export const CLUB_NAME_MAX = 100
export const CLUB_DESCRIPTION_MAX = 2_000

export const ClubMessages = {
	nameRequired: 'Give the club a name',
	nameTooLong: `A club's name can have at most ${CLUB_NAME_MAX} characters`,
	descriptionTooLong: `A description can have at most ${CLUB_DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
	controlCharacters: 'This text contains invisible control characters',
	unknownField: 'This field cannot be set here',
	nothingToChange: 'Send at least one field to change',
	notOwner: "Only the club's owner can change or delete it",
	searchRequired: 'Please enter something to search for',
	searchTooLong: 'Search for at most 200 characters',
} as const

const unknownField = {
	error: (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? ClubMessages.unknownField : undefined),
}

const fields = {
	name: z
		.string({ error: ClubMessages.nameRequired })
		.transform((v) => v.replace(/\s+/g, ' ').trim())
		.refine((v) => v.length > 0, ClubMessages.nameRequired)
		.refine((v) => !CONTROL_CHARACTERS.test(v), ClubMessages.controlCharacters)
		.refine((v) => characters(v) <= CLUB_NAME_MAX, ClubMessages.nameTooLong),
	/** Plain text with line breaks, shown as text. */
	description: z
		.string({ error: ClubMessages.descriptionTooLong })
		.transform((v) => normaliseLineBreaks(v).trim())
		.refine((v) => !CONTROL_CHARACTERS.test(v), ClubMessages.controlCharacters)
		.refine((v) => characters(v) <= CLUB_DESCRIPTION_MAX, ClubMessages.descriptionTooLong),
	access: ClubAccess,
}

/** POST /api/clubs: a name and who may join; the description may be left out. */
export const ClubInput = z.strictObject(
	{ name: fields.name, description: fields.description.default(''), access: fields.access },
	unknownField,
)
export type ClubInput = z.input<typeof ClubInput>

/** PATCH /api/clubs/:id: any of the club's own fields; at least one. */
export const ClubPatch = z
	.strictObject(fields, unknownField)
	.partial()
	.refine((v) => Object.keys(v).length > 0, ClubMessages.nothingToChange)
export type ClubPatch = z.input<typeof ClubPatch>

export const ClubSearchQuery = PageQuery.extend({
	q: z
		.string({ error: ClubMessages.searchRequired })
		.trim()
		.min(1, ClubMessages.searchRequired)
		.max(200, ClubMessages.searchTooLong),
})

/**
 * A club as the lists of clubs show it, with the viewer's place in it (null when they have none): the club's own
 * view without its book and actions; pictureUrl is the 128 px picture here.
 */
export const ClubSummary = ClubView.pick({
	id: true,
	name: true,
	description: true,
	access: true,
	pictureUrl: true,
	owner: true,
	memberCount: true,
	viewer: true,
	updatedAt: true,
})
export type ClubSummary = z.infer<typeof ClubSummary>

export const ClubSearchPage = z.object({ clubs: z.array(ClubSummary), nextCursor: z.string().nullable() })
export type ClubSearchPage = z.infer<typeof ClubSearchPage>

/** 'Your Book Clubs': where the reader is a member, where they are invited, and where they asked to join. */
export const MyClubsResponse = z.object({
	clubs: z.array(ClubSummary),
	invitations: z.array(ClubSummary),
	requests: z.array(ClubSummary),
})
export type MyClubsResponse = z.infer<typeof MyClubsResponse>
