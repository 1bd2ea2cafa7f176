import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { addClub, addMember } from '../support/club-factories.ts'
import { addBook, addEntry, addReader, befriend, block, follow } from '../support/reading-factories.ts'
import type { Visibility } from '../../src/shared/schemas/visibility.ts'
import { suspendReader } from '../../src/server/admin/suspend-reader.ts'
import { insertAccessToken } from '../../src/server/api/access-token-queries.ts'
import { hashAccessTokenSecret, newAccessTokenSecret } from '../../src/server/api/access-token-secret.ts'
import type { ClubMemberStatus, ClubRole } from '../../src/server/db/club-schema.ts'
import { insertImport } from '../../src/server/imports/import-queries.ts'
import { parseImportText } from '../../src/server/imports/parse-import-file.ts'
import { addComment, addList, fileReport } from '../requests/report-requests.ts'
import { type Label, OWNERS, type Owner, VISIBILITIES, type Viewer, type World } from './privacy-world.ts'

// What the write matrix acts on: for every kind of thing a write route names, instances owned by readers in
// every relation to the viewers and of every visibility, written straight into the tables (or through the API
// by their signed-in authors where the tables would need a domain operation's bookkeeping). `copyOf` makes
// another instance like one, for a viewer allowed to change what other checks rely on (deleting it, joining).

export type Access = 'public' | 'invite'
export type Target =
	| { kind: 'entry'; owner: Owner; visibility: Visibility; id: string }
	/** A list with one book on it. */
	| { kind: 'list'; owner: Owner; visibility: Visibility; id: string; bookId: string }
	/** A top-level comment, as visible as its entry is (of entryOwner) and its author is. */
	| { kind: 'comment'; author: Label; entryOwner: Owner | 'host'; visibility: Visibility; id: string; entryId: string }
	/** An owner as a reader: each has asked to follow 'stranger', and follows 'friend' and 'host'. */
	| { kind: 'reader'; owner: Owner; id: string; username: string }
	/** Clubs of 'owner'; each viewer's place in them is `placeIn`. */
	| { kind: 'club'; access: Access; id: string; token: string }
	| { kind: 'thread'; access: Access; clubId: string; id: string }
	/** A post in a thread that 'owner' opened (the opening post carries the thread, so it is not one of these). */
	| { kind: 'post'; access: Access; clubId: string; id: string; author: 'owner' | 'follower' }
	| { kind: 'poll'; access: Access; clubId: string; id: string; bookId: string }
	/** An import in review with one row. */
	| { kind: 'import'; owner: Owner; id: string }
	| { kind: 'token'; owner: Owner; id: string }
	/** A session of the owner's other than the one the matrix signs in with. */
	| { kind: 'session'; owner: Owner; id: string }
	/** A report that 'host' filed. */
	| { kind: 'report'; id: string }
export type Kind = Target['kind']
export type TargetOf<K extends Kind> = Extract<Target, { kind: K }>

/**
 * Each viewer's place in the matrix's clubs, all owned by 'owner': 'friend' moderates, 'follower' is a member,
 * 'closed' asked to join the invite-only club and was invited to the public one; the rest are not in them
 * ('blocked' and 'blocker' are blocked with the owner either way).
 */
export function placeIn(viewer: Viewer, access: Access): { role: ClubRole; status: ClubMemberStatus } | null {
	if (viewer === 'owner') return { role: 'owner', status: 'member' }
	if (viewer === 'friend') return { role: 'moderator', status: 'member' }
	if (viewer === 'follower') return { role: 'member', status: 'member' }
	if (viewer === 'closed') return { role: 'member', status: access === 'invite' ? 'requested' : 'invited' }
	return null
}

/** How a failure names a target. */
export function describe(target: Target): string {
	switch (target.kind) {
		case 'entry':
		case 'list':
			return `${target.owner}'s ${target.visibility} ${target.kind}`
		case 'comment':
			return `${target.author}'s comment on ${target.entryOwner}'s ${target.visibility} entry`
		case 'reader':
			return target.owner
		case 'club':
		case 'thread':
		case 'poll':
			return `${target.kind} of the ${target.access} club`
		case 'post':
			return `${target.author}'s post in the ${target.access} club`
		case 'import':
		case 'token':
		case 'session':
			return `${target.owner}'s ${target.kind}`
		case 'report':
			return "host's report"
	}
}

