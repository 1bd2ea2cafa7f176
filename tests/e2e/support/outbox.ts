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

/** Undoes quoted-printable soft line breaks and '=3D', which is how long links arrive in a text/plain part. */
function decodeQuotedPrintable(text: string): string {
	return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** Waits for a new mail to `to` (after `seen` mails existed) and returns the reset link in it. */
export async function waitForResetLink(to: string, seen: number): Promise<string> {
	let link: string | undefined
	await expect
		.poll(
			async () => {
				for (const name of (await mails()).slice(seen).reverse()) {
					const mail = decodeQuotedPrintable(await readFile(join(outboxDir(), name), 'utf8'))
					if (!mail.toLowerCase().includes(to.toLowerCase())) continue
					link = mail.match(/https?:\/\/[^\s"<>]+\/reset\?token=[^\s"<>]+/)?.[0]
					if (link) return link
				}
				return undefined
			},
			{ message: `a reset mail to ${to} in the outbox`, timeout: 20_000 },
		)
		.toBeTruthy()
	return link as string
}

export const outboxCount = async () => (await mails()).length
