import assert from 'node:assert/strict'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from 'node:test'
import sharp from 'sharp'
import { ClubMessages, MyClubsResponse } from '../../shared/schemas/club-core.ts'
import { ClubResponse } from '../../shared/schemas/clubs.ts'
import { ProfileMessages } from '../../shared/schemas/profile.ts'
import { addClub, addMember } from '../../../tests/support/club-factories.ts'
import { block } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { type TestClient, signUp } from '../../../tests/support/test-client.ts'
import {
	createClubAs,
	deleteClubAs,
	getClub,
	myClubsOf,
	patchClub,
	searchClubsAs,
} from '../../../tests/requests/club-requests.ts'

async function upload(client: TestClient, clubId: string, bytes: Uint8Array, type = 'image/png') {
	const form = new FormData()
	form.append('picture', new Blob([new Uint8Array(bytes)], { type }), 'cover.png')
	const cookie = [...client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
	const res = await fetch(new URL(`/api/clubs/${clubId}/picture`, client.baseUrl), {
		method: 'PUT',
		body: form,
		headers: { cookie },
	})
	return {
		status: res.status,
		body: (await res.json()) as ClubResponse & { error: { fields?: Record<string, string> } },
	}
}
async function storedFiles(dataDir: string) {
	const entries = await readdir(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => [])
	return entries.filter((e) => e.isFile()).map((e) => e.name)
}
const names = (answer: { body: { clubs: { name: string }[] } }) => answer.body.clubs.map((c) => c.name)

test('a reader creates a club and owns it; bad input is a 400 naming the field, signed out a 401', async (t) => {
	const { client } = await startTestApp(t)
	const ann = await signUp(client())
	assert.equal((await createClubAs(client(), { name: 'Slow readers', access: 'public' })).status, 401)
	const noName = await createClubAs(ann.client, { name: '   ', access: 'public' })
	assert.equal(noName.status, 400)
	assert.equal(noName.body.error.fields?.name, ClubMessages.nameRequired)
	const badAccess = await createClubAs(ann.client, { name: 'Slow readers', access: 'secret' })
	assert.equal(badAccess.status, 400)
	assert.ok(badAccess.body.error.fields?.access)
	const extra = await createClubAs(ann.client, { name: 'Slow readers', access: 'public', ownerId: 'someone' })
	assert.equal(extra.status, 400)
	assert.equal(extra.body.error.fields?.ownerId, ClubMessages.unknownField)
	assert.equal((await myClubsOf(ann.client)).body.clubs.length, 0, 'nothing half-written')

	const made = await createClubAs(ann.client, {
		name: '  Slow   readers ',
		description: 'One chapter a week.\r\nNo rush.',
		access: 'invite',
	})
	assert.equal(made.status, 201, JSON.stringify(made.body))
	const club = ClubResponse.parse(made.body).club
	assert.equal(club.name, 'Slow readers')
	assert.equal(club.description, 'One chapter a week.\nNo rush.')
	assert.equal(club.owner.username, ann.username)
	assert.equal(club.memberCount, 1)
	assert.deepEqual(club.viewer, { status: 'member', role: 'owner' })
	assert.deepEqual(club.can, { edit: true, moderate: true, join: false, request: false, leave: false, take_part: true })
	const mine = MyClubsResponse.parse((await myClubsOf(ann.client)).body)
	assert.deepEqual(
		mine.clubs.map((c) => c.name),
		['Slow readers'],
	)
	assert.equal((await myClubsOf(client())).status, 401)
})

test('the owner edits and deletes the club; a member gets 403, an outsider of an invite-only club 404', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const id = (await createClubAs(ann.client, { name: 'Moors', access: 'invite' })).body.club.id
	await addMember(db, id, bob.user.id, { role: 'moderator' })

	const edited = await patchClub(ann.client, id, { name: 'Moors and fens', access: 'public' })
	assert.equal(edited.status, 200)
	assert.equal(edited.body.club.name, 'Moors and fens')
	assert.equal(edited.body.club.access, 'public')
	assert.equal((await patchClub(ann.client, id, {})).status, 400, 'nothing to change')
	const tooLong = await patchClub(ann.client, id, { description: 'x'.repeat(2001) })
	assert.equal(tooLong.status, 400)
	assert.equal(tooLong.body.error.fields?.description, ClubMessages.descriptionTooLong)
	const byModerator = await patchClub(bob.client, id, { name: 'Mine now' })
	assert.equal(byModerator.status, 403)
	assert.equal(byModerator.body.error.message, ClubMessages.notOwner)
	assert.equal((await deleteClubAs(bob.client, id)).status, 403)
	assert.equal((await patchClub(ann.client, id, { access: 'invite' })).status, 200)
	assert.equal(
		(await patchClub(cat.client, id, { name: 'Mine now' })).status,
		404,
		'an invite-only club is not there for outsiders',
	)
	assert.equal((await getClub(cat.client, id)).status, 404)
	assert.equal((await getClub(client(), id)).status, 404)

	assert.equal((await deleteClubAs(ann.client, id)).status, 204)
	assert.equal((await getClub(ann.client, id)).status, 404)
	assert.equal((await getClub(bob.client, id)).status, 404)
	assert.deepEqual((await myClubsOf(bob.client)).body.clubs, [])
})