export type WriteWorld = Awaited<ReturnType<typeof buildWriteWorld>>

/** The targets of every kind, and what their requests need: books to add and vote for, a picture. */
export async function buildWriteWorld(w: World) {
	const { db, readers } = w
	const books = {
		listed: await addBook(db, 'Matrix Listed'),
		added: await addBook(db, 'Matrix Added'),
		club: await addBook(db, 'Matrix Club'),
		other: await addBook(db, 'Matrix Other'),
	}
	const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f6db4' } })
		.png()
		.toBuffer()
	const { records, source } = await parseImportText('Title,Author,Exclusive Shelf\nMatrix Imported,Ann Author,read\n')
	const at = () => new Date().toISOString()
	const api = async (label: Label, path: string, json: unknown) => {
		const answer = await readers[label].client.json<{
			thread?: { id: string }
			post?: { id: string }
			poll?: { id: string }
		}>(path, { json })
		assert.equal(answer.status, 201, `${path}: ${JSON.stringify(answer.body)}`)
		return answer.body
	}
	const newClub = async (access: Access) => {
		const id = await addClub(db, {
			ownerId: readers.owner.id,
			access,
			currentBookId: books.club,
			name: `Matrix ${access} club`,
		})
		for (const viewer of ['friend', 'follower', 'closed'] as const) {
			const place = placeIn(viewer, access)
			if (place) await addMember(db, id, readers[viewer].id, place)
		}
		const token = randomUUID()
		await db.updateTable('club').set({ inviteToken: token }).where('id', '=', id).execute()
		return { id, token }
	}
	const newThread = async (clubId: string) =>
		(await api('owner', `/api/clubs/${clubId}/threads`, { title: 'Matrix thread', body: 'Opening post' })).thread?.id ??
		''
	const entryOf = (owner: Owner | 'host', visibility: Visibility) =>
		addEntry(db, { userId: readers[owner].id, bookId: books.listed, review: 'Matrix entry', visibility })

	/** The relations every owner has: the read world's, and a request to follow 'stranger'. */
	const relate = async (id: string) => {
		await befriend(db, id, readers.friend.id)
		await follow(db, readers.follower.id, id)
		await follow(db, id, readers.host.id)
		await block(db, id, readers.blocked.id)
		await block(db, readers.blocker.id, id)
		await follow(db, id, readers.stranger.id, 'requested')
	}
	/** A new reader in every relation that the owner of this name has (private if 'closed', suspended if 'gone'). */
	const newReader = async (owner: Owner) => {
		const { id, username } = await addReader(db, `matrix_${owner}`)
		const now = at()
		if (owner === 'closed')
			await db.insertInto('profile').values({ userId: id, visibility: 'private', updatedAt: now }).execute()
		await relate(id)
		if (owner === 'gone') await suspendReader(db, id, now)
		return { id, username }
	}

	async function make(spec: Target): Promise<Target> {
		switch (spec.kind) {
			case 'entry':
				return { ...spec, id: await entryOf(spec.owner, spec.visibility) }
			case 'list': {
				const id = await addList(db, { userId: readers[spec.owner].id, visibility: spec.visibility })
				await db
					.insertInto('listItem')
					.values({ listId: id, bookId: books.listed, position: 1, note: '', addedAt: at() })
					.execute()
				return { ...spec, id, bookId: books.listed }
			}
			case 'comment':
				return { ...spec, id: await addComment(db, { entryId: spec.entryId, userId: readers[spec.author].id }) }
			case 'reader':
				return { ...spec, ...(await newReader(spec.owner)) }
			case 'club':
				return { ...spec, ...(await newClub(spec.access)) }
			case 'thread': {
				const club = await newClub(spec.access)
				return { ...spec, clubId: club.id, id: await newThread(club.id) }
			}
			case 'post': {
				const club = await newClub(spec.access)
				const threadId = await newThread(club.id)
				return {
					...spec,
					clubId: club.id,
					id:
						(await api(spec.author, `/api/clubs/${club.id}/threads/${threadId}/posts`, { body: 'Matrix post' })).post
							?.id ?? '',
				}
			}
			case 'poll': {
				const club = await newClub(spec.access)
				const poll = await api('owner', `/api/clubs/${club.id}/polls`, { bookIds: [books.club, books.other] })
				return { ...spec, clubId: club.id, id: poll.poll?.id ?? '', bookId: books.other }
			}
			case 'import': {
				const id = randomUUID()
				const now = at()
				await insertImport(
					db,
					{
						id,
						userId: readers[spec.owner].id,
						source,
						fileName: 'matrix.csv',
						status: 'review',
						rowCount: records.length,
						createdAt: now,
						updatedAt: now,
						finishedAt: null,
					},
					records.map((record) => JSON.stringify(record)),
				)
				return { ...spec, id }
			}
			case 'token':
				return {
					...spec,
					id: (
						await insertAccessToken(db, {
							userId: readers[spec.owner].id,
							name: 'Matrix',
							scope: 'read',
							tokenHash: hashAccessTokenSecret(newAccessTokenSecret()),
						})
					).id,
				}
			case 'session': {
				// A copy of the reader's own session row keeps each database's date types as Better Auth wrote them.
				const row = await db
					.selectFrom('session')
					.selectAll()
					.where('userId', '=', readers[spec.owner].id)
					.executeTakeFirstOrThrow()
				const id = randomUUID()
				await db
					.insertInto('session')
					.values({ ...row, id, token: randomUUID() })
					.execute()
				return { ...spec, id }
			}
			case 'report':
				return {
					...spec,
					id: (
						await fileReport(readers.host.client, { targetKind: 'entry', targetId: await entryOf('owner', 'public') })
					).body.report.id,
				}
		}
	}

	/** Another target like this one, for a viewer allowed to change it; a reader acting on themselves has no copy. */
	const copyOf = (target: Target, viewer: Viewer) =>
		target.kind === 'reader' && target.owner === viewer ? Promise.resolve(target) : make(target)

	const specs: Target[] = []
	for (const owner of OWNERS) {
		for (const visibility of VISIBILITIES) {
			specs.push({ kind: 'entry', owner, visibility, id: '' }, { kind: 'list', owner, visibility, id: '', bookId: '' })
			specs.push({
				kind: 'comment',
				author: owner,
				entryOwner: owner,
				visibility,
				id: '',
				entryId: await entryOf(owner, visibility),
			})
			if (visibility !== 'private')
				specs.push({
					kind: 'comment',
					author: 'friend',
					entryOwner: owner,
					visibility,
					id: '',
					entryId: await entryOf(owner, visibility),
				})
		}
		specs.push({
			kind: 'comment',
			author: owner,
			entryOwner: 'host',
			visibility: 'public',
			id: '',
			entryId: await entryOf('host', 'public'),
		})
		specs.push({ kind: 'import', owner, id: '' }, { kind: 'token', owner, id: '' })
		// A suspended reader has no sessions: suspending them ended every one.
		if (owner !== 'gone') specs.push({ kind: 'session', owner, id: '' })
		// The read world's owners have its relations already; the matrix adds their request to follow 'stranger'.
		await follow(db, readers[owner].id, readers.stranger.id, 'requested')
	}
	for (const access of ['public', 'invite'] as const) {
		specs.push(
			{ kind: 'club', access, id: '', token: '' },
			{ kind: 'thread', access, clubId: '', id: '' },
			{ kind: 'post', access, clubId: '', id: '', author: 'owner' },
			{ kind: 'post', access, clubId: '', id: '', author: 'follower' },
			{ kind: 'poll', access, clubId: '', id: '', bookId: '' },
		)
	}
	specs.push({ kind: 'report', id: '' })
	const targets = [
		...OWNERS.map(
			(owner): Target => ({ kind: 'reader', owner, id: readers[owner].id, username: readers[owner].username }),
		),
	]
	for (const spec of specs) targets.push(await make(spec))
	return { world: w, books, picture, targets, copyOf }
}
