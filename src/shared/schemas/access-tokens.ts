import { z } from 'zod'
import { CONTROL_CHARACTERS, characters } from '../text.ts'

/*
 * Personal access tokens for the public API (/api/v1, described at /api/openapi.json). Managed from Settings with
 * the cookie session only: a token never reaches these routes (see docs/decisions/0009-public-api.md).
 *
 * GET    /api/account/tokens       → AccessTokenList: the reader's tokens, newest first.
 * POST   /api/account/tokens       AccessTokenInput → 201 CreatedAccessToken: the secret is in this answer only.
 *                                  409 when the reader has ACCESS_TOKENS_MAX tokens already.
 * DELETE /api/account/tokens/:id   → 204. Revokes it at once; 404 for a token that is not yours or gone.
 */

export const ACCESS_TOKEN_NAME_MAX = 60
export const ACCESS_TOKENS_MAX = 20
/** Secrets start with this, so a leaked one is easy to grep for and to recognise in a scanner's rule. */
export const ACCESS_TOKEN_PREFIX = 'dgr_'

export const AccessTokenMessages = {
	nameRequired: 'Give the token a name, so you know later what uses it',
	nameTooLong: `A token's name can have at most ${ACCESS_TOKEN_NAME_MAX} characters`,
	controlCharacters: 'This text contains invisible control characters',
	scope: 'Choose read or read and write',
	tooMany: `You have ${ACCESS_TOKENS_MAX} tokens already. Revoke one you no longer use first.`,
	unknownField: 'This field cannot be set here',
	notFound: 'Token not found',
} as const

/** read: GET and HEAD only. read-write: everything the reader can do in the API, but never their account itself. */
export const AccessTokenScope = z.enum(['read', 'read-write'], { error: AccessTokenMessages.scope })
export type AccessTokenScope = z.infer<typeof AccessTokenScope>

const unknownField = {
	error: (issue: { code: string }) =>
		issue.code === 'unrecognized_keys' ? AccessTokenMessages.unknownField : undefined,
}

export const AccessTokenInput = z.strictObject(
	{
		name: z
			.string({ error: AccessTokenMessages.nameRequired })
			.transform((v) => v.replace(/\s+/g, ' ').trim())
			.refine((v) => v.length > 0, AccessTokenMessages.nameRequired)
			.refine((v) => !CONTROL_CHARACTERS.test(v), AccessTokenMessages.controlCharacters)
			.refine((v) => characters(v) <= ACCESS_TOKEN_NAME_MAX, AccessTokenMessages.nameTooLong),
		scope: AccessTokenScope,
	},
	unknownField,
)
export type AccessTokenInput = z.input<typeof AccessTokenInput>

export const AccessTokenView = z.object({
	id: z.string(),
	name: z.string(),
	scope: AccessTokenScope,
	/** ISO-8601. lastUsedAt is null until the first request, and is updated at most once a minute. */
	createdAt: z.string(),
	lastUsedAt: z.string().nullable(),
})
export type AccessTokenView = z.infer<typeof AccessTokenView>

export const AccessTokenList = z.object({ tokens: z.array(AccessTokenView) })
export type AccessTokenList = z.infer<typeof AccessTokenList>

/** `secret` is what a client sends as `Authorization: Bearer <secret>`; the server keeps only its SHA-256. */
export const CreatedAccessToken = z.object({
	token: AccessTokenView,
	secret: z.string().startsWith(ACCESS_TOKEN_PREFIX),
})
export type CreatedAccessToken = z.infer<typeof CreatedAccessToken>
