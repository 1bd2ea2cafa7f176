import { z } from 'zod'
import { CONTROL_CHARACTERS, characters, normaliseLineBreaks } from '../text.ts'
import { AuthMessages, USERNAME_PATTERN } from './auth.ts'
import { Visibility } from './visibility.ts'

/*
 * The profile API. Every error body is ApiErrorBody (errors.ts); `fields` names the form field at fault.
 *
 * GET    /api/profile                   → ProfileView of the signed-in reader (401 when signed out).
 * PATCH  /api/profile                   UpdateProfileInput → ProfileView. Send only the fields you change: two
 *                                       settings tabs saving different fields never undo each other (last write
 *                                       wins per field). 400 names each bad field; 409 { fields: { username } }
 *                                       when the username is taken, whatever its case. entryVisibility is the
 *                                       default of new entries, shelvings and progress (public until set);
 *                                       findable: whether other servers may find the reader (GET /api/site
 *                                       says whether this server federates at all).
 * PUT    /api/profile/picture           multipart/form-data with one file in the field `picture` → ProfileView.
 *                                       413 over PICTURE_MAX_BYTES, 415 for anything but JPEG/PNG/WebP/GIF (by
 *                                       content, not name), 400 for damaged files, too many pixels or a file name
 *                                       with a path. The old picture's files are deleted.
 * DELETE /api/profile/picture           → ProfileView without a picture; its files are deleted.
 * GET    /api/users/:username/profile   → ProfileView of anyone (username in any case). A private profile shows
 *                                       only name and picture (`details: null`) to those who may not see more;
 *                                       404 when there is no such reader. `follow` says how a signed-in viewer
 *                                       stands to the owner (null for visitors and on one's own profile).
 * GET    /api/uploads/<key>             The picture files named in ProfileView.picture: image/webp, cached for a
 *                                       year (a new picture gets a new URL), nosniff.
 */

export const PROFILE_NAME_MAX = 60
export const PROFILE_LOCATION_MAX = 100
export const PROFILE_BIO_MAX = 500
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024
export const PICTURE_MAX_PIXELS = 40_000_000
/** What the file picker should offer; the server decides by the file's first bytes, not its type or name. */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif'

export const ProfileMessages = {
	nameRequired: 'Please enter a display name',
	nameTooLong: `Display names can have at most ${PROFILE_NAME_MAX} characters`,
	nameLineBreak: 'A display name is one line of text',
	locationTooLong: `A location can have at most ${PROFILE_LOCATION_MAX} characters`,
	locationLineBreak: 'A location is one line of text',
	bioTooLong: `A bio can have at most ${PROFILE_BIO_MAX} characters`,
	controlCharacters: 'This text contains invisible control characters',
	visibility: 'Choose whether your profile is public or private',
	findable: 'Choose whether readers on other servers can find you',
	unknownField: 'This field cannot be changed here',
	nothingToChange: 'Send at least one field to change',
	pictureMissing: 'Please choose a picture to upload',
	pictureTooLarge: 'Pictures can be at most 5 MB',
	pictureType: 'Pictures must be JPEG, PNG, WebP or GIF images',
	pictureTooManyPixels: 'Pictures can have at most 40 megapixels',
	pictureDamaged: 'This picture could not be read; the file may be damaged',
	pictureFileName: 'The file name must not contain a folder path',
	pictureRateLimited: 'Too many picture uploads. Please wait a while and try again.',
} as const

const oneLine = (max: number, tooLong: string, lineBreak: string) =>
	z
		.string({ error: tooLong })
		.trim()
		.refine((v) => !/[\r\n]/.test(v), lineBreak)
		.refine((v) => !CONTROL_CHARACTERS.test(v), ProfileMessages.controlCharacters)
		.refine((v) => characters(v) <= max, tooLong)

export const ProfileVisibility = z.enum(['public', 'private'], { error: ProfileMessages.visibility })
export type ProfileVisibility = z.infer<typeof ProfileVisibility>

/** PATCH /api/profile. Every field is optional; at least one must be sent. Unknown fields are refused by name. */
export const UpdateProfileInput = z
	.strictObject(
		{
			name: oneLine(PROFILE_NAME_MAX, ProfileMessages.nameTooLong, ProfileMessages.nameLineBreak).refine(
				(v) => v.length > 0,
				ProfileMessages.nameRequired,
			),
			username: z
				.string({ error: AuthMessages.usernameFormat })
				.trim()
				.regex(USERNAME_PATTERN, AuthMessages.usernameFormat),
			location: oneLine(PROFILE_LOCATION_MAX, ProfileMessages.locationTooLong, ProfileMessages.locationLineBreak),
			/** Plain text; line breaks are kept (sent as \n; \r\n becomes \n). Never rendered as HTML. */
			bio: z
				.string({ error: ProfileMessages.bioTooLong })
				.transform((v) => normaliseLineBreaks(v).trim())
				.refine((v) => !CONTROL_CHARACTERS.test(v), ProfileMessages.controlCharacters)
				.refine((v) => characters(v) <= PROFILE_BIO_MAX, ProfileMessages.bioTooLong),
			visibility: ProfileVisibility,
			/** Who new entries, shelvings and progress updates are visible to unless the reader says otherwise. */
			entryVisibility: Visibility,
			/** Findable from other servers (ActivityPub) when this server federates; off until the reader says so. */
			findable: z.boolean({ error: ProfileMessages.findable }),
		},
		// Each unknown field is refused under its own name (e-mail changes go through /api/account/email).
		{ error: (issue) => (issue.code === 'unrecognized_keys' ? ProfileMessages.unknownField : undefined) },
	)
	.partial()
	.refine((v) => Object.keys(v).length > 0, ProfileMessages.nothingToChange)
export type UpdateProfileInput = z.input<typeof UpdateProfileInput>

/** Same-origin URLs of the picture's two sizes (square WebP). */
export const ProfilePicture = z.object({ large: z.string(), small: z.string() })
export type ProfilePicture = z.infer<typeof ProfilePicture>

/**
 * Counts of what the viewer may see: books read and reviews (the reading log); lists are 0 until they exist.
 * followers and following count accepted follows only (a pending request is not a follower yet).
 */
export const ProfileCounts = z.object({
	booksRead: z.number().int(),
	reviews: z.number().int(),
	lists: z.number().int(),
	followers: z.number().int(),
	following: z.number().int(),
})

/**
 * How a signed-in viewer stands to someone else's profile: their own follow ('requested' while a private
 * profile has not approved it) and whether the owner follows them (accepted). The page picks its button by it.
 */
export const ProfileFollow = z.object({ status: z.enum(['none', 'requested', 'accepted']), followsYou: z.boolean() })
export type ProfileFollow = z.infer<typeof ProfileFollow>

export const ProfileView = z.object({
	username: z.string(),
	name: z.string(),
	picture: ProfilePicture.nullable(),
	visibility: ProfileVisibility,
	/** null when the viewer may see only name and picture (a private profile of someone else). */
	details: z
		.object({
			location: z.string(),
			bio: z.string(),
			/** ISO-8601: when the account was created. */
			joinedAt: z.string(),
			counts: ProfileCounts,
		})
		.nullable(),
	/** The owner's own settings; null for everyone else. */
	settings: z.object({ entryVisibility: Visibility, findable: z.boolean() }).nullable(),
	/** null for visitors and on one's own profile. */
	follow: ProfileFollow.nullable(),
	/** What the viewer may do here, so the UI never re-derives the rules. */
	can: z.object({ edit: z.boolean() }),
})
export type ProfileView = z.infer<typeof ProfileView>
