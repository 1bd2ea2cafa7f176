import assert from 'node:assert/strict'
import { test } from 'node:test'
import { NO_RELATIONS, ownerRelation, type ViewerRelations } from './viewer-relations-cache.ts'
import { canView } from './visibility-policy.ts'

const kept: ViewerRelations = {
	following: new Set(['friend', 'followed']),
	followers: new Set(['friend', 'fan']),
	blocked: new Set(['foe']),
}
const open = (userId: string) => ({ userId, ownerPrivate: false, ownerSuspended: false })

test('a viewer’s kept relations tell how they stand to each owner, each way', () => {
	assert.deepEqual(ownerRelation(kept, open('friend')), {
		viewerFollowsOwner: true,
		ownerFollowsViewer: true,
		ownerProfilePrivate: false,
		blocked: false,
		ownerSuspended: false,
	})
	assert.deepEqual(ownerRelation(kept, open('followed')), {
		viewerFollowsOwner: true,
		ownerFollowsViewer: false,
		ownerProfilePrivate: false,
		blocked: false,
		ownerSuspended: false,
	})
	assert.deepEqual(ownerRelation(kept, open('fan')), {
		viewerFollowsOwner: false,
		ownerFollowsViewer: true,
		ownerProfilePrivate: false,
		blocked: false,
		ownerSuspended: false,
	})
	assert.equal(ownerRelation(kept, open('foe')).blocked, true)
})

test('the owner’s profile state comes with the owner, not with the viewer', () => {
	const relation = ownerRelation(kept, { userId: 'followed', ownerPrivate: true, ownerSuspended: true })
	assert.equal(relation.ownerProfilePrivate, true)
	assert.equal(relation.ownerSuspended, true)
})

test('through kept relations canView gives friends’ things to friends only, and nothing to a blocked reader', () => {
	const friends = (userId: string) => ({ userId, visibility: 'friends' as const })
	const viewer = { id: 'viewer' }
	assert.equal(canView(viewer, friends('friend'), ownerRelation(kept, open('friend'))), true)
	assert.equal(canView(viewer, friends('followed'), ownerRelation(kept, open('followed'))), false)
	assert.equal(canView(viewer, { userId: 'foe', visibility: 'public' }, ownerRelation(kept, open('foe'))), false)
	assert.equal(
		canView(viewer, { userId: 'stranger', visibility: 'public' }, ownerRelation(NO_RELATIONS, open('stranger'))),
		true,
	)
})
