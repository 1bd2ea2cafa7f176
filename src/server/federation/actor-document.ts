import type { Context } from '@fedify/fedify'
import { Endpoints, Image, Person } from '@fedify/fedify/vocab'
import { paragraphs } from '../../shared/plain-text.ts'
import { pictureUrl } from '../storage/picture-upload.ts'
import type { FederatedReader } from './federation-queries.ts'

const HTML_SPECIALS: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_SPECIALS[c] ?? c)

/** The bio is plain text; an actor's summary is HTML, so it is escaped and laid out as paragraphs. */
export function summaryHtml(bio: string) {
	return paragraphs(bio)
		.map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, () => '<br>')}</p>`)
		.join('')
}

/**
 * The reader as other servers see them: a Person at /ap/users/<id> (the id never changes; a new username keeps
 * the actor), whose `url` is the profile page. A private profile shows what it shows a stranger here, name and
 * picture, and approves its followers by hand.
 */
export async function actorDocument(ctx: Context<void>, reader: FederatedReader) {
	const id = reader.userId
	const keys = await ctx.getActorKeyPairs(id)
	const open = reader.visibility === 'public'
	return new Person({
		id: ctx.getActorUri(id),
		preferredUsername: reader.username,
		name: reader.name,
		summary: open && reader.bio ? summaryHtml(reader.bio) : null,
		url: new URL(`/u/${encodeURIComponent(reader.username)}`, ctx.canonicalOrigin),
		icon: reader.pictureKey
			? new Image({ url: new URL(pictureUrl(reader.pictureKey, 512), ctx.canonicalOrigin), mediaType: 'image/webp' })
			: null,
		manuallyApprovesFollowers: !open,
		discoverable: open,
		inbox: ctx.getInboxUri(id),
		endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
		outbox: ctx.getOutboxUri(id),
		followers: ctx.getFollowersUri(id),
		following: ctx.getFollowingUri(id),
		publicKey: keys[0]?.cryptographicKey ?? null,
		assertionMethods: keys.map((key) => key.multikey),
	})
}
