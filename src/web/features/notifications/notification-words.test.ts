import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { NotificationView } from '../../../shared/schemas/notifications.ts'
import { notificationWords } from './notification-words.ts'

const base: NotificationView = {
	id: 'n1',
	kind: 'followed',
	actor: { username: 'ann', name: 'Ann', image: null },
	entry: null,
	list: null,
	comment: null,
	club: null,
	clubPost: null,
	read: false,
	createdAt: '2026-11-21T10:00:00.000Z',
}
const entry = { id: 'e1', bookTitle: 'Sabriel', hasReview: true }
const words = (n: Partial<NotificationView>) => notificationWords({ ...base, ...n })

describe('notification words', () => {
	it('says what happened to the reader and links to it', () => {
		assert.deepEqual(words({ kind: 'followed' }), { text: 'followed you', href: '/u/ann' })
		assert.deepEqual(words({ kind: 'follow_requested' }), { text: 'asked to follow you', href: '/nav/profile' })
		assert.deepEqual(words({ kind: 'follow_accepted' }), { text: 'accepted your follow request', href: '/u/ann' })
		assert.deepEqual(words({ kind: 'entry_liked', entry }), { text: 'liked your review of Sabriel', href: '/entry/e1' })
		assert.deepEqual(words({ kind: 'entry_liked', entry: { ...entry, hasReview: false } }), {
			text: 'liked your diary entry for Sabriel',
			href: '/entry/e1',
		})
		assert.deepEqual(words({ kind: 'list_liked', list: { id: 'l1', name: 'Bells' } }), {
			text: 'liked your list Bells',
			href: '/list/l1',
		})
	})

	it('quotes the start of a comment and links to it on the entry', () => {
		const comment = { id: 'c1', excerpt: 'Saraneth' }
		assert.deepEqual(words({ kind: 'commented', entry, comment }), {
			text: 'commented on your review of Sabriel: “Saraneth”',
			href: '/entry/e1#comment-c1',
		})
		assert.deepEqual(words({ kind: 'replied', entry, comment }), {
			text: 'replied to your comment on Sabriel: “Saraneth”',
			href: '/entry/e1#comment-c1',
		})
	})

	it('still makes a sentence when what it is about did not come', () => {
		assert.deepEqual(words({ kind: 'entry_liked' }), { text: 'liked your diary entry', href: '/u/ann' })
		assert.deepEqual(words({ kind: 'list_liked' }), { text: 'liked your list', href: '/u/ann' })
		assert.deepEqual(words({ kind: 'replied' }), { text: 'replied to your comment', href: '/u/ann' })
	})
})
