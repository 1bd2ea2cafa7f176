import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { OwnerRelation } from '../visibility/visibility-policy.ts'
import { canViewStats, isShareable, seenVisibilities } from './stats-policy.ts'

const stranger: OwnerRelation = {
	viewerFollowsOwner: false,
	ownerFollowsViewer: false,
	ownerProfilePrivate: false,
	blocked: false,
	ownerSuspended: false,
}
const owner = { id: 'owner' }
const publicProfile = { userId: 'owner', visibility: 'public' as const }
const privateProfile = { userId: 'owner', visibility: 'private' as const }

test('stats open as the profile does: public to all, private to approved followers and the owner', () => {
	assert.equal(canViewStats(null, publicProfile, stranger), true)
	assert.equal(canViewStats({ id: 'v' }, publicProfile, stranger), true)
	assert.equal(canViewStats(null, privateProfile, { ...stranger, ownerProfilePrivate: true }), false)
	assert.equal(canViewStats({ id: 'v' }, privateProfile, { ...stranger, ownerProfilePrivate: true }), false)
	assert.equal(
		canViewStats({ id: 'v' }, privateProfile, { ...stranger, ownerProfilePrivate: true, viewerFollowsOwner: true }),
		true,
	)
	assert.equal(canViewStats(owner, privateProfile, stranger), true)
})

test('a block either way or a suspension closes them, but never to the owner', () => {
	assert.equal(canViewStats({ id: 'v' }, publicProfile, { ...stranger, blocked: true }), false)
	assert.equal(canViewStats(null, publicProfile, { ...stranger, ownerSuspended: true }), false)
	assert.equal(canViewStats(owner, publicProfile, { ...stranger, blocked: true }), true)
})

test('only a public profile makes a year in review shareable', () => {
	assert.equal(isShareable(publicProfile), true)
	assert.equal(isShareable(privateProfile), false)
})

test('the visibilities counted: all for the owner, public for others, friends for friends, none across a block', () => {
	assert.deepEqual(seenVisibilities(owner, 'owner', { ...stranger, blocked: true }), ['public', 'friends', 'private'])
	assert.deepEqual(seenVisibilities(null, 'owner', stranger), ['public'])
	assert.deepEqual(seenVisibilities({ id: 'v' }, 'owner', { ...stranger, viewerFollowsOwner: true }), ['public'])
	assert.deepEqual(
		seenVisibilities({ id: 'v' }, 'owner', { ...stranger, viewerFollowsOwner: true, ownerFollowsViewer: true }),
		['public', 'friends'],
	)
	assert.deepEqual(seenVisibilities({ id: 'v' }, 'owner', { ...stranger, ownerProfilePrivate: true }), [])
	assert.deepEqual(seenVisibilities({ id: 'v' }, 'owner', { ...stranger, blocked: true }), [])
})
