import { sql, type Kysely } from 'kysely'
import { dialectOf } from './frozen/frozen-dialect.ts'

// Change counters kept by the database itself (docs/decisions/0012-page-versions.md). A server keeps a book's
// entries, a reader's diary pages and a viewer's follows and blocks in memory under the counter's value, and
// every request reads the counters first: equal means nothing the page shows has changed, on any server.
// Triggers move them, so no write path (the API, an import, a factory in a test, another server, a hand-made
// UPDATE) can forget to. A missing row counts as 0; a row is deleted only with its reader's account, so a counter
// never comes back to a value a page was kept under.
//   bookVersion.entries    the book's entries, their likes, and their readers' names, pictures and profiles
//   readerVersion.log      the reader's entries, their likes, the reader's name and picture and profile
//   readerVersion.relations  the reader's follows and blocks, either way
// Within a statement readers come before books and each in id order, so two PostgreSQL transactions take the
// counters' row locks in the same order.

type Row = 'new' | 'old'
type Counted = {
	table: string
	/** The statements that move the counters for one row of the table. */
	bump: (row: Row) => string[]
	/** Only these columns changing move the counters on update (all columns when absent). */
	columns?: string[]
	/** Update bumps for the old row as well as the new one (the row's owner or book may have changed). */
	updateOld: boolean
	/**
	 * Only updates move the counters: a new reader has logged nothing, and a deleted reader's entries, likes and
	 * follows move the counters as they go (and the reader's own row is erased with the account).
	 */
	updatesOnly?: true
}

/** Adds one to the readers' counter for each row of `rows` (a VALUES list or a SELECT of their ids and 1). */
const bumpReaders = (rows: string, counter: 'log' | 'relations') =>
	`insert into "readerVersion" ("userId", "${counter}") ${rows}
		on conflict ("userId") do update set "${counter}" = "readerVersion"."${counter}" + 1`
/** Adds one to the books' entries counter for each row of `rows`. */
const bumpBooks = (rows: string) =>
	`insert into "bookVersion" ("bookId", "entries") ${rows}
		on conflict ("bookId") do update set "entries" = "bookVersion"."entries" + 1`
const reader = (id: string, counter: 'log' | 'relations') => bumpReaders(`values (${id}, 1)`, counter)
const book = (id: string) => bumpBooks(`values (${id}, 1)`)
const entryOwnerAndBook = (entryId: string) => [
	bumpReaders(`select "userId", 1 from "entry" where "id" = ${entryId}`, 'log'),
	bumpBooks(`select "bookId", 1 from "entry" where "id" = ${entryId}`),
]
/** The reader's own counter, then every book they logged: their name, picture and profile show beside each entry. */
const readerAndBooks = (userId: string) => [
	reader(userId, 'log'),
	bumpBooks(`select distinct "bookId", 1 from "entry" where "userId" = ${userId} order by "bookId"`),
]
const bothReaders = (a: string, b: string) => [
	bumpReaders(
		`select "id", 1 from (select ${a} as "id" union select ${b}) as "pair" where true order by "id"`,
		'relations',
	),
]

const COUNTED: Counted[] = [
	{ table: 'entry', bump: (r) => [reader(`${r}."userId"`, 'log'), book(`${r}."bookId"`)], updateOld: true },
	{ table: 'entryLike', bump: (r) => entryOwnerAndBook(`${r}."entryId"`), updateOld: true },
	{
		table: 'user',
		bump: (r) => readerAndBooks(`${r}."id"`),
		columns: ['name', 'username', 'image'],
		updateOld: false,
		updatesOnly: true,
	},
	{
		table: 'profile',
		bump: (r) => readerAndBooks(`${r}."userId"`),
		columns: ['visibility', 'suspendedAt'],
		updateOld: false,
	},
	{ table: 'follow', bump: (r) => bothReaders(`${r}."followerId"`, `${r}."followeeId"`), updateOld: true },
	{ table: 'block', bump: (r) => bothReaders(`${r}."blockerId"`, `${r}."blockedId"`), updateOld: true },
]

const changed = (columns: string[]) => columns.map((c) => `old."${c}" is distinct from new."${c}"`).join(' or ')
const onUpdate = (t: Counted) => (t.updateOld ? [...t.bump('old'), ...t.bump('new')] : t.bump('new'))
const updateEvent = (t: Counted) => (t.columns ? `update of ${t.columns.map((c) => `"${c}"`).join(', ')}` : 'update')
const body = (statements: string[]) => statements.map((s) => `${s};`).join('\n')

export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('bookVersion')
		.addColumn('bookId', 'text', (c) => c.primaryKey())
		.addColumn('entries', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()
	await db.schema
		.createTable('readerVersion')
		.addColumn('userId', 'text', (c) => c.primaryKey())
		.addColumn('log', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('relations', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()
	for (const t of COUNTED) {
		if (dialectOf(db) === 'postgres') await postgresTrigger(db, t)
		else await sqliteTriggers(db, t)
	}
}

async function sqliteTriggers(db: Kysely<unknown>, t: Counted) {
	const when = t.columns ? `when ${changed(t.columns)}` : ''
	await sql
		.raw(
			`create trigger "${t.table}_versions_update" after ${updateEvent(t)} on "${t.table}" ${when} begin ${body(onUpdate(t))} end`,
		)
		.execute(db)
	if (t.updatesOnly) return
	await sql
		.raw(`create trigger "${t.table}_versions_insert" after insert on "${t.table}" begin ${body(t.bump('new'))} end`)
		.execute(db)
	await sql
		.raw(`create trigger "${t.table}_versions_delete" after delete on "${t.table}" begin ${body(t.bump('old'))} end`)
		.execute(db)
}

async function postgresTrigger(db: Kysely<unknown>, t: Counted) {
	await sql
		.raw(
			`create function "${t.table}Versions"() returns trigger language plpgsql as $$
			begin
				if tg_op = 'INSERT' then ${body(t.bump('new'))}
				elsif tg_op = 'UPDATE' then ${body(onUpdate(t))}
				else ${body(t.bump('old'))}
				end if;
				return null;
			end $$`,
		)
		.execute(db)
	if (!t.updatesOnly) {
		await sql
			.raw(
				`create trigger "${t.table}_versions" after insert or delete on "${t.table}" for each row execute function "${t.table}Versions"()`,
			)
			.execute(db)
	}
	await sql
		.raw(
			`create trigger "${t.table}_versions_update" after ${updateEvent(t)} on "${t.table}" for each row
			${t.columns ? `when (${changed(t.columns)})` : ''} execute function "${t.table}Versions"()`,
		)
		.execute(db)
}

export async function down(db: Kysely<unknown>) {
	for (const t of COUNTED) {
		if (dialectOf(db) === 'postgres') {
			await sql.raw(`drop trigger if exists "${t.table}_versions" on "${t.table}"`).execute(db)
			await sql.raw(`drop trigger "${t.table}_versions_update" on "${t.table}"`).execute(db)
			await sql.raw(`drop function "${t.table}Versions"()`).execute(db)
		} else {
			for (const op of ['insert', 'update', 'delete'])
				await sql.raw(`drop trigger if exists "${t.table}_versions_${op}"`).execute(db)
		}
	}
	await db.schema.dropTable('readerVersion').execute()
	await db.schema.dropTable('bookVersion').execute()
}