test('the club picture follows the profile picture rules and its files go with the club', async (t) => {
	const { client, dataDir } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const id = (await createClubAs(ann.client, { name: 'Pictured', access: 'public' })).body.club.id
	const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2f6db4' } })
		.png()
		.toBuffer()

	const notAnImage = await upload(ann.client, id, Buffer.from('<html><script>alert(1)</script></html>'))
	assert.equal(notAnImage.status, 415)
	assert.equal(notAnImage.body.error.fields?.picture, ProfileMessages.pictureType)
	assert.equal((await upload(bob.client, id, png)).status, 403, 'only the owner')
	const tooBig = await upload(ann.client, id, Buffer.alloc(6 * 1024 * 1024, 1))
	assert.equal(tooBig.status, 413)

	const first = await upload(ann.client, id, png)
	assert.equal(first.status, 200, JSON.stringify(first.body))
	assert.match(first.body.club.pictureUrl ?? '', /^\/api\/uploads\/pictures\/[0-9a-f-]+-512\.webp$/)
	const served = await client().request(first.body.club.pictureUrl!)
	assert.equal(served.headers.get('content-type'), 'image/webp')
	assert.equal((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width, 512)
	const second = await upload(ann.client, id, png)
	assert.notEqual(second.body.club.pictureUrl, first.body.club.pictureUrl)
	assert.equal((await storedFiles(dataDir)).length, 2, 'the old picture is gone, two sizes of the new one stay')
	const removed = await ann.client.json<ClubResponse>(`/api/clubs/${id}/picture`, { method: 'DELETE' })
	assert.equal(removed.body.club.pictureUrl, null)
	assert.deepEqual(await storedFiles(dataDir), [])

	await upload(ann.client, id, png)
	assert.equal((await deleteClubAs(ann.client, id)).status, 204)
	assert.deepEqual(await storedFiles(dataDir), [], 'deleting the club deletes its picture')
})

test('search finds public clubs by any word, any case and accents; invite-only clubs only for their members; not across blocks', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	await createClubAs(ann.client, { name: 'Brontë evenings', description: 'Moors and governesses', access: 'public' })
	const secret = (await createClubAs(ann.client, { name: 'Brontë secret society', access: 'invite' })).body.club.id
	await createClubAs(cat.client, { name: 'Café Brontë', access: 'public' })
	await addMember(db, secret, bob.user.id)

	assert.deepEqual(names(await searchClubsAs(client(), 'bronte')).sort(), ['Brontë evenings', 'Café Brontë'])
	assert.deepEqual(names(await searchClubsAs(client(), 'GOVERNESS moors')), ['Brontë evenings'])
	assert.deepEqual(names(await searchClubsAs(cat.client, 'secret')), [], 'an invite-only club never shows to outsiders')
	assert.deepEqual(names(await searchClubsAs(bob.client, 'secret')), ['Brontë secret society'], 'its members find it')
	const invited = await signUp(client())
	await addMember(db, secret, invited.user.id, { status: 'invited' })
	assert.deepEqual(names(await searchClubsAs(invited.client, 'secret')), [], 'an invitation is not membership')
	await block(db, cat.user.id, ann.user.id)
	assert.deepEqual(
		names(await searchClubsAs(cat.client, 'bronte')),
		['Café Brontë'],
		"the blocked owner's clubs are gone",
	)
	const empty = await searchClubsAs(client(), ' ')
	assert.equal(empty.status, 400)
	assert.equal(empty.body.error.fields?.q, ClubMessages.searchRequired)
	assert.equal((await searchClubsAs(client(), '%')).body.clubs.length, 0)
})

test("'Your Book Clubs' lists clubs, invitations and requests apart, by name", async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const zebra = await addClub(db, { ownerId: ann.user.id, name: 'Zebra readers' })
	const apple = await addClub(db, { ownerId: ann.user.id, name: 'apple readers' })
	const asked = await addClub(db, { ownerId: ann.user.id, name: 'Asked', access: 'invite' })
	const invitedTo = await addClub(db, { ownerId: ann.user.id, name: 'Invited', access: 'invite' })
	await addMember(db, zebra, bob.user.id)
	await addMember(db, apple, bob.user.id, { role: 'moderator' })
	await addMember(db, asked, bob.user.id, { status: 'requested' })
	await addMember(db, invitedTo, bob.user.id, { status: 'invited' })
	const mine = MyClubsResponse.parse((await myClubsOf(bob.client)).body)
	assert.deepEqual(
		mine.clubs.map((c) => `${c.name}:${c.viewer?.role}:${c.memberCount}`),
		['apple readers:moderator:2', 'Zebra readers:member:2'],
	)
	assert.deepEqual(
		mine.invitations.map((c) => c.name),
		['Invited'],
	)
	assert.deepEqual(
		mine.requests.map((c) => c.name),
		['Asked'],
	)
})
