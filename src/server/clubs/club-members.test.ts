import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { ClubMemberMessages, ClubMembersResponse } from '../../shared/schemas/club-members.ts'
import { addClub, addMember } from '../../../tests/support/club-factories.ts'
import { block } from '../../../tests/support/reading-factories.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { signUp } from '../../../tests/support/test-client.ts'
import { said } from '../../../tests/requests/social-requests.ts'
import {
	accept,
	getClub,
	invite,
	join,
	leave,
	members,
	myClubsOf,
	remove,
	roster,
	setRole,
} from '../../../tests/requests/club-requests.ts'

test('anyone signed in joins a public club and leaves it; the owner cannot leave', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const id = await addClub(db, { ownerId: ann.user.id, name: 'Open shelf' })
	const visitor = await getClub(client(), id)
	assert.equal(visitor.status, 200, 'a public club is seen signed out')
	assert.equal(visitor.body.club.can.join, false)
	assert.equal((await join(client(), id)).status, 401)
	assert.equal((await getClub(bob.client, id)).body.club.can.join, true)

	const joined = await join(bob.client, id)
	assert.equal(joined.status, 200)
	assert.deepEqual(joined.body.club.viewer, { status: 'member', role: 'member' })
	assert.equal(joined.body.club.memberCount, 2)
	assert.equal(joined.body.club.can.leave, true)
	assert.equal((await join(bob.client, id)).body.club.memberCount, 2, 'joining twice is joining once')
	assert.deepEqual(roster(ClubMembersResponse.parse((await members(client(), id)).body)), [
		`${ann.username}:owner`,
		`${bob.username}:member`,
	])

	assert.equal((await leave(bob.client, id)).status, 204)
	assert.equal((await getClub(bob.client, id)).body.club.viewer, null)
	const ownerLeaves = await ann.client.json(`/api/clubs/${id}/membership`, { method: 'DELETE' })
	assert.equal(ownerLeaves.status, 409)
	assert.equal(ownerLeaves.body.error.message, ClubMemberMessages.ownerLeaves)
})

test('an invitation by username: the reader is told, sees the club, accepts or declines; errors name the username', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat, dan] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	const id = await addClub(db, { ownerId: ann.user.id, name: 'Quiet club', access: 'invite' })
	assert.equal((await getClub(bob.client, id)).status, 404)
	assert.equal((await join(bob.client, id)).status, 404, 'an invite-only club is not there for outsiders')

	const unknown = await invite(ann.client, id, 'nobody_here')
	assert.equal(unknown.status, 404)
	assert.equal(unknown.body.error.fields?.username, ClubMemberMessages.noSuchReader)
	const empty = await invite(ann.client, id, '')
	assert.equal(empty.status, 400)
	assert.equal(empty.body.error.fields?.username, ClubMemberMessages.usernameRequired)
	assert.equal((await invite(bob.client, id, cat.username)).status, 404, 'outsiders cannot invite')

	const invited = await invite(ann.client, id, `@${bob.username.toUpperCase()}`)
	assert.equal(invited.status, 201, JSON.stringify(invited.body))
	assert.deepEqual(
		invited.body.pending.map((p) => `${p.reader.username}:${p.status}`),
		[`${bob.username}:invited`],
	)
	const again = await invite(ann.client, id, bob.username)
	assert.equal(again.status, 409)
	assert.equal(again.body.error.fields?.username, ClubMemberMessages.alreadyInvited)
	assert.deepEqual(await said(bob.client), [`club_invited by ${ann.username}`])
	const seen = await getClub(bob.client, id)
	assert.equal(seen.status, 200, 'the invited reader sees what they answer')
	assert.equal(seen.body.club.can.join, true)
	assert.equal((await members(bob.client, id)).body.pending.length, 0, 'pending rows are for moderators')
	assert.deepEqual(
		(await myClubsOf(bob.client)).body.invitations.map((c) => c.id),
		[id],
	)

	assert.equal((await join(bob.client, id)).body.club.viewer?.status, 'member')
	const already = await invite(ann.client, id, bob.username)
	assert.equal(already.status, 409)
	assert.equal(already.body.error.fields?.username, ClubMemberMessages.alreadyMember)

	await invite(ann.client, id, cat.username)
	assert.equal((await leave(cat.client, id)).status, 204, 'declining an invitation')
	assert.equal((await getClub(cat.client, id)).status, 404)
	assert.deepEqual(await said(cat.client), [], 'the invitation is gone with the club out of sight')

	const byMember = await invite(bob.client, id, dan.username)
	assert.equal(byMember.status, 404, 'a plain member does not run the club')
	await setRole(ann.client, id, bob.username, 'moderator')
	assert.equal((await invite(bob.client, id, dan.username)).status, 201, 'a moderator invites')
	assert.equal((await remove(bob.client, id, dan.username)).status, 200, 'and withdraws the invitation')
	assert.equal((await getClub(dan.client, id)).status, 404)
})

