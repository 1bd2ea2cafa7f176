// Readers writing through the HTTP API while the server is killed under them (src/server/crash-safety.test.ts).
// Each create carries an Idempotency-Key; a request whose connection died is sent again with the same key once
// the server is back, as a careful client would, until it is acknowledged. What was acknowledged is recorded.

/**
 * The server as the clients see it: its address changes with each restart; `up` settles once it answers;
 * `gone` once the test has ended, so that a client does not wait for a server that will not come back.
 */
export type LiveServer = { baseUrl: string; generation: number; up: Promise<void>; gone: boolean }
export type Reader = { userId: string; username: string; cookie: string }

export type Acknowledged = {
	entries: { userId: string; key: string; id: string; bookId: string }[]
	lists: { userId: string; key: string; id: string }[]
	items: { userId: string; key: string; listId: string; bookId: string }[]
	follows: { userId: string; key: string; followeeId: string; status: string }[]
	/** Answers that were neither a success nor 'still running': each is a failure of the test. */
	unexpected: string[]
	/** Requests sent again after their connection died, and answers that came back replayed. */
	resent: number
	replayed: number
	/**
	 * Answers asking to come back: 409 while the first attempt of that key still ran (or its dead server's
	 * transaction was not over yet), 503 while a server just started sheds load.
	 */
	busy: number
}

/** A small seeded generator (mulberry32): the same seed gives the same writes and kill times. */
export function seededRandom(seed: number) {
	let state = seed >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
	}
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** POSTs until acknowledged: the parsed body of the 2xx, or undefined after an unexpected answer (recorded). */
async function acknowledged(
	server: LiveServer,
	reader: Reader,
	path: string,
	key: string,
	json: unknown,
	log: Acknowledged,
) {
	for (;;) {
		const generation = server.generation
		try {
			const res = await fetch(new URL(path, server.baseUrl), {
				method: 'POST',
				headers: { cookie: reader.cookie, 'content-type': 'application/json', 'idempotency-key': key },
				body: JSON.stringify(json),
			})
			const text = await res.text()
			if (res.ok) {
				if (res.headers.get('idempotent-replayed') === 'true') log.replayed++
				return JSON.parse(text) as Record<string, unknown>
			}
			// The first attempt may still hold the key on PostgreSQL until it notices the dead server's connection.
			if ((res.status === 409 && text.includes('idempotency_key_in_use')) || res.status === 503) {
				log.busy++
				await sleep(50)
				continue
			}
			log.unexpected.push(`${path} (${key}): ${res.status} ${text}`)
			return undefined
		} catch {
			// The connection died with the server: wait for the next one, then send the same request again.
			if (server.gone) return undefined
			log.resent++
			await server.up
			if (server.generation === generation) await sleep(50)
		}
	}
}

/**
 * One reader's writes until `stopping()`: reads logged (some with reviews), lists made with 2–4 books added one by
 * one, and follows of the other readers. The operation under way when it stops is carried through.
 */
export async function writeUntilStopped(options: {
	server: LiveServer
	reader: Reader
	others: Reader[]
	bookIds: string[]
	random: () => number
	log: Acknowledged
	stopping: () => boolean
}) {
	const { server, reader, others, bookIds, random, log } = options
	const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!
	const notFollowed = [...others]
	for (let n = 0; !options.stopping(); n++) {
		const key = `${reader.username}-${n}`
		const roll = random()
		if (roll < 0.15 && notFollowed.length > 0) {
			const followee = notFollowed.splice(Math.floor(random() * notFollowed.length), 1)[0]!
			const body = await acknowledged(server, reader, `/api/users/${followee.username}/follow`, key, {}, log)
			if (body)
				log.follows.push({ userId: reader.userId, key, followeeId: followee.userId, status: String(body.status) })
		} else if (roll < 0.4) {
			const body = await acknowledged(
				server,
				reader,
				'/api/lists',
				key,
				{ name: `List ${key}`, description: 'Made while the server kept dying.' },
				log,
			)
			if (!body) continue
			const listId = (body.list as { id: string }).id
			log.lists.push({ userId: reader.userId, key, id: listId })
			const books = [...bookIds].sort(() => random() - 0.5).slice(0, 2 + Math.floor(random() * 3))
			for (const [index, bookId] of books.entries()) {
				const itemKey = `${key}-item-${index}`
				if (
					await acknowledged(
						server,
						reader,
						`/api/lists/${listId}/items`,
						itemKey,
						{ bookId, note: `Book ${index + 1}` },
						log,
					)
				) {
					log.items.push({ userId: reader.userId, key: itemKey, listId, bookId })
				}
			}
		} else {
			const bookId = pick(bookIds)
			const day = new Date(Date.UTC(2020, 0, 1 + Math.floor(random() * 2000))).toISOString().slice(0, 10)
			const review = random() < 0.5 ? `Read ${n}: the ending held up.` : ''
			const rating = random() < 0.8 ? (1 + Math.floor(random() * 10)) / 2 : null
			const body = await acknowledged(server, reader, '/api/entries', key, { bookId, readOn: day, rating, review }, log)
			if (body) log.entries.push({ userId: reader.userId, key, id: (body.entry as { id: string }).id, bookId })
		}
	}
}
