import type { AddressInfo } from 'node:net'
import type { TestContext } from 'node:test'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

/** A real SMTP server on loopback that keeps what it receives; the app under test sends to it via SMTP_URL. */
export async function startSmtpSink(t: TestContext) {
	const received: ReceivedMail[] = []
	const waiters: (() => void)[] = []
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		onData(stream, session, callback) {
			const chunks: Buffer[] = []
			stream.on('data', (chunk: Buffer) => chunks.push(chunk))
			stream.on('end', () => {
				received.push({
					from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
					to: session.envelope.rcptTo.map((r) => r.address),
					raw: Buffer.concat(chunks).toString('utf8'),
				})
				for (const wake of waiters.splice(0)) wake()
				callback()
			})
		},
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	t.after(() => new Promise<void>((resolve) => server.close(() => resolve())))
	const port = (server.server.address() as AddressInfo).port

	return {
		url: `smtp://127.0.0.1:${port}`,
		received,
		/** Waits (up to 5 s) for a message to this address: the first, or the nth. */
		async waitFor(to: string, nth = 1): Promise<ReceivedMail> {
			const deadline = Date.now() + 5000
			for (;;) {
				const mail = received.filter((m) => m.to.includes(to))[nth - 1]
				if (mail) return mail
				if (Date.now() > deadline) throw new Error(`no mail to ${to} within 5 s`)
				await new Promise<void>((resolve) => {
					waiters.push(resolve)
					setTimeout(resolve, 100)
				})
			}
		},
	}
}

/** The reset link's token from a received message (quoted-printable soft breaks undone). */
export function resetToken(mail: ReceivedMail): string {
	const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
	const match = /\/reset\?token=([A-Za-z0-9_-]+)/.exec(body)
	if (!match?.[1]) throw new Error(`no reset link in:\n${mail.raw}`)
	return match[1]
}