test('asking to join through the invite link: moderators are told and accept or decline; the reader is told', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, mod, bob, cat] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	const id = await addClub(db, { ownerId: ann.user.id, name: 'Hidden', access: 'invite' })
	await addMember(db, id, mod.user.id, { role: 'moderator' })
	const { token } = (await mod.client.json<{ token: string }>(`/api/clubs/${id}/invite-link`, { json: {} })).body
	assert.match(token, /^[A-Za-z0-9_-]{32}$/)
	assert.equal((await bob.client.json(`/api/clubs/${id}/invite-link`, { json: {} })).status, 404)

	assert.equal((await client().json(`/api/club-invites/${token}`)).status, 401)
	const landing = await bob.client.json<{ club: { name: string; can: { request: boolean; join: boolean } } }>(
		`/api/club-invites/${token}`,
	)
	assert.equal(landing.status, 200)
	assert.equal(landing.body.club.name, 'Hidden')
	assert.deepEqual([landing.body.club.can.join, landing.body.club.can.request], [false, true])
	const asked = await bob.client.json<{ club: { viewer: unknown } }>(`/api/club-invites/${token}`, { json: {} })
	assert.deepEqual(asked.body.club.viewer, { status: 'requested', role: 'member' })
	await bob.client.json(`/api/club-invites/${token}`, { json: {} })
	assert.deepEqual(await said(ann.client), [`club_join_requested by ${bob.username}`], 'asking twice is asking once')
	assert.deepEqual(await said(mod.client), [`club_join_requested by ${bob.username}`])
	assert.deepEqual(
		(await myClubsOf(bob.client)).body.requests.map((c) => c.id),
		[id],
	)

	const accepted = await accept(mod.client, id, bob.username)
	assert.equal(accepted.status, 200)
	assert.ok(roster(accepted.body).includes(`${bob.username}:member`))
	assert.deepEqual(await said(bob.client), [`club_join_accepted by ${mod.username}`])
	assert.equal((await accept(mod.client, id, bob.username)).status, 409, 'nothing left to accept')

	await cat.client.json(`/api/club-invites/${token}`, { json: {} })
	assert.equal((await remove(mod.client, id, cat.username)).status, 200, 'declining a request')
	assert.equal((await getClub(cat.client, id)).status, 404)

	const renewed = (await ann.client.json<{ token: string }>(`/api/clubs/${id}/invite-link`, { json: {} })).body.token
	assert.notEqual(renewed, token)
	assert.equal((await cat.client.json(`/api/club-invites/${token}`)).status, 404, 'the old link stops working')
	assert.equal((await cat.client.json(`/api/club-invites/${renewed}`)).status, 200)
	assert.equal((await members(ann.client, id)).body.inviteToken, renewed)
	assert.equal((await members(bob.client, id)).body.inviteToken, null, 'the link is for moderators')
	const dropped = await ann.client.json<{ token: null }>(`/api/clubs/${id}/invite-link`, { method: 'DELETE' })
	assert.deepEqual(dropped.body, { token: null })
	assert.equal((await cat.client.json(`/api/club-invites/${renewed}`)).status, 404)
})

test('the link of a public club joins at once, as does an invited reader opening it', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob] = [await signUp(client()), await signUp(client())]
	const id = await addClub(db, { ownerId: ann.user.id, name: 'Open' })
	const { token } = (await ann.client.json<{ token: string }>(`/api/clubs/${id}/invite-link`, { json: {} })).body
	const answered = await bob.client.json<{ club: { viewer: unknown } }>(`/api/club-invites/${token}`, { json: {} })
	assert.deepEqual(answered.body.club.viewer, { status: 'member', role: 'member' })
})

