import type { ColumnType } from 'kysely'

/** A 0/1 column (integer on both databases) that defaults to 0, so an insert may leave it out; shared by schema.ts and the tables beside it. */
export type Flag = ColumnType<number, number | undefined, number>
