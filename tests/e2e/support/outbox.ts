import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from '@playwright/test'

/** With no SMTP configured the server writes each mail to DATA_DIR/outbox; file names sort oldest first. */
function outboxDir() {
	const dataDir = process.env.E2E_DATA_DIR
	if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts')
	return join(dataDir, 'outbox')
}

async function mails(): Promise<string[]> {
	const names = await readdir(outboxDir()).catch(() => [] as string[])
	return names.filter((name) => name.endsWith('.eml')).sort()
}

/**
 * Undoes quoted-printable soft line breaks and '=3D', which is how long links arrive in a text/plain part; only
 * in a quoted-printable mail: in a 7bit one, "?token=83…" would lose its '=83' to the decoding.
 */
function decodeQuotedPrintable(text: string): string {
	if (!/^content-transfer-encoding:\s*quoted-printable/im.test(text)) return text
	return text
		.replace(/=\r?\n/g, '')
		.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** Waits for a new mail to `to` (after `seen` mails existed) and returns the first link in it that `pattern` matches. */
export async function waitForMailLink(to: string, seen: number, pattern: RegExp, what: string): Promise<string> {
	let link: string | undefined
	await expect
		.poll(
			async () => {
				for (const name of (await mails()).slice(seen).reverse()) {
					const mail = decodeQuotedPrintable(await readFile(join(outboxDir(), name), 'utf8'))
					if (!mail.toLowerCase().includes(to.toLowerCase())) continue
					link = mail.match(pattern)?.[0]
					if (link) return link
				}
				return undefined
			},
			{ message: `${what} to ${to} in the outbox`, timeout: 20_000 },
		)
		.toBeTruthy()
	return link as string
}

/** Waits for a new mail to `to` (after `seen` mails existed) and returns the reset link in it. */
export const waitForResetLink = (to: string, seen: number) =>
	waitForMailLink(to, seen, /https?:\/\/[^\s"<>]+\/reset\?token=[^\s"<>]+/, 'a reset mail')

/** The link in the mail that confirms a new e-mail address. */
export const waitForEmailChangeLink = (to: string, seen: number) =>
	waitForMailLink(
		to,
		seen,
		/https?:\/\/[^\s"<>]+\/api\/account\/email\/confirm\?token=[^\s"<>]+/,
		'an e-mail change confirmation',
	)

export const outboxCount = async () => (await mails()).length
