import assert from 'node:assert/strict'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { test } from 'node:test'
import sharp from 'sharp'
import { addClub, addMember } from '../../../tests/support/club-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { password, type TestClient, signUp } from '../../../tests/support/test-client.ts'
import { getClub, members, roster } from '../../../tests/requests/club-requests.ts'

const deleteAccount = async (client: TestClient) =>
	assert.equal((await client.request('/api/account/delete', { json: { password } })).status, 204)

test("an owner's deletion hands each club to its longest-standing moderator, else its longest-standing member, else the club goes", async (t) => {
	const { client, db, dataDir } = await startTestApp(t)
	const [ann, early, late, mod] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	const withModerator = await addClub(db, { ownerId: ann.user.id, name: 'Moderated' })
	const membersOnly = await addClub(db, { ownerId: ann.user.id, name: 'Members only' })
	const alone = (
		await ann.client.json<{ club: { id: string } }>('/api/clubs', { json: { name: 'Alone', access: 'public' } })
	).body.club.id
	for (const id of [withModerator, membersOnly]) {
		await addMember(db, id, early.user.id)
		await sleep(5)
		await addMember(db, id, late.user.id)
	}
	await sleep(5)
	await addMember(db, withModerator, mod.user.id, { role: 'moderator' })
	await addMember(db, membersOnly, mod.user.id, { status: 'invited' })
	const form = new FormData()
	form.append(
		'picture',
		new Blob([
			new Uint8Array(
				await sharp({ create: { width: 64, height: 64, channels: 3, background: '#444' } })
					.png()
					.toBuffer(),
			),
		]),
		'a.png',
	)
	const cookie = [...ann.client.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
	assert.equal(
		(
			await fetch(new URL(`/api/clubs/${alone}/picture`, ann.client.baseUrl), {
				method: 'PUT',
				body: form,
				headers: { cookie },
			})
		).status,
		200,
	)

	await deleteAccount(ann.client)
	const moderated = await getClub(early.client, withModerator)
	assert.equal(moderated.body.club.owner.username, mod.username, 'the moderator, though the newest member')
	assert.deepEqual(roster((await members(mod.client, withModerator)).body), [
		`${mod.username}:owner`,
		`${early.username}:member`,
		`${late.username}:member`,
	])
	assert.equal((await getClub(mod.client, withModerator)).body.club.can.edit, true)
	const plain = await getClub(early.client, membersOnly)
	assert.equal(
		plain.body.club.owner.username,
		early.username,
		'the longest-standing member; an invitation does not count',
	)
	assert.equal((await getClub(early.client, alone)).status, 404, 'a club with nobody else goes')
	const files = await readdir(join(dataDir, 'uploads'), { recursive: true }).catch(() => [])
	assert.deepEqual(
		files.filter((f) => f.endsWith('.webp')),
		[],
		'with its picture',
	)
})
