import type { MailMessage } from '../mail/mailer.ts'

export function resetPasswordMail({ to, name, url }: { to: string; name: string; url: string }): MailMessage {
	return {
		to,
		subject: 'Reset your Dogear password',
		text: [
			`Hello ${name},`,
			'',
			'Someone (hopefully you) asked to reset the password of your Dogear account.',
			'Open this link within one hour to choose a new password. It works once:',
			'',
			url,
			'',
			'If you did not ask for this, ignore this mail: your password stays as it is.',
		].join('\n'),
	}
}
