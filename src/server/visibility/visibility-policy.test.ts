import assert from 'node:assert/strict'
import { test } from 'node:test'
import { canEdit, canView, type OwnerRelation } from './visibility-policy.ts'

const owner = { id: 'owner' }
const other = { id: 'other' }
const stranger: OwnerRelation = {
	viewerFollowsOwner: false,
	ownerFollowsViewer: false,
	ownerProfilePrivate: false,
	blocked: false,
	ownerSuspended: false,
}
const follower: OwnerRelation = { ...stranger, viewerFollowsOwner: true }
const friend: OwnerRelation = { ...stranger, viewerFollowsOwner: true, ownerFollowsViewer: true }
const item = (visibility: 'public' | 'friends' | 'private') => ({ userId: 'owner', visibility })

test('the owner sees everything of theirs and alone may edit it', () => {
	for (const v of ['public', 'friends', 'private'] as const) assert.equal(canView(owner, item(v), stranger), true)
	assert.equal(canEdit(owner, item('private')), true)
	assert.equal(canEdit(other, item('public')), false)
	assert.equal(canEdit(null, item('public')), false)
})

test('public is for everyone, visitors included', () => {
	assert.equal(canView(null, item('public'), stranger), true)
	assert.equal(canView(other, item('public'), stranger), true)
})

test('friends means mutual follows; following alone is not enough', () => {
	assert.equal(canView(other, item('friends'), friend), true)
	assert.equal(canView(other, item('friends'), follower), false)
	assert.equal(canView(other, item('friends'), { ...stranger, ownerFollowsViewer: true }), false)
	assert.equal(canView(null, item('friends'), friend), false)
})

test('only me is for the owner alone, even for friends', () => {
	assert.equal(canView(other, item('private'), friend), false)
	assert.equal(canView(null, item('private'), stranger), false)
})

test('a private profile narrows public things to approved followers', () => {
	const privateProfile = { ...stranger, ownerProfilePrivate: true }
	assert.equal(canView(null, item('public'), privateProfile), false)
	assert.equal(canView(other, item('public'), privateProfile), false)
	assert.equal(canView(other, item('public'), { ...privateProfile, viewerFollowsOwner: true }), true)
})

test('a block either way hides everything of the owner, even from a friend', () => {
	for (const v of ['public', 'friends', 'private'] as const)
		assert.equal(canView(other, item(v), { ...friend, blocked: true }), false)
	assert.equal(canView(owner, item('public'), { ...stranger, blocked: true }), true)
})

test('a suspended owner’s things are hidden from everyone but the owner, even friends and visitors', () => {
	for (const v of ['public', 'friends', 'private'] as const) {
		assert.equal(canView(other, item(v), { ...friend, ownerSuspended: true }), false)
		assert.equal(canView(null, item(v), { ...stranger, ownerSuspended: true }), false)
	}
	assert.equal(canView(owner, item('friends'), { ...stranger, ownerSuspended: true }), true)
})
