import assert from 'node:assert/strict'
import { test } from 'node:test'
import { canChangeRole, canRemoveMember, mayJoinNow } from './club-member-policy.ts'

const owner = { role: 'owner', status: 'member' } as const
const moderator = { role: 'moderator', status: 'member' } as const
const member = { role: 'member', status: 'member' } as const
const other = <T extends object>(row: T) => ({ ...row, self: false })

test('moderators remove members, requests and invitations; only the owner removes a moderator; nobody the owner or themselves', () => {
	assert.equal(canRemoveMember(moderator, other(member)), true)
	assert.equal(canRemoveMember(moderator, other({ role: 'member', status: 'requested' })), true)
	assert.equal(canRemoveMember(moderator, other({ role: 'member', status: 'invited' })), true)
	assert.equal(canRemoveMember(moderator, other(moderator)), false)
	assert.equal(canRemoveMember(owner, other(moderator)), true)
	assert.equal(canRemoveMember(owner, other(owner)), false)
	assert.equal(canRemoveMember(moderator, other(owner)), false)
	assert.equal(canRemoveMember(member, other(member)), false)
	assert.equal(canRemoveMember(null, other(member)), false)
	assert.equal(canRemoveMember(owner, { ...member, self: true }), false)
	assert.equal(
		canRemoveMember({ role: 'moderator', status: 'invited' }, other(member)),
		false,
		'an invitation to moderate is not moderating',
	)
})

test('the owner alone changes roles, of members only', () => {
	assert.equal(canChangeRole(owner, other(member)), true)
	assert.equal(canChangeRole(owner, other(moderator)), true)
	assert.equal(canChangeRole(owner, other({ role: 'member', status: 'requested' })), false)
	assert.equal(canChangeRole(moderator, other(member)), false)
	assert.equal(canChangeRole(owner, { ...owner, self: true }), false)
})

test('a public club is joined at once; an invite-only club only with an invitation', () => {
	assert.equal(mayJoinNow('public', null), true)
	assert.equal(mayJoinNow('public', { role: 'member', status: 'requested' }), true)
	assert.equal(mayJoinNow('public', member), false)
	assert.equal(mayJoinNow('invite', null), false)
	assert.equal(mayJoinNow('invite', { role: 'member', status: 'requested' }), false)
	assert.equal(mayJoinNow('invite', { role: 'member', status: 'invited' }), true)
})