test('the owner makes and unmakes moderators; moderators remove members but not moderators; nobody removes the owner', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat, dan] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	const id = await addClub(db, { ownerId: ann.user.id, name: 'Roles' })
	for (const reader of [bob, cat, dan]) {
		await sleep(3)
		await addMember(db, id, reader.user.id)
	}

	const promoted = await setRole(ann.client, id, bob.username, 'moderator')
	assert.equal(promoted.status, 200)
	assert.deepEqual(roster(promoted.body), [
		`${ann.username}:owner`,
		`${bob.username}:moderator`,
		`${cat.username}:member`,
		`${dan.username}:member`,
	])
	const bobRow = promoted.body.members.find((m) => m.reader.username === bob.username)
	assert.deepEqual(bobRow?.can, { promote: false, demote: true, remove: true })
	const badRole = await setRole(ann.client, id, cat.username, 'owner')
	assert.equal(badRole.status, 400)
	assert.equal(badRole.body.error.fields?.role, ClubMemberMessages.role)
	const byModerator = await setRole(bob.client, id, cat.username, 'moderator')
	assert.equal(byModerator.status, 403)
	assert.equal(byModerator.body.error.message, ClubMemberMessages.notOwnerRole)
	assert.equal((await setRole(ann.client, id, ann.username, 'member')).status, 403, "the owner's role stays")

	const asModerator = (await members(bob.client, id)).body
	assert.deepEqual(asModerator.members.find((m) => m.reader.username === cat.username)?.can, {
		promote: false,
		demote: false,
		remove: true,
	})
	assert.equal((await remove(bob.client, id, cat.username)).status, 200)
	assert.equal((await getClub(cat.client, id)).body.club.viewer, null)
	await setRole(ann.client, id, dan.username, 'moderator')
	const modRemovesMod = await remove(bob.client, id, dan.username)
	assert.equal(modRemovesMod.status, 403)
	assert.equal(modRemovesMod.body.error.message, ClubMemberMessages.removeModerator)
	const removeOwner = await remove(bob.client, id, ann.username)
	assert.equal(removeOwner.status, 403)
	assert.equal(removeOwner.body.error.message, ClubMemberMessages.removeOwner)
	assert.equal((await remove(ann.client, id, dan.username)).status, 200, 'the owner removes a moderator')
	assert.equal((await remove(cat.client, id, bob.username)).status, 403, 'outsiders remove nobody')
	assert.equal((await setRole(ann.client, id, 'nobody_here', 'moderator')).status, 404)
	const demoted = await setRole(ann.client, id, bob.username, 'member')
	assert.deepEqual(roster(demoted.body), [`${ann.username}:owner`, `${bob.username}:member`])
})

test('a reader blocked either way with the owner or a moderator cannot join, ask or be invited', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, mod, bob, cat, dan] = [
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
		await signUp(client()),
	]
	const open = await addClub(db, { ownerId: ann.user.id, name: 'Open' })
	const closed = await addClub(db, { ownerId: ann.user.id, name: 'Closed', access: 'invite' })
	for (const id of [open, closed]) await addMember(db, id, mod.user.id, { role: 'moderator' })
	await block(db, mod.user.id, bob.user.id)
	await block(db, cat.user.id, mod.user.id)
	await block(db, ann.user.id, dan.user.id)

	const bobJoins = await join(bob.client, open)
	assert.equal(bobJoins.status, 409)
	assert.equal(bobJoins.body.error.message, ClubMemberMessages.blockedJoin)
	assert.equal((await join(cat.client, open)).status, 409, 'blocking a moderator counts too')
	assert.equal((await join(dan.client, open)).status, 404, "the owner's block hides the club altogether")

	const inviteBob = await invite(ann.client, closed, bob.username)
	assert.equal(inviteBob.status, 409)
	assert.equal(inviteBob.body.error.fields?.username, ClubMemberMessages.blockedInvite)
	const modInvitesBob = await invite(mod.client, closed, bob.username)
	assert.equal(modInvitesBob.status, 404, 'to the moderator bob is nobody, as everywhere else')
	assert.equal(modInvitesBob.body.error.fields?.username, ClubMemberMessages.noSuchReader)

	const { token } = (await ann.client.json<{ token: string }>(`/api/clubs/${closed}/invite-link`, { json: {} })).body
	const catAsks = await cat.client.json(`/api/club-invites/${token}`, { json: {} })
	assert.equal(catAsks.status, 409)
	assert.equal(catAsks.body.error.message, ClubMemberMessages.blockedJoin)
	assert.equal((await dan.client.json(`/api/club-invites/${token}`)).status, 404)
	assert.deepEqual(await said(ann.client), [], 'nothing was asked')
	assert.deepEqual((await members(ann.client, closed)).body.pending, [])
})

test('the members list leaves out readers blocked either way with the viewer', async (t) => {
	const { client, db } = await startTestApp(t)
	const [ann, bob, cat] = [await signUp(client()), await signUp(client()), await signUp(client())]
	const id = await addClub(db, { ownerId: ann.user.id, name: 'Crowd' })
	await addMember(db, id, bob.user.id)
	await addMember(db, id, cat.user.id)
	await block(db, cat.user.id, bob.user.id)
	assert.deepEqual(roster((await members(bob.client, id)).body), [`${ann.username}:owner`, `${bob.username}:member`])
	assert.equal((await members(ann.client, id)).body.members.length, 3)
})
