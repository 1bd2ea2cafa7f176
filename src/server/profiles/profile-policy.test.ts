import assert from 'node:assert/strict'
import { test } from 'node:test'
import { STRANGER, canEditProfile, canViewProfile } from './profile-policy.ts'

const ann = { id: 'ann' }
const bob = { id: 'bob' }
const annPublic = { userId: 'ann', visibility: 'public' as const }
const annPrivate = { userId: 'ann', visibility: 'private' as const }

test('a public profile is open to everyone, a private one to its owner and approved followers', () => {
	assert.equal(canViewProfile(null, annPublic, STRANGER), true)
	assert.equal(canViewProfile(bob, annPublic, STRANGER), true)
	assert.equal(canViewProfile(ann, annPrivate, STRANGER), true)
	assert.equal(canViewProfile(bob, annPrivate, STRANGER), false)
	assert.equal(canViewProfile(null, annPrivate, STRANGER), false)
	assert.equal(canViewProfile(bob, annPrivate, { approvedFollower: true }), true)
})

test('only the owner edits a profile', () => {
	assert.equal(canEditProfile(ann, annPrivate), true)
	assert.equal(canEditProfile(bob, annPublic), false)
	assert.equal(canEditProfile(null, annPublic), false)
})
