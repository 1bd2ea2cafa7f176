import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import { z } from 'zod'

export const MailMessage = z.object({ to: z.string(), subject: z.string(), text: z.string() })
export type MailMessage = z.infer<typeof MailMessage>
export type Mailer = { send(message: MailMessage): Promise<void> }

/** SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox and logged. */
export function createMailer(mail: { smtpUrl: string | undefined; from: string }, dataDir: string): Mailer {
	if (mail.smtpUrl) {
		const transport = nodemailer.createTransport(mail.smtpUrl)
		return {
			async send(message) {
				await transport.sendMail({ from: mail.from, ...message })
			},
		}
	}
	return outboxMailer(mail.from, join(dataDir, 'outbox'))
}

function outboxMailer(from: string, folder: string): Mailer {
	// A stream transport renders the same RFC 822 message SMTP would carry, so the outbox shows real mail.
	const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
	return {
		async send(message) {
			const { message: raw } = await render.sendMail({ from, ...message })
			await mkdir(folder, { recursive: true })
			// Names sort by time, so the newest message is the last file.
			const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`)
			await writeFile(file, raw as Buffer)
			console.log(`mail: no SMTP_URL configured; "${message.subject}" to ${message.to} saved to ${file}`)
		},
	}
}
