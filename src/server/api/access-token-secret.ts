import { createHash, randomBytes } from 'node:crypto'
import { ACCESS_TOKEN_PREFIX } from '../../shared/schemas/access-tokens.ts'

/** 32 random bytes: unguessable, so the hash needs no salt or slow KDF, and a lookup by hash is safe. */
export function newAccessTokenSecret(): string {
	return `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
}

/** What the database keeps of a secret: a leaked backup holds nothing a client could send. */
export function hashAccessTokenSecret(secret: string): string {
	return createHash('sha256').update(secret).digest('hex')
}

const SECRET_SHAPE = new RegExp(`^${ACCESS_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`)

/** Whether the text could be one of our secrets at all, checked before any query. */
export const looksLikeAccessTokenSecret = (text: string) => SECRET_SHAPE.test(text)
