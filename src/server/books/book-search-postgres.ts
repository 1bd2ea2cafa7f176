import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import type { SearchIndex } from './search-index.ts'

const vector = (text: string, weight: 'A' | 'B' | 'C') => sql`setweight(to_tsvector('simple', ${text}), ${weight})`

// Lower than pg_trgm's default 0.6: 'hary poter' against 'harry potter …' scores about 0.45.
const TYPO_CANDIDATE_THRESHOLD = '0.3'

/** PostgreSQL: a weighted tsvector ('simple' config on folded text) for words, pg_trgm for typos. */
export const postgresSearchIndex: SearchIndex = {
	async write(db, doc) {
		const document = sql`${vector(doc.title, 'A')} || ${vector(doc.authors, 'B')} || ${vector(doc.series, 'B')} || ${vector(doc.subtitle, 'C')}`
		const names = `${doc.title} ${doc.authors}`
		await sql`insert into "bookSearch" ("bookId", "names", "document") values (${doc.bookId}, ${names}, ${document})
			on conflict ("bookId") do update set "names" = excluded."names", "document" = excluded."document"`.execute(db)
	},

	async matchWords(db, terms, limit) {
		const query = terms.map((t) => (t.length > 1 ? `${t}:*` : t)).join(' & ')
		const { rows } = await sql<{ bookId: string; rank: number }>`select "bookId", ts_rank("document", q, 1) as "rank"
			from "bookSearch", to_tsquery('simple', ${query}) q
			where "document" @@ q order by "rank" desc, "bookId" limit ${limit}`.execute(db)
		return rows.map((row) => ({ bookId: row.bookId, textRank: Number(row.rank) }))
	},

	async matchTypos(db, terms, limit) {
		const text = terms.join(' ')
		// set_config(…, true) lasts until the end of the transaction, so the threshold never leaks to the pool.
		const run = async (trx: Kysely<DB>) => {
			await sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_CANDIDATE_THRESHOLD}, true)`.execute(trx)
			// The planner prices word_similarity() as cheap and scans every row; the trigram index is ~5x faster
			// already at 10k books (measured: 73 ms against 15 ms).
			await sql`select set_config('enable_seqscan', 'off', true)`.execute(trx)
			const { rows } = await sql<{ bookId: string }>`select "bookId" from "bookSearch" where ${text} <% "names"
				order by word_similarity(${text}, "names") desc limit ${limit}`.execute(trx)
			return rows.map((row) => row.bookId)
		}
		return db.isTransaction ? run(db) : db.transaction().execute(run)
	},
}
