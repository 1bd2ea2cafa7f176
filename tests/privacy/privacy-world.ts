import assert from 'node:assert/strict'
import type { TestContext } from 'node:test'
import type { Visibility } from '../../src/shared/schemas/visibility.ts'
import { addBook, befriend, follow } from '../support/reading-factories.ts'
import { startTestApp } from '../support/test-app.ts'
import { type TestClient, signUp } from '../support/test-client.ts'
import { suspendReader } from '../../src/server/admin/suspend-reader.ts'
import { logRead } from '../requests/entry-requests.ts'

// The world of the privacy sweep and the authorization matrix: readers in every relation to three owners, and
// content of every visibility. Built once per database; the read sweep runs on it first, then the write matrix
// adds targets of its own (write-world.ts), so the writes never change what the reads expect.

export const OWNERS = ['owner', 'closed', 'gone'] as const
export type Owner = (typeof OWNERS)[number]
export const VIEWERS = ['owner', 'closed', 'friend', 'follower', 'stranger', 'blocked', 'blocker', 'visitor'] as const
export type Viewer = (typeof VIEWERS)[number]
export const VISIBILITIES = ['public', 'friends', 'private'] as const
export type Label = Owner | Viewer | 'host'
export const isOwner = (label: string): label is Owner => (OWNERS as readonly string[]).includes(label)

/**
 * What the viewer may see of the owner's things: 'always' is what any reader may see of another (their name
 * in lists of readers, their comments). 'owner' has a public profile, 'closed' a private one, 'gone' was
 * suspended. friend and follower follow all three (friend is followed back); the owners blocked 'blocked';
 * 'blocker' blocked the owners.
 */
export function sees(viewer: Viewer, owner: Owner, what: Visibility | 'always'): boolean {
	if (viewer === owner) return true
	if (owner === 'gone' || viewer === 'blocked' || viewer === 'blocker') return false
	if (what === 'always') return true
	if (what === 'public') return owner === 'owner' || viewer === 'friend' || viewer === 'follower'
	return what === 'friends' && viewer === 'friend'
}

/** Whether the viewer may see this reader at all: the readers who are no owner are blocked by nobody. */
export const seesReader = (viewer: Viewer, reader: Label) => !isOwner(reader) || sees(viewer, reader, 'always')

export type Reader = { client: TestClient; username: string; id: string }
export type World = Awaited<ReturnType<typeof buildWorld>>

/** The readers and the read sweep's content: every marker is a string only that one thing holds. */
export async function buildWorld(t: TestContext) {
	// No background worker: the matrix starts an import, and a job applying it meanwhile would change what it counts.
	const app = await startTestApp(t, {}, { worker: false })
	const { db, client } = app
	const [book, hostBook, quietBook] = [
		await addBook(db, 'Sweep Book'),
		await addBook(db, 'Host Book'),
		await addBook(db, 'Quiet Book'),
	]
	const readers = {} as Record<Label, Reader>
	for (const label of [...new Set([...OWNERS, ...VIEWERS, 'host' as const])]) {
		const client_ = client()
		if (label === 'visitor') {
			readers[label] = { client: client_, username: '', id: '' }
			continue
		}
		const reader = await signUp(client_)
		readers[label] = { client: client_, username: reader.username, id: reader.user.id }
	}
	const host = await logRead(readers.host.client, {
		bookId: hostBook,
		readOn: '2026-01-01',
		review: 'host review',
		visibility: 'public',
	})
	const marks = {
		entry: {} as Record<string, string>,
		list: {} as Record<string, string>,
		comment: {} as Record<string, string>,
		bio: {} as Record<string, string>,
		/** The title of each owner's favourite book. */
		favourite: {} as Record<string, string>,
		/** Shelvings and progress updates carry no text of their own: their books' titles are the markers. */
		shelf: {} as Record<string, string>,
		progress: {} as Record<string, string>,
	}
	const ids = { entry: {} as Record<string, string>, list: {} as Record<string, string> }
	for (const owner of OWNERS) {
		const { client: c, id } = readers[owner]
		const bio = `mk${owner}bio`
		marks.bio[owner] = bio
		assert.equal(
			(
				await c.json('/api/profile', {
					method: 'PATCH',
					json: { bio, visibility: owner === 'closed' ? 'private' : 'public' },
				})
			).status,
			200,
		)
		marks.favourite[owner] = `mk${owner}favourite`
		const favourite = await addBook(db, marks.favourite[owner])
		assert.equal(
			(await c.json('/api/profile/favourites', { method: 'PUT', json: { bookIds: [favourite] } })).status,
			200,
		)
		for (const visibility of VISIBILITIES) {
			const key = `${owner}-${visibility}`
			marks.entry[key] = `mk${owner}${visibility}entry`
			ids.entry[key] = (
				await logRead(c, { bookId: book, readOn: '2026-01-02', rating: 3, review: marks.entry[key], visibility })
			).id
			marks.list[key] = `mk${owner}${visibility}list`
			const list = await c.json<{ list: { id: string } }>('/api/lists', {
				json: { name: marks.list[key], description: 'sweeplist', visibility },
			})
			assert.equal(list.status, 201, JSON.stringify(list.body))
			ids.list[key] = list.body.list.id
			marks.shelf[key] = `mk${owner}${visibility}shelf`
			const shelved = await c.json(`/api/books/${await addBook(db, marks.shelf[key])}/shelf`, {
				method: 'PUT',
				json: { status: 'want', visibility },
			})
			assert.equal(shelved.status, 200, JSON.stringify(shelved.body))
			marks.progress[key] = `mk${owner}${visibility}progress`
			const progress = await c.json(`/api/books/${await addBook(db, marks.progress[key])}/progress`, {
				json: { page: 10, visibility },
			})
			assert.equal(progress.status, 201, JSON.stringify(progress.body))
		}
		await logRead(c, { bookId: quietBook, readOn: '2026-01-03', visibility: 'friends' })
		marks.comment[owner] = `mk${owner}comment`
		assert.equal(
			(await c.json(`/api/entries/${host.id}/comments`, { json: { body: marks.comment[owner] } })).status,
			201,
		)
		await befriend(db, id, readers.friend.id)
		await follow(db, readers.follower.id, id)
		await follow(db, id, readers.host.id)
		assert.equal(
			(await c.json(`/api/users/${readers.blocked.username}/block`, { method: 'POST', json: {} })).status,
			200,
		)
		assert.equal(
			(await readers.blocker.client.json(`/api/users/${readers[owner].username}/block`, { method: 'POST', json: {} }))
				.status,
			200,
		)
	}
	// Friends and followers comment on the owners' public entries, so the owners have notifications.
	for (const owner of OWNERS) {
		for (const who of ['friend', 'follower'] as const)
			await readers[who].client.json(`/api/entries/${ids.entry[`${owner}-public`]}/comments`, {
				json: { body: `from ${who}` },
			})
	}
	await suspendReader(db, readers.gone.id, new Date().toISOString())
	return { app, db, readers, marks, ids, book, quietBook, host, routes: app.routes }
}
