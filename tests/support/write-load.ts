// A writer for the backup tests, run as its own process so its transactions really overlap the backup:
// `node --import tsx tests/support/write-load.ts <database url> <user id> <book id>` logs reads through the real
// logEntry (entry, activity and shelf in one transaction) until SIGTERM, printing 'writing' after the first.
import { EntryInput } from '../../src/shared/schemas/entries.ts'
import { openDatabase } from '../../src/server/db/database.ts'
import { logEntry } from '../../src/server/entries/log-entry.ts'

const [url, userId, bookId] = process.argv.slice(2)
if (!url || !userId || !bookId) throw new Error('usage: write-load.ts <database url> <user id> <book id>')
const db = openDatabase(url)
let stopping = false
process.once('SIGTERM', () => (stopping = true))

for (let written = 0; !stopping; written++) {
	const day = new Date(Date.UTC(2020, 0, 1 + (written % 2000))).toISOString().slice(0, 10)
	await logEntry(
		db,
		userId,
		EntryInput.parse({ bookId, readOn: day, rating: 0.5 + (written % 10) / 2, review: `Read number ${written}.` }),
	)
	if (written === 0) console.log('writing')
	// SQLite answers synchronously, so without this the loop never gives the event loop a turn to see SIGTERM.
	await new Promise((resolve) => setImmediate(resolve))
}
await db.destroy()
