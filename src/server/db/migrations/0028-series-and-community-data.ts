import { sql, type Kysely } from 'kysely'
import { dialectOf } from './frozen/frozen-dialect.ts'
import { foldText } from './frozen/frozen-fold-text.ts'
import { splitSeriesFromTitle } from './frozen/frozen-series-title.ts'

// Issue 28, series and community data (decision 0023):
// - a series is the books sharing book.seriesName, listed by it: an index to find them;
// - bookRatingSource holds a catalogue's own rating of a book (goodbooks-10k: Goodreads readers in 2017) with
//   its source, kept apart from Dogear readers' ratings;
// - book.descriptionSource names where a description came from, and descriptionCheckedAt when Open Library was
//   last asked for one, so a book page asks once;
// - titles imported before the series parser knew '#1–3', '#0.1 - 0.4', '# 1' or a second series
//   ('Mort (Death, #1; Discworld, #4)' had become the series 'Death, #1; Discworld') are split again in place.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('bookRatingSource')
		.addColumn('bookId', 'text', (c) => c.notNull().references('book.id').onDelete('cascade'))
		.addColumn('source', 'text', (c) => c.notNull())
		.addColumn('average', 'real', (c) => c.notNull().check(sql`"average" between 0 and 5`))
		.addColumn('count', 'integer', (c) => c.notNull().check(sql`"count" >= 0`))
		// How many gave 1 to 5 stars, as a JSON array of five counts; null when the source gives none.
		.addColumn('histogram', 'text')
		.addColumn('updatedAt', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('bookRatingSource_pk', ['bookId', 'source'])
		.execute()
	await db.schema.alterTable('book').addColumn('descriptionSource', 'text').execute()
	await db.schema.alterTable('book').addColumn('descriptionCheckedAt', 'text').execute()
	await db.schema
		.createIndex('book_series')
		.on('book')
		.column('seriesName')
		.where(sql.ref('seriesName'), 'is not', null)
		.execute()
	await splitTitlesAgain(db)
}

type Row = {
	id: string
	title: string
	subtitle: string | null
	seriesName: string | null
	seriesNumber: string | null
}

async function splitTitlesAgain(db: Kysely<unknown>) {
	const { rows } = await sql<Row>`select "id", "title", "subtitle", "seriesName", "seriesNumber" from "book"
		where ("seriesName" is null and "title" like '%#%)') or "seriesName" like '%#%'`.execute(db)
	for (const row of rows) {
		// The old parser kept the last position and everything before it as the name: put them back together.
		const split = splitSeriesFromTitle(
			row.seriesName === null ? row.title : `${row.title} (${row.seriesName} #${row.seriesNumber ?? ''})`,
		)
		if (split.seriesName === null) continue
		await sql`update "book" set "title" = ${split.title}, "seriesName" = ${split.seriesName},
			"seriesNumber" = ${split.seriesNumber} where "id" = ${row.id}`.execute(db)
		await reindex(db, row.id, { ...split, subtitle: row.subtitle })
	}
}

/** The search document as books/book-search.ts wrote it when this migration was written. */
async function reindex(
	db: Kysely<unknown>,
	bookId: string,
	book: { title: string; subtitle: string | null; seriesName: string | null },
) {
	const title = foldText(book.title)
	const series = foldText(book.seriesName ?? '')
	if (dialectOf(db) === 'sqlite') {
		await sql`update "bookSearch" set "title" = ${title}, "series" = ${series}
			where rowid = (select rowid from "bookSearchRow" where "bookId" = ${bookId})`.execute(db)
		return
	}
	const { rows } = await sql<{
		name: string
	}>`select a."name" from "bookAuthor" ba join "author" a on a."id" = ba."authorId"
		where ba."bookId" = ${bookId} order by ba."position"`.execute(db)
	const authors = foldText(rows.map((r) => r.name).join(' '))
	const vector = (text: string, weight: string) => sql`setweight(to_tsvector('simple', ${text}), ${weight})`
	await sql`update "bookSearch" set "names" = ${`${title} ${authors}`},
		"document" = ${vector(title, 'A')} || ${vector(authors, 'B')} || ${vector(series, 'B')} || ${vector(foldText(book.subtitle ?? ''), 'C')}
		where "bookId" = ${bookId}`.execute(db)
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropIndex('book_series').execute()
	await db.schema.alterTable('book').dropColumn('descriptionCheckedAt').execute()
	await db.schema.alterTable('book').dropColumn('descriptionSource').execute()
	await db.schema.dropTable('bookRatingSource').execute()
}
