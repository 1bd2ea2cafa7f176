import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
	canDeletePost,
	canEditPost,
	canReplyToPost,
	isThreadHidden,
	threadRecipients,
} from './club-discussion-policy.ts'

const top = { userId: 'bob', parentId: null }
const reply = { userId: 'bob', parentId: 'p1' }
const member = { status: 'member', role: 'member' } as const

test('its author edits a post; its author, the owner and moderators delete it; replies answer top-level posts', () => {
	assert.equal(canEditPost('bob', top), true)
	assert.equal(canEditPost('ann', top), false)
	assert.equal(canDeletePost('bob', top, member), true)
	assert.equal(canDeletePost('ann', top, member), false)
	assert.equal(canDeletePost('ann', top, { status: 'member', role: 'moderator' }), true)
	assert.equal(canDeletePost('ann', top, { status: 'member', role: 'owner' }), true)
	assert.equal(
		canDeletePost('ann', top, { status: 'invited', role: 'moderator' }),
		false,
		'a role counts once its holder is a member',
	)
	assert.equal(canReplyToPost(top), true)
	assert.equal(canReplyToPost(reply), false)
})

test('a section thread is hidden until its section is reached or the reader asks; a general thread never', () => {
	const reached = new Set(['s1'])
	assert.equal(isThreadHidden(null, reached, false), false)
	assert.equal(isThreadHidden('s1', reached, false), false)
	assert.equal(isThreadHidden('s2', reached, false), true)
	assert.equal(isThreadHidden('s2', reached, true), false)
})

test('a new thread is news to the other members who reached its section, and only when that section is the current one', () => {
	const members = [
		{ userId: 'ann', reached: true },
		{ userId: 'bob', reached: true },
		{ userId: 'cat', reached: false },
	]
	assert.deepEqual(threadRecipients({ sectionId: 's2', currentSectionId: 's2', authorId: 'ann', members }), ['bob'])
	assert.deepEqual(threadRecipients({ sectionId: 's1', currentSectionId: 's2', authorId: 'ann', members }), [])
	assert.deepEqual(threadRecipients({ sectionId: null, currentSectionId: 's2', authorId: 'ann', members }), [])
	assert.deepEqual(threadRecipients({ sectionId: 's2', currentSectionId: null, authorId: 'ann', members }), [])
})
