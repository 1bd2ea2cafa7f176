import assert from 'node:assert/strict'
import { test } from 'node:test'
import { currentSection, hasReadThrough, placeInSchedule, sectionLabel, startPages } from './club-sections.ts'

const sections = [
	{ id: 'a', endPage: 50, dueOn: '2026-12-01' },
	{ id: 'b', endPage: 120, dueOn: '2026-12-08' },
	{ id: 'c', endPage: 300, dueOn: '2026-12-15' },
]

test('the current section is the first one not yet due; none once the last is past', () => {
	assert.equal(currentSection(sections, '2026-11-01')?.id, 'a', 'before the start: the first')
	assert.equal(currentSection(sections, '2026-12-01')?.id, 'a', 'its own target day is in its window')
	assert.equal(currentSection(sections, '2026-12-02')?.id, 'b')
	assert.equal(currentSection(sections, '2026-12-15')?.id, 'c')
	assert.equal(currentSection(sections, '2026-12-16'), null)
	assert.equal(currentSection([], '2026-12-01'), null)
})

test('sections start on the page after the one before ends', () => {
	assert.deepEqual(startPages(sections), [1, 51, 121])
	assert.deepEqual(startPages([]), [])
})

test('a reader is placed by the sections read to the end and the one they are in', () => {
	assert.deepEqual(placeInSchedule(sections, { page: null, finished: false }), {
		sectionsDone: 0,
		readingSectionId: null,
	})
	assert.deepEqual(placeInSchedule(sections, { page: 0, finished: false }), { sectionsDone: 0, readingSectionId: null })
	assert.deepEqual(placeInSchedule(sections, { page: 1, finished: false }), { sectionsDone: 0, readingSectionId: 'a' })
	assert.deepEqual(
		placeInSchedule(sections, { page: 50, finished: false }),
		{ sectionsDone: 1, readingSectionId: null },
		'on the last page: done, not yet in the next',
	)
	assert.deepEqual(placeInSchedule(sections, { page: 51, finished: false }), { sectionsDone: 1, readingSectionId: 'b' })
	assert.deepEqual(placeInSchedule(sections, { page: 400, finished: false }), {
		sectionsDone: 3,
		readingSectionId: null,
	})
	assert.deepEqual(placeInSchedule(sections, { page: null, finished: true }), {
		sectionsDone: 3,
		readingSectionId: null,
	})
})

test('a section is read through on its last page or past it, or once the book is finished; not by entering it', () => {
	const at = (page: number | null, finished = false) => ({ page, finished })
	const second = sections[1]!
	assert.equal(hasReadThrough(at(null), sections[0]!), false, 'no progress: not even the first section')
	assert.equal(hasReadThrough(at(49), sections[0]!), false, 'one page before the end of the first')
	assert.equal(hasReadThrough(at(50), sections[0]!), true, 'on its last page')
	assert.equal(hasReadThrough(at(51), second), false, 'on its first page')
	assert.equal(hasReadThrough(at(100), second), false, 'in the middle of it')
	assert.equal(hasReadThrough(at(119), second), false, 'one page before its end')
	assert.equal(hasReadThrough(at(120), second), true, 'on its last page')
	assert.equal(hasReadThrough(at(121), second), true, 'past it')
	assert.equal(hasReadThrough(at(10), second), false)
	assert.equal(hasReadThrough(at(null, true), sections[2]!), true, 'finished with the book')
})

test('a section is named by its number and title', () => {
	assert.equal(sectionLabel({ position: 2, title: 'Chapters 6–10' }), 'Section 2: Chapters 6–10')
})
