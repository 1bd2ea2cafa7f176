import type { AccountExport } from '../../shared/schemas/account.ts'
import type { Database } from '../db/schema.ts'
import { yieldEvery } from '../db/yield-every.ts'
import { type Storage, contentTypeOf } from '../storage/storage.ts'
import { USER_DATA } from './user-data.ts'
import type { AccountOwner } from './user-data-rules.ts'

// Rows written between two looks at the slice's budget.
const ROWS_AT_ONCE = 200
const TURN_MS = 10

/**
 * Everything the account owns, table by table as USER_DATA describes it, with its uploaded files inline: an
 * AccountExport as JSON text, in pieces. A reader with a large import has tens of megabytes of it, which
 * JSON.stringify at once held the event loop for a second or more (docs/performance.md, 'Event-loop delay'),
 * so it is written a few hundred rows at a time, with turns of the loop between.
 */
export async function* exportAccountJson(db: Database, storage: Storage, owner: AccountOwner): AsyncGenerator<string> {
	const pause = yieldEvery(TURN_MS)
	const head: Omit<AccountExport, 'tables' | 'files'> = {
		format: 'dogear-account-export',
		version: 1,
		exportedAt: new Date().toISOString(),
	}
	yield `${JSON.stringify(head).slice(0, -1)},"tables":{`
	const fileKeys: string[] = []
	let firstTable = true
	for (const [name, rule] of Object.entries(USER_DATA)) {
		const rows = await rule.export(db, owner)
		fileKeys.push(...((await rule.files?.(db, owner)) ?? []))
		yield `${firstTable ? '' : ','}${JSON.stringify(name)}:{"relation":${JSON.stringify(rule.relation)},"rows":[`
		firstTable = false
		for (let start = 0; start < rows.length; start += ROWS_AT_ONCE) {
			await pause()
			yield `${start === 0 ? '' : ','}${rows
				.slice(start, start + ROWS_AT_ONCE)
				.map((row) => JSON.stringify(row))
				.join(',')}`
		}
		yield ']}'
	}
	yield '},"files":['
	let firstFile = true
	for (const key of fileKeys) {
		const bytes = await storage.get(key)
		if (!bytes) continue
		await pause()
		yield `${firstFile ? '' : ','}${JSON.stringify({ key, contentType: contentTypeOf(key), base64: bytes.toString('base64') })}`
		firstFile = false
	}
	yield ']}'
}

/** The pieces as a response body, each written when the client is ready for more. */
export function byteStream(pieces: AsyncGenerator<string>): ReadableStream<Uint8Array> {
	const encoder = new TextEncoder()
	return new ReadableStream({
		async pull(controller) {
			const { value, done } = await pieces.next()
			if (done) controller.close()
			else controller.enqueue(encoder.encode(value))
		},
		async cancel() {
			await pieces.return(undefined)
		},
	})
}
