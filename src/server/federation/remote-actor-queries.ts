import { randomUUID } from 'node:crypto'
import type { RemoteReader } from '../../shared/schemas/remote-follows.ts'
import type { Database } from '../db/schema.ts'

/** A reader on another server as fetched, before it is stored. */
export type RemoteActorFields = {
	uri: string
	inbox: string
	sharedInbox: string | null
	username: string
	host: string
	name: string
	url: string | null
	pictureUrl: string | null
	manuallyApprovesFollowers: boolean
}
export type RemoteActorRow = RemoteActorFields & { id: string }

const COLUMNS = [
	'id',
	'uri',
	'inbox',
	'sharedInbox',
	'username',
	'host',
	'name',
	'url',
	'pictureUrl',
	'manuallyApprovesFollowers',
] as const

type Stored = Omit<RemoteActorRow, 'manuallyApprovesFollowers'> & { manuallyApprovesFollowers: number }
const toRow = (row: Stored): RemoteActorRow => ({
	...row,
	manuallyApprovesFollowers: row.manuallyApprovesFollowers === 1,
})

/** Stores the actor as just fetched: a new one gets an id of ours, a known one (same uri) is brought up to date. */
export async function saveRemoteActor(db: Database, actor: RemoteActorFields): Promise<RemoteActorRow> {
	const values = {
		...actor,
		manuallyApprovesFollowers: actor.manuallyApprovesFollowers ? 1 : 0,
		fetchedAt: new Date().toISOString(),
	}
	const { uri: _uri, ...changed } = values
	await db
		.insertInto('remoteActor')
		.values({ id: randomUUID(), ...values })
		.onConflict((oc) => oc.column('uri').doUpdateSet(changed))
		.execute()
	const row = await findRemoteActorByUri(db, actor.uri)
	if (!row) throw new Error(`The remote actor ${actor.uri} was not stored`)
	return row
}

export async function findRemoteActorByUri(db: Database, uri: string) {
	const row = await db.selectFrom('remoteActor').select(COLUMNS).where('uri', '=', uri).executeTakeFirst()
	return row ? toRow(row) : undefined
}

export async function findRemoteActor(db: Database, id: string) {
	const row = await db.selectFrom('remoteActor').select(COLUMNS).where('id', '=', id).executeTakeFirst()
	return row ? toRow(row) : undefined
}

/** The actor as the HTTP contract shows it. */
export function remoteReader(row: RemoteActorRow): RemoteReader {
	return {
		id: row.id,
		handle: `@${row.username}@${row.host}`,
		name: row.name,
		host: row.host,
		url: row.url,
		pictureUrl: row.pictureUrl,
		locked: row.manuallyApprovesFollowers,
	}
}
