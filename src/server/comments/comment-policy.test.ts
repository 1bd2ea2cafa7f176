import assert from 'node:assert/strict'
import { test } from 'node:test'
import { canDeleteComment, canEditComment, canReplyTo, canSeeComment, commentRecipients } from './comment-policy.ts'

const ann = { id: 'ann' }
const bob = { id: 'bob' }
const top = { userId: 'bob', parentId: null, hiddenAt: null }
const reply = { userId: 'bob', parentId: 'c1', hiddenAt: null }
const hidden = { ...top, hiddenAt: '2026-01-01T00:00:00.000Z' }

const open = { blocked: false, authorSuspended: false }

test('a comment is seen unless hidden, blocked or by a suspended reader, and its author always sees it', () => {
	assert.equal(canSeeComment(ann, top, open), true)
	assert.equal(canSeeComment(null, top, open), true)
	assert.equal(canSeeComment(ann, top, { ...open, blocked: true }), false)
	assert.equal(canSeeComment(ann, top, { ...open, authorSuspended: true }), false)
	assert.equal(canSeeComment(null, top, { ...open, authorSuspended: true }), false)
	assert.equal(canSeeComment(ann, hidden, open), false)
	assert.equal(canSeeComment(null, hidden, open), false)
	assert.equal(canSeeComment(bob, hidden, open), true)
})

test('its author edits a comment; its author and the entry owner delete it; replies answer top-level comments', () => {
	assert.equal(canEditComment(bob, top), true)
	assert.equal(canEditComment(ann, top), false)
	assert.equal(canEditComment(null, top), false)
	assert.equal(canDeleteComment(bob, top, { userId: 'ann' }), true)
	assert.equal(canDeleteComment(ann, top, { userId: 'ann' }), true)
	assert.equal(canDeleteComment({ id: 'cat' }, top, { userId: 'ann' }), false)
	assert.equal(canDeleteComment(null, top, { userId: 'ann' }), false)
	assert.equal(canReplyTo(ann, top), true)
	assert.equal(canReplyTo(ann, reply), false)
	assert.equal(canReplyTo(null, top), false)
})

test('a new comment tells each reader once, and never its own author', () => {
	const told = (authorId: string, parentAuthorId: string | null) =>
		commentRecipients({ authorId, entryOwnerId: 'owner', parentAuthorId }).map((r) => `${r.kind} ${r.userId}`)
	assert.deepEqual(told('bob', null), ['commented owner'])
	assert.deepEqual(told('owner', null), [])
	assert.deepEqual(told('bob', 'cat'), ['replied cat', 'commented owner'])
	assert.deepEqual(told('bob', 'owner'), ['replied owner'], 'the owner answered in their own thread hears it once')
	assert.deepEqual(told('owner', 'cat'), ['replied cat'])
	assert.deepEqual(told('bob', 'bob'), ['commented owner'], 'answering yourself tells only the owner')
	assert.deepEqual(told('owner', 'owner'), [])
})
