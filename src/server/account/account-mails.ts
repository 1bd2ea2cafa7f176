import type { MailMessage } from '../mail/mailer.ts'

/** To the new address: opening the link is what changes the account's e-mail. */
export function confirmEmailMail({ to, name, url }: { to: string; name: string; url: string }): MailMessage {
	return {
		to,
		subject: 'Confirm your new Dogear e-mail address',
		text: [
			`Hello ${name},`,
			'',
			'You asked to use this address for your Dogear account. Open this link within one hour to confirm it:',
			'',
			url,
			'',
			'If you did not ask for this, ignore this mail: nothing changes.',
		].join('\n'),
	}
}

/**
 * To the old address, at once: if someone else is in the account, its owner hears of it before the link is used,
 * and holds a link that takes the account back for UNDO_DAYS even after the change went through.
 */
export function emailChangeNoticeMail({
	to,
	name,
	newEmail,
	undoUrl,
	undoDays,
}: {
	to: string
	name: string
	newEmail: string
	undoUrl: string
	undoDays: number
}): MailMessage {
	return {
		to,
		subject: 'Your Dogear e-mail address is being changed',
		text: [
			`Hello ${name},`,
			'',
			`Someone signed in to your Dogear account asked to change its e-mail address to ${newEmail}.`,
			'The change happens only when the link sent to that address is opened.',
			'',
			`If this was not you, open this link within ${undoDays} days: it puts this address back and signs out every`,
			'session and access token. Then reset your password from the sign-in page.',
			'',
			undoUrl,
		].join('\n'),
	}
}
