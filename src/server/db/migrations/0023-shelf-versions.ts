import { sql, type Kysely } from 'kysely'
import { dialectOf } from './frozen/frozen-dialect.ts'

// A change counter for each reader's shelves, beside 0022's: readerVersion.shelves moves when a shelf row of
// theirs is added, removed, or changes status, reader or book (not its visibility or dates). A server keeps the
// books on a viewer's 'read' shelf under it, which the spoiler rule on a book's reviews asks about, instead of
// reading the viewer's shelf for each book (docs/decisions/0015-batched-reads.md).
// An update that moves a shelf row to another reader moves both readers' counters, in id order (as 0022 does).

const bump = (rows: string) =>
	`insert into "readerVersion" ("userId", "shelves") ${rows}
		on conflict ("userId") do update set "shelves" = "readerVersion"."shelves" + 1;`
const ofReader = (row: 'new' | 'old') => bump(`values (${row}."userId", 1)`)
const ofBoth = bump(
	`select "id", 1 from (select old."userId" as "id" union select new."userId") as "pair" where true order by "id"`,
)
const COLUMNS = ['status', 'userId', 'bookId']
const changed = COLUMNS.map((c) => `old."${c}" is distinct from new."${c}"`).join(' or ')
const updateOf = COLUMNS.map((c) => `"${c}"`).join(', ')

export async function up(db: Kysely<unknown>) {
	await db.schema
		.alterTable('readerVersion')
		.addColumn('shelves', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()
	if (dialectOf(db) === 'postgres') {
		await sql
			.raw(
				`create function "shelfVersions"() returns trigger language plpgsql as $$
				begin
					if tg_op = 'INSERT' then ${ofReader('new')}
					elsif tg_op = 'UPDATE' then ${ofBoth}
					else ${ofReader('old')}
					end if;
					return null;
				end $$`,
			)
			.execute(db)
		await sql
			.raw(
				`create trigger "shelf_versions" after insert or delete on "shelf" for each row execute function "shelfVersions"()`,
			)
			.execute(db)
		await sql
			.raw(
				`create trigger "shelf_versions_update" after update of ${updateOf} on "shelf" for each row when (${changed}) execute function "shelfVersions"()`,
			)
			.execute(db)
	} else {
		await sql
			.raw(`create trigger "shelf_versions_insert" after insert on "shelf" begin ${ofReader('new')} end`)
			.execute(db)
		await sql
			.raw(
				`create trigger "shelf_versions_update" after update of ${updateOf} on "shelf" when ${changed} begin ${ofBoth} end`,
			)
			.execute(db)
		await sql
			.raw(`create trigger "shelf_versions_delete" after delete on "shelf" begin ${ofReader('old')} end`)
			.execute(db)
	}
}

export async function down(db: Kysely<unknown>) {
	if (dialectOf(db) === 'postgres') {
		await sql.raw(`drop trigger "shelf_versions" on "shelf"`).execute(db)
		await sql.raw(`drop trigger "shelf_versions_update" on "shelf"`).execute(db)
		await sql.raw(`drop function "shelfVersions"()`).execute(db)
	} else {
		for (const op of ['insert', 'update', 'delete']) await sql.raw(`drop trigger "shelf_versions_${op}"`).execute(db)
	}
	await db.schema.alterTable('readerVersion').dropColumn('shelves').execute()
}
