import { clubPath, clubThreadPath, entryPath, listPath, publicProfilePath } from '../../../shared/page-routes.ts'
import type { NotificationView } from '../../../shared/schemas/notifications.ts'

/** Where a follow request is answered: the owner's own profile page lists the requests waiting. */
const OWN_PROFILE_PATH = '/nav/profile'

/** A notification as a plain sentence after the actor's name, and the page it is about. */
export type NotificationWords = { text: string; href: string }

const entryName = (entry: NonNullable<NotificationView['entry']>) =>
	`${entry.hasReview ? 'review of' : 'diary entry for'} ${entry.bookTitle}`

/**
 * 'liked your review of Sabriel', 'replied to your comment on Sabriel: “Saraneth”'. The actor's name comes
 * before it, written by the caller. Entry, list and comment are always there for their kinds (the server
 * leaves out notifications about what is gone or out of sight); a missing one still gives a sentence.
 */
export function notificationWords(n: NotificationView): NotificationWords {
	const profile = publicProfilePath(n.actor.username)
	const quoted = n.comment ? `: “${n.comment.excerpt}”` : ''
	const atComment = n.entry ? `${entryPath(n.entry.id)}${n.comment ? `#comment-${n.comment.id}` : ''}` : profile
	switch (n.kind) {
		case 'followed':
			return { text: 'followed you', href: profile }
		case 'follow_requested':
			return { text: 'asked to follow you', href: OWN_PROFILE_PATH }
		case 'follow_accepted':
			return { text: 'accepted your follow request', href: profile }
		case 'entry_liked':
			return { text: n.entry ? `liked your ${entryName(n.entry)}` : 'liked your diary entry', href: atComment }
		case 'list_liked':
			return {
				text: n.list ? `liked your list ${n.list.name}` : 'liked your list',
				href: n.list ? listPath(n.list.id) : profile,
			}
		case 'commented':
			return { text: `commented on your ${n.entry ? entryName(n.entry) : 'diary entry'}${quoted}`, href: atComment }
		case 'replied':
			return { text: `replied to your comment${n.entry ? ` on ${n.entry.bookTitle}` : ''}${quoted}`, href: atComment }
		case 'club_invited':
			return {
				text: `invited you to join ${n.club?.name ?? 'a book club'}`,
				href: n.club ? clubPath(n.club.id) : profile,
			}
		case 'club_join_requested':
			return {
				text: `asked to join ${n.club?.name ?? 'your book club'}`,
				href: n.club ? clubPath(n.club.id, 'members') : profile,
			}
		case 'club_join_accepted':
			return { text: `let you into ${n.club?.name ?? 'a book club'}`, href: n.club ? clubPath(n.club.id) : profile }
		case 'club_thread':
		case 'club_replied': {
			const at =
				n.club && n.clubPost
					? `${clubThreadPath(n.club.id, n.clubPost.threadId)}#post-${n.clubPost.id}`
					: n.club
						? clubPath(n.club.id, 'discussion')
						: profile
			const said = n.clubPost ? `: “${n.clubPost.excerpt}”` : ''
			const where = n.club ? ` in ${n.club.name}` : ''
			return {
				text: n.kind === 'club_thread' ? `started a thread${where}${said}` : `replied to your post${where}${said}`,
				href: at,
			}
		}
	}
}
