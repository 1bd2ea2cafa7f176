import { randomBytes } from 'node:crypto'
import type { Database } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { touchClub } from './club-queries.ts'

/**
 * Gives the club a new invite link (the old one stops working at once) or, with `keep` false, none. The
 * secret is 24 random bytes: a link cannot be guessed, only shared. Returns the new secret or null.
 */
export async function renewInviteLink(db: Database, clubId: string, keep: boolean) {
	const token = keep ? randomBytes(24).toString('base64url') : null
	if (!(await touchClub(db, clubId, new Date().toISOString(), { inviteToken: token }))) throw notFound('Club')
	return token
}
