import { randomUUID } from 'node:crypto'
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import { z } from 'zod'
import { log } from '../ops/log.ts'

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
	return outboxMailer(mail.from, outboxFolder(dataDir))
}

const outboxFolder = (dataDir: string) => join(dataDir, 'outbox')

/**
 * Deletes every outbox message that mentions `address` (the outbox only fills when SMTP_URL is unset), so a
 * deleted account leaves no mail with its address on the server's disk either.
 */
export async function forgetOutboxMail(dataDir: string, address: string) {
	const folder = outboxFolder(dataDir)
	const needle = address.toLowerCase()
	for (const name of await readdir(folder).catch(() => [])) {
		const file = join(folder, name)
		// Undo quoted-printable soft line breaks, which can split a long address.
		const text = (await readFile(file, 'utf8')).replace(/=\r?\n/g, '').toLowerCase()
		if (text.includes(needle)) await rm(file, { force: true })
	}
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
			log.info(`mail: no SMTP_URL configured; "${message.subject}" to ${message.to} saved to ${file}`)
		},
	}
}
