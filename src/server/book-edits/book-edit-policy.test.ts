import assert from 'node:assert/strict'
import { test } from 'node:test'
import { canEditBook, canRevertEdit, editorLabel } from './book-edit-policy.ts'

const ann = { id: 'ann', admin: false }
const admin = { id: 'root', admin: true }
const annsBook = { addedBy: 'ann' }
const imported = { addedBy: null }

test('a book is corrected by its adder or an administrator, never by a visitor or another reader', () => {
	assert.equal(canEditBook(ann, annsBook), true)
	assert.equal(canEditBook({ id: 'bob', admin: false }, annsBook), false)
	assert.equal(canEditBook(admin, annsBook), true)
	assert.equal(canEditBook(null, annsBook), false)
	assert.equal(canEditBook(ann, imported), false, 'an imported book has no adder')
	assert.equal(canEditBook(admin, imported), true)
})

test('an edit is reverted once, by whoever may correct the book', () => {
	assert.equal(canRevertEdit(ann, annsBook, { revertedBy: null }), true)
	assert.equal(canRevertEdit(ann, annsBook, { revertedBy: 'e2' }), false)
	assert.equal(canRevertEdit({ id: 'bob', admin: false }, annsBook, { revertedBy: null }), false)
})

test('the history names editors by their part only', () => {
	assert.equal(editorLabel(ann, { userId: 'ann', editorRole: 'adder' }), 'you')
	assert.equal(editorLabel(null, { userId: 'ann', editorRole: 'adder' }), 'adder')
	assert.equal(editorLabel(ann, { userId: 'root', editorRole: 'admin' }), 'admin')
	assert.equal(editorLabel(admin, { userId: null, editorRole: 'adder' }), 'former')
})
