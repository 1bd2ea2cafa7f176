import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import type { FeedPage } from '../../shared/schemas/feed.ts'
import { readAllPages } from '../../../tests/support/cursor-pages.ts'
import { addClub, addMember } from '../../../tests/support/club-factories.ts'
import { addBook, addReader, block, follow } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import type { ActivityKind, Database } from '../db/schema.ts'

// Every kind of activity against every way the viewer can stand to the readers in it: the feed shows an item
// only when the viewer may see every reader it involves, and leaves it out whole otherwise.

const READER_KINDS = ['logged', 'updated', 'shelved', 'progress', 'list_created', 'followed'] as const
const CLUB_KINDS = [
	'club_created',
	'club_joined',
	'club_book_set',
	'club_thread_started',
	'club_poll_opened',
	'club_poll_closed',
] as const

async function setProfile(db: Database, userId: string, change: { visibility?: 'private'; suspendedAt?: string }) {
	const at = new Date().toISOString()
	await db
		.insertInto('profile')
		.values({ userId, ...change, updatedAt: at })
		.onConflict((oc) => oc.column('userId').doUpdateSet(change))
		.execute()
}

test('the feed leaves out every kind of activity that involves a reader the viewer may not see', async (t) => {
	const { db, client } = await startTestApp(t)
	const bookId = await addBook(db)
	const reader = () => addReader(db)
	const viewer = await signUp(client())
	const V = viewer.user.id
	const labels = new Map<string, string>()
	const written: { label: string; shown: boolean }[] = []
	const at = Date.now()
	async function write(
		label: string,
		shown: boolean,
		row: { userId: string; kind: ActivityKind; otherUserId?: string; clubId?: string; listId?: string },
	) {
		const id = randomUUID()
		labels.set(id, label)
		written.push({ label, shown })
		await db
			.insertInto('activity')
			.values({
				id,
				userId: row.userId,
				kind: row.kind,
				bookId: row.kind.startsWith('club_') || row.kind === 'followed' || row.kind === 'list_created' ? null : bookId,
				listId: row.listId ?? null,
				otherUserId: row.otherUserId ?? null,
				clubId: row.clubId ?? null,
				details: '{}',
				visibility: 'public',
				createdAt: new Date(at - written.length * 1000).toISOString(),
			})
			.execute()
	}
	async function publicList(userId: string) {
		const id = randomUUID()
		const now = new Date().toISOString()
		await db
			.insertInto('list')
			.values({ id, userId, name: 'A list', visibility: 'public', createdAt: now, updatedAt: now })
			.execute()
		return id
	}

	// The actors of the readers' own kinds: each followed by the viewer, or asked to be.
	const somebody = await reader()
	const actors = {
		'a followed public reader': { id: (await reader()).id, shown: true },
		'a followed private reader': { id: (await reader()).id, shown: true },
		'a private reader asked to follow': { id: (await reader()).id, shown: false },
		'a followed reader who blocked the viewer': { id: (await reader()).id, shown: false },
		'a followed reader the viewer blocked': { id: (await reader()).id, shown: false },
		'a followed suspended reader': { id: (await reader()).id, shown: false },
	}
	const a = (name: keyof typeof actors) => actors[name].id
	for (const [name, { id }] of Object.entries(actors))
		await follow(db, V, id, name === 'a private reader asked to follow' ? 'requested' : 'accepted')
	await setProfile(db, a('a followed private reader'), { visibility: 'private' })
	await setProfile(db, a('a private reader asked to follow'), { visibility: 'private' })
	await block(db, a('a followed reader who blocked the viewer'), V)
	await block(db, V, a('a followed reader the viewer blocked'))
	await setProfile(db, a('a followed suspended reader'), { suspendedAt: new Date().toISOString() })
	for (const [name, actor] of Object.entries(actors)) {
		const listId = await publicList(actor.id)
		for (const kind of READER_KINDS)
			await write(`${name}: ${kind}`, actor.shown, { userId: actor.id, kind, listId, otherUserId: somebody.id })
	}

	// Whom a followed public reader followed: the item shows only when the viewer may see that reader too.
	const opener = a('a followed public reader')
	const targets = {
		'a public reader': { id: somebody.id, shown: true },
		'a private reader the viewer does not follow': { id: (await reader()).id, shown: false },
		'a private reader the viewer follows': { id: (await reader()).id, shown: true },
		'a private reader the viewer asked to follow': { id: (await reader()).id, shown: false },
		'a reader who blocked the viewer': { id: (await reader()).id, shown: false },
		'a reader the viewer blocked': { id: (await reader()).id, shown: false },
		'a suspended reader': { id: (await reader()).id, shown: false },
		'the viewer': { id: V, shown: true },
	}
	const to = (name: keyof typeof targets) => targets[name].id
	for (const name of [
		'a private reader the viewer does not follow',
		'a private reader the viewer follows',
		'a private reader the viewer asked to follow',
	] as const)
		await setProfile(db, to(name), { visibility: 'private' })
	await follow(db, V, to('a private reader the viewer follows'))
	await follow(db, V, to('a private reader the viewer asked to follow'), 'requested')
	await block(db, to('a reader who blocked the viewer'), V)
	await block(db, V, to('a reader the viewer blocked'))
	await setProfile(db, to('a suspended reader'), { suspendedAt: new Date().toISOString() })
	for (const [name, target] of Object.entries(targets))
		await write(`followed ${name}`, target.shown, { userId: opener, kind: 'followed', otherUserId: target.id })

	// A club the viewer is a member of shows its members' activity whoever they are to the viewer, except a
	// reader blocked either way or suspended; a club the viewer is not in (or only invited to) shows nothing.
	const clubId = await addClub(db, { ownerId: (await reader()).id })
	await addMember(db, clubId, V)
	const members = {
		'a member the viewer does not follow': { id: (await reader()).id, shown: true },
		'a private member the viewer does not follow': { id: (await reader()).id, shown: true },
		'a member who blocked the viewer': { id: (await reader()).id, shown: false },
		'a member the viewer blocked': { id: (await reader()).id, shown: false },
		'a suspended member': { id: (await reader()).id, shown: false },
		'the viewer': { id: V, shown: false },
	}
	const m = (name: keyof typeof members) => members[name].id
	for (const [name, { id }] of Object.entries(members)) if (name !== 'the viewer') await addMember(db, clubId, id)
	await setProfile(db, m('a private member the viewer does not follow'), { visibility: 'private' })
	await block(db, m('a member who blocked the viewer'), V)
	await block(db, V, m('a member the viewer blocked'))
	await setProfile(db, m('a suspended member'), { suspendedAt: new Date().toISOString() })
	const elsewhere = await addClub(db, { ownerId: opener, access: 'invite' })
	await addMember(db, elsewhere, V, { status: 'invited' })
	for (const kind of CLUB_KINDS) {
		for (const [name, member] of Object.entries(members))
			await write(`${name} in the club: ${kind}`, member.shown, { userId: member.id, kind, clubId })
		await write(`a followed reader in a club the viewer is only invited to: ${kind}`, false, {
			userId: opener,
			kind,
			clubId: elsewhere,
		})
	}

	const pages = await readAllPages<FeedPage, string>(viewer.client, '/api/me/feed?limit=50', (body) =>
		body.items.map((item) => labels.get(item.id) ?? `unknown ${item.id}`),
	)
	assert.deepEqual(
		pages.flat(),
		written.filter((w) => w.shown).map((w) => w.label),
	)
	assert.equal(written.filter((w) => w.shown).length, 6 * 2 + 3 + 6 * 2, 'the test covers shown and absent alike')
})
